import { useState } from 'react';
import { Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';

/**
 * A dialog asking for a short text before a command (revoke reason, urge message). `onSubmit` resolves true when
 * the command went through; on false the dialog stays open (the server's refusal has been shown).
 */
export function OpinionDialog({ title, hint, label, placeholder, initial = '', max, onSubmit, onClose, testId }: {
  title: string;
  hint?: string;
  label: string;
  placeholder?: string;
  initial?: string;
  max: number;
  onSubmit: (text: string) => Promise<boolean>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('workflow');
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const tooLong = text.length > max;

  const submit = async () => {
    if (tooLong) return;
    setBusy(true);
    const done = await onSubmit(text.trim());
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal visible title={title} onOk={submit} onCancel={onClose} confirmLoading={busy} okButtonProps={{ disabled: tooLong, 'data-testid': `${testId}-ok` } as object}
      unmountOnExit data-testid={testId}>
      {hint ? <p className="pp-flow-muted">{hint}</p> : null}
      <label className="pp-flow-dialog-label">{label}</label>
      <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} value={text} placeholder={placeholder} onChange={setText} status={tooLong ? 'error' : undefined}
        data-testid={`${testId}-text`} />
      {tooLong ? <div className="pp-flow-error" role="alert">{t('lists.textTooLong', { max })}</div> : null}
    </Modal>
  );
}
