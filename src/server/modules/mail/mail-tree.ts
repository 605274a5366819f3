import { sql } from 'kysely';
import type { MailFolder, MailTreeNode } from '../../../common/api/mail.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { toCount, withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { mailCaller } from './mail-caller.ts';
import { withMailTables } from './mail-tables.ts';

const FOLDERS: [MailFolder, string][] = [[1, 'mailFolderInbox'], [2, 'mailFolderSent'], [3, 'mailFolderDrafts'], [4, 'mailFolderTrash']];

/**
 * GET /mail/mail/mail/v1/getMailTreeData: the internal mailbox, then each external mailbox of the caller (default
 * first), each a root with its inbox, sent, drafts and trash, with the count and unread count of each.
 */
export async function mailTree(db: Db, principal: Principal, lang: Language): Promise<MailTreeNode[]> {
  mailCaller(principal);
  const t = translatorFor(lang);
  return withTenant(db, principal.tenantId, async (tx) => {
    const mail = withMailTables(tx);
    const boxes = await mail.selectFrom('mail_setting').select(['id', 'mail_address', 'is_default'])
      .where('user_id', '=', principal.userId).orderBy('is_default', 'desc').orderBy('id').execute();
    const counts = await mail.selectFrom('mail').where('owner_id', '=', principal.userId)
      .select([sql<number>`coalesce(set_id, 0)`.as('set_id'), 'type', sql<number>`count(*)`.as('total'), sql<number>`count(*) filter (where is_read = 0)`.as('unread')])
      .groupBy([sql`coalesce(set_id, 0)`, 'type']).execute();
    const count = (setId: number, type: number) => counts.find((c) => Number(c.set_id) === setId && c.type === type);
    const roots = [{ id: 0, name: t('mailInternalBox'), isDefault: false }, ...boxes.map((b) => ({ id: b.id, name: b.mail_address, isDefault: b.is_default }))];
    const nodes: MailTreeNode[] = [];
    for (const root of roots) {
      const folders = FOLDERS.map(([type, key]) => {
        const c = count(root.id, type);
        return { id: `${root.id}-${type}`, parentId: String(root.id), name: t(key), setId: root.id, type, unread: type === 1 ? toCount(c?.unread) : 0, total: toCount(c?.total), isDefault: false };
      });
      nodes.push({ id: String(root.id), parentId: null, name: root.name, setId: root.id, type: null, unread: folders[0]!.unread, total: folders.reduce((s, f) => s + f.total, 0), isDefault: root.isDefault }, ...folders);
    }
    return nodes;
  });
}

/** Unread mails in the caller's inboxes (internal and every external mailbox). */
export async function unreadMailCount(tx: Tx, principal: Principal): Promise<number> {
  if (principal.isVisitor) return 0;
  const row = await withMailTables(tx).selectFrom('mail').select(sql<number>`count(*)`.as('n'))
    .where('owner_id', '=', principal.userId).where('type', '=', 1).where('is_read', '=', 0).executeTakeFirst();
  return toCount(row?.n);
}

export async function mailUnreadCount(db: Db, principal: Principal): Promise<{ count: number }> {
  mailCaller(principal);
  return { count: await withTenant(db, principal.tenantId, (tx) => unreadMailCount(tx, principal)) };
}
