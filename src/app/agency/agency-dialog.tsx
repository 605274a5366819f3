import { useState, type ReactNode } from 'react';
import { Message, Modal } from '@arco-design/web-react';
import type { RowActionContext } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';

export interface Reply { state: boolean; message: string; value?: Record<string, unknown> }

/** POST to the front host; the client shows a refusal's message itself. */
export const send = (api: ApiClient, path: string, body: object) => api.request<Reply>('front', path, { method: 'POST', body });

/**
 * A row action's dialog: its fields, OK sends the command (the row's version included by the caller), a success
 * toast, the list read again; a refusal leaves the dialog open with the server's message shown by the client.
 */
export function CommandDialog({ title, testId, onClose, reload, submit, children, okText, okDanger }: Pick<RowActionContext, 'reload'> & {
  title: string; testId: string; onClose: () => void; submit: () => Promise<Reply | null>; children: ReactNode; okText?: string; okDanger?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const onOk = async () => {
    setBusy(true);
    try {
      const reply = await submit();
      if (!reply) return;
      Message.success(reply.message);
      onClose();
      reload();
    } catch {
      // The API client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal visible title={title} onOk={onOk} onCancel={onClose} confirmLoading={busy} data-testid={testId} unmountOnExit
      okText={okText} okButtonProps={okDanger ? { status: 'danger' } : undefined}>
      {children}
    </Modal>
  );
}
