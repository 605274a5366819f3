import { useState } from 'react';
import { Button, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import { replyToCopy } from '../../../app/api/workflow-instance.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { notifyOpener, TOAST_MS } from '../../../app/shell/flow-changed.ts';

/** 抄送回复: the receiver of a copy answers it; the reply shows in the approval history (onReplied reloads it). */
export function CopyReply({ noticeId, onReplied }: { noticeId: string; onReplied: () => void }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const [open, setOpen] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!opinion.trim()) {
      Message.warning(t('inst.view.copyReplyRequired'));
      return;
    }
    setBusy(true);
    try {
      const reply = await replyToCopy(api, noticeId, opinion.trim());
      Message.success({ content: reply.message, duration: TOAST_MS });
      setOpen(false);
      setOpinion('');
      notifyOpener();
      onReplied();
    } catch {
      // The server's refusal was shown already (commands are not silent).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="inst-copy-reply">{t('inst.view.copyReply')}</Button>
      <Modal visible={open} title={t('inst.view.copyReply')} confirmLoading={busy} onOk={() => void send()} onCancel={() => setOpen(false)} unmountOnExit
        okButtonProps={{ 'data-testid': 'inst-copy-reply-ok' } as object}>
        <label className="pp-task-field">
          <span className="pp-task-field-label">{t('inst.view.copyReplyContent')}</span>
          <Input.TextArea value={opinion} onChange={setOpinion} maxLength={4000} autoSize={{ minRows: 3 }} data-testid="inst-copy-reply-opinion" />
        </label>
      </Modal>
    </>
  );
}
