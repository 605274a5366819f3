import { Message, Modal } from '@arco-design/web-react';
import type { i18n as I18n } from 'i18next';
import type { ApiUi } from '../api/client.ts';

export const HOME_PATH = '/home';

/** The API client's error policy drawn with Arco: toasts, one blocking warning, full page loads. */
export function arcoApiUi(i18n: I18n): ApiUi {
  return {
    error: (message) => Message.error({ content: message, id: message }),
    warn: (message, onClose) => {
      Modal.warning({
        title: i18n.t('common:notice'),
        content: message,
        okText: i18n.t('common:ok'),
        escToExit: false,
        maskClosable: false,
        closable: false,
        onOk: onClose,
      });
    },
    goHome: () => window.location.assign(HOME_PATH),
    reload: () => window.location.reload(),
    translate: (key) => i18n.t(key),
  };
}
