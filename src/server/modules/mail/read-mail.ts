import type { MailItem } from '../../../common/api/mail.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { mailCaller } from './mail-caller.ts';
import { mailItem } from './mail-rows.ts';
import { withMailTables } from './mail-tables.ts';

/** GET /mail/mail/mail/v1/getJson?id: one of the caller's mails; anyone else's (another user, tenant) is 404. */
export async function readMail(db: Db, principal: Principal, id: number): Promise<MailItem> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => {
    const item = await mailItem(tx, principal.userId, id);
    if (!item) throw notFound('mailNotFound');
    return item;
  });
}

/** GET /mail/mail/mail/v1/isRead?id[&isRead=0]: marks one of the caller's mails read (or unread again). */
export async function markRead(db: Db, principal: Principal, id: number, read: boolean): Promise<{ id: number; isRead: number }> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await withMailTables(tx).updateTable('mail').set({ is_read: read ? 1 : 0 })
      .where('owner_id', '=', principal.userId).where('id', '=', id).returning(['id', 'is_read']).executeTakeFirst();
    if (!row) throw notFound('mailNotFound');
    return { id: row.id, isRead: row.is_read };
  });
}
