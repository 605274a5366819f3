import { useEffect } from 'react';
import { Form, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { PasswordStrategy } from '../../common/rules/password-strategy.ts';
import { ChangePasswordFields } from './change-password-form.tsx';
import type { ChangePasswordValues } from './change-password-rules.ts';

export interface ChangePasswordDialogProps {
  visible: boolean;
  strategy: PasswordStrategy | null | undefined;
  submitting?: boolean;
  errorMessage?: string | null;
  onSubmit: (values: ChangePasswordValues) => void;
  onCancel: () => void;
}

export function ChangePasswordDialog({ visible, strategy, submitting, errorMessage, onSubmit, onCancel }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  useEffect(() => {
    if (!visible) form.resetFields();
  }, [visible, form]);
  return (
    <Modal
      title={t('profile:changePasswordTitle')}
      visible={visible}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={submitting}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      unmountOnExit
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'change-password-submit' } as object}
      cancelButtonProps={{ 'data-testid': 'change-password-cancel' } as object}
      style={{ width: 480 }}
    >
      <div data-testid="change-password-dialog">
        <ChangePasswordFields form={form} strategy={strategy} onSubmit={onSubmit} errorMessage={errorMessage} />
      </div>
    </Modal>
  );
}
