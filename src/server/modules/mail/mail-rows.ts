import type { MailFolder, MailItem, MailRow } from '../../../common/api/mail.ts';
import type { Tx } from '../../db/database.ts';
import { encodeBody } from './mail-content.ts';
import { withMailTables, type StoredAddress, type StoredFile } from './mail-tables.ts';

/** The list columns of the caller's mail copies (`m`). */
export function mailRows(tx: Tx, ownerId: number) {
  return withMailTables(tx).selectFrom('mail as m').where('m.owner_id', '=', ownerId).select([
    'm.id', 'm.type', 'm.set_id', 'm.subject', 'm.sender_name', 'm.sender_address', 'm.to_list', 'm.send_date', 'm.is_read',
    'm.file_count', 'm.is_reply', 'm.version',
  ]);
}

type ListRow = {
  id: number; type: number; set_id: number | null; subject: string; sender_name: string; sender_address: string;
  to_list: StoredAddress[]; send_date: Date | null; is_read: number; file_count: number; is_reply: number; version: number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toMailRow(row: ListRow): MailRow {
  return {
    id: row.id, type: row.type as MailFolder, setId: row.set_id ?? 0, subject: row.subject, senderName: row.sender_name,
    senderAddress: row.sender_address, to: row.to_list, sendDate: iso(row.send_date), isRead: row.is_read,
    fileCount: row.file_count, isReply: row.is_reply, version: row.version,
  };
}

/** One of the caller's mails, whole (content Base64); undefined when it is not theirs. */
export async function mailItem(tx: Tx, ownerId: number, id: number): Promise<MailItem | undefined> {
  const row = await withMailTables(tx).selectFrom('mail as m').selectAll().where('m.owner_id', '=', ownerId).where('m.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const mine = row.sender_user_id === ownerId || row.type === 2 || row.type === 3 || row.from_type === 2 || row.from_type === 3;
  return {
    ...toMailRow(row),
    cc: row.cc_list,
    bcc: mine ? row.bcc_list : [],
    content: encodeBody(row.content),
    // Inline pictures show in the body, not among the attachments.
    files: (row.files as StoredFile[]).filter((f) => !f.inline).map((f) => ({ id: f.id, name: f.name, ...(f.size !== undefined ? { size: f.size } : {}) })),
    fromType: (row.from_type ?? null) as MailFolder | null,
  };
}
