import { sql } from 'kysely';
import type { MailRow } from '../../../common/api/mail.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { mailCaller } from './mail-caller.ts';
import { mailRows, toMailRow } from './mail-rows.ts';

/** The properties a mail list's querys and sorter may name. */
export const MAIL_FIELDS: QueryFields = [
  { name: 'id', column: 'm.id', type: 'number' },
  { name: 'subject', column: 'm.subject', type: 'string' },
  { name: 'senderName', column: 'm.sender_name', type: 'string' },
  { name: 'senderAddress', column: 'm.sender_address', type: 'string' },
  { name: 'isRead', column: 'm.is_read', type: 'number' },
  { name: 'sendDate', column: 'm.send_date', type: 'date' },
];

const ORDER = [[sql`m.send_date desc nulls first, m.updated_at`, 'desc'], ['m.id', 'desc']] as const;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * POST /mail/mail/mail/v1/listJson: a folder (params.type, default inbox) of one of the caller's mailboxes
 * (params.setId, 0 internal), newest first, drafts by last change; params.keyword searches subject, sender and
 * recipients; params.isRead 0 lists the unread only.
 */
export async function listMail(db: Db, principal: Principal, filter: QueryFilter): Promise<Paged<MailRow>> {
  mailCaller(principal);
  const params = (filter.params ?? {}) as Record<string, unknown>;
  const type = Number(params.type ?? 1);
  const setId = Number(params.setId ?? 0);
  const folder = [1, 2, 3, 4].includes(type) ? type : 1;
  const keyword = typeof params.keyword === 'string' ? params.keyword.trim().toLowerCase() : '';
  return withTenant(db, principal.tenantId, async (tx) => {
    let base = mailRows(tx, principal.userId).where('m.type', '=', folder)
      .where(sql<boolean>`coalesce(m.set_id, 0) = ${Number.isSafeInteger(setId) ? setId : -1}`);
    if (keyword) base = base.where(sql<boolean>`m.search_text like ${`%${likeEscape(keyword)}%`}`);
    if (params.isRead === 0 || params.isRead === 1 || params.isRead === '0' || params.isRead === '1') base = base.where('m.is_read', '=', Number(params.isRead));
    const page = await pagedQuery(base, filter, MAIL_FIELDS, { order: ORDER });
    return { ...page, rows: page.rows.map(toMailRow) };
  });
}
