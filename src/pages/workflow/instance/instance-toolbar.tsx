import { useState } from 'react';
import { Button, Input, Message, Modal, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { useTranslation } from 'react-i18next';
import { revokeInstance, setInstanceForbidden } from '../../../app/api/workflow-instance.ts';
import { urgeInstance } from '../../../app/api/workflow-task.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { notifyOpener, TOAST_MS } from '../../../app/shell/flow-changed.ts';
import { CopyReply } from './copy-reply.tsx';

export interface InstanceToolbarProps {
  instId: string;
  canUrge: boolean;
  canRevoke: boolean;
  /** The initiator or an administrator: forbid (禁止) a running instance, or lift it on a forbidden one. */
  canForbid: boolean;
  canUnforbid: boolean;
  /** A copy the caller received: they may reply to it (抄送回复). */
  noticeId?: string;
  /** After a command changed the instance (reload what the page shows). */
  onChanged: () => void;
}

/**
 * Urge (催办) and revoke (撤回) for the initiator of a running instance; forbid (禁止) and lift it (解除禁止) for the
 * initiator or an administrator, each after a confirmation; reply to a received copy; print and close for everyone.
 */
export function InstanceToolbar({ instId, canUrge, canRevoke, canForbid, canUnforbid, noticeId, onChanged }: InstanceToolbarProps) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const [urging, setUrging] = useState(false);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  // A refusal already showed the server's message (commands are not silent).
  const run = async (command: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const reply = await command();
      Message.success({ content: reply.message, duration: TOAST_MS });
      notifyOpener();
      onChanged();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  const urge = async () => {
    if (await run(() => urgeInstance(api, { instId: Number(instId), ...(content.trim() ? { content: content.trim() } : {}) }))) {
      setUrging(false);
      setContent('');
    }
  };

  return (
    <div className="pp-process-toolbar" data-testid="inst-toolbar">
      {canUrge && <Button type="primary" loading={busy} onClick={() => setUrging(true)} data-testid="inst-urge">{t('inst.view.urge')}</Button>}
      {canRevoke && (
        <Popconfirm title={t('inst.view.revokeConfirm')} onOk={() => void run(() => revokeInstance(api, instId))}>
          <Button status="warning" loading={busy} data-testid="inst-revoke">{t('inst.view.revoke')}</Button>
        </Popconfirm>
      )}
      {canForbid && (
        <Popconfirm title={t('inst.view.forbidConfirm')} onOk={() => void run(() => setInstanceForbidden(api, instId, true))}
          okButtonProps={{ 'data-testid': 'inst-forbid-ok' } as object}>
          <Button status="danger" loading={busy} data-testid="inst-forbid">{t('inst.view.forbid')}</Button>
        </Popconfirm>
      )}
      {canUnforbid && (
        <Popconfirm title={t('inst.view.unforbidConfirm')} onOk={() => void run(() => setInstanceForbidden(api, instId, false))}
          okButtonProps={{ 'data-testid': 'inst-unforbid-ok' } as object}>
          <Button type="primary" loading={busy} data-testid="inst-unforbid">{t('inst.view.unforbid')}</Button>
        </Popconfirm>
      )}
      {noticeId && <CopyReply noticeId={noticeId} onReplied={onChanged} />}
      <Button onClick={() => window.print()} data-testid="inst-print">{t('inst.view.print')}</Button>
      {window.opener ? <Button onClick={() => window.close()} data-testid="inst-close">{t('inst.view.close')}</Button> : null}
      <Modal visible={urging} title={t('inst.view.urgeTitle')} confirmLoading={busy} onOk={() => void urge()} onCancel={() => setUrging(false)} unmountOnExit
        okButtonProps={{ 'data-testid': 'inst-urge-ok' } as object}>
        <label className="pp-task-field">
          <span className="pp-task-field-label">{t('inst.view.urgeContent')}</span>
          <Input.TextArea value={content} onChange={setContent} maxLength={1000} autoSize={{ minRows: 3 }} placeholder={t('inst.view.urgePlaceholder')}
            data-testid="inst-urge-content" />
        </label>
      </Modal>
    </div>
  );
}
