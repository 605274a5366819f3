import '@arco-design/web-react/es/Alert/style/css.js';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { onlineFormMessage, requestOnlineFormData, type OnlineFormResult } from './online-form-protocol.ts';

export interface OnlineFormHandle {
  /** Asks the form in the frame for its data (500 ms acknowledgement, 10 s overall). */
  getData(): Promise<OnlineFormResult>;
}

interface Props {
  /** The URL form; absent means there is no online or URL form (reason 1). */
  src?: string;
  height?: number;
}

/** An online/URL form in an iframe; failures are shown above it with the spec's reasons (field errors listed). */
export const OnlineFormFrame = forwardRef<OnlineFormHandle, Props>(function OnlineFormFrame({ src, height = 600 }, ref) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [failure, setFailure] = useState<OnlineFormResult | null>(null);

  useImperativeHandle(ref, () => ({
    async getData() {
      const origin = src ? new URL(src, window.location.href).origin : '';
      const result = await requestOnlineFormData(src ? { window: frame.current?.contentWindow, origin } : null, { loadFailed });
      setFailure(result.ok ? null : result);
      return result;
    },
  }), [src, loadFailed]);

  const message = failure ? onlineFormMessage(failure, (key) => t(key)) : null;
  return (
    <div className="pp-online-form" data-testid="online-form">
      {message && (
        <Alert style={{ marginBottom: 12 }} type={failure && !failure.ok && failure.reason === 6 ? 'warning' : 'error'} showIcon data-testid="online-form-failure" title={message}
          content={failure && !failure.ok && failure.reason === 3 ? (
            <ul className="pp-online-form-errors">{failure.errors.map((e) => <li key={e.field}>{e.field}: {e.message}</li>)}</ul>
          ) : undefined} />
      )}
      {src && (
        <iframe ref={frame} src={src} title={t('engine:form.online.frameTitle')} style={{ width: '100%', height, border: 0 }}
          sandbox="allow-scripts allow-forms allow-same-origin" onError={() => setLoadFailed(true)} />
      )}
    </div>
  );
});
