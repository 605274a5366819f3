import { sql } from 'kysely';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, toCount, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { idsOf } from '../collections/actor.ts';

/** GET /api/v1/message/unread: the caller's unread messages (partial index portal_message_unread). */
export async function countUnread(db: Db, principal: Principal): Promise<{ count: number }> {
  if (principal.isVisitor) return { count: 0 };
  const row = await withTenant(db, principal.tenantId, (tx) => tx.selectFrom('portal_message')
    .select((eb) => eb.fn.countAll().as('n')).where('receiver_id', '=', principal.userId).where('is_read', '=', false).executeTakeFirst());
  return { count: toCount(row?.n) };
}

/** PUT /api/v1/message/change/{ids}/{status}: marks the caller's messages read (1) or unread (0); all or nothing. */
export async function changeMessages(db: Db, principal: Principal, rawIds: string, status: '0' | '1'): Promise<number> {
  const ids = idsOf(rawIds);
  if (!ids.length || principal.isVisitor) throw notFound('messageNotFound');
  return withTenant(db, principal.tenantId, async (tx) => {
    const read = status === '1';
    const changed = await tx.updateTable('portal_message').set({ is_read: read, read_at: read ? new Date() : null })
      .where('id', 'in', ids).where('receiver_id', '=', principal.userId).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== ids.length) throw notFound('messageNotFound');
    return ids.length;
  });
}

const FIELDS: QueryFields = [
  { name: 'id', column: 'm.id', type: 'number' },
  { name: 'type', column: 'm.type', type: 'string' },
  { name: 'subject', column: 'm.subject', type: 'string' },
  { name: 'isRead', column: 'm.is_read', type: 'boolean' },
  { name: 'createTime', column: 'm.created_at', type: 'date' },
];

/** POST /api/v1/message/list: the caller's messages, newest first. */
export async function listMessages(db: Db, principal: Principal, filter: QueryFilter) {
  if (principal.isVisitor) return { rows: [], total: 0, page: 1, pageSize: filter.pageBean?.pageSize ?? 10 };
  return withTenant(db, principal.tenantId, (tx) => pagedQuery(
    tx.selectFrom('portal_message as m').leftJoin('app_user as s', 's.id', 'm.sender_id')
      .where('m.receiver_id', '=', principal.userId)
      .select(['m.id', 'm.type', 'm.subject', 'm.content', 'm.url', 's.fullname as senderName', 'm.is_read as isRead',
        sql<string>`to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createTime')]),
    filter, FIELDS, { order: [['m.created_at', 'desc'], ['m.id', 'desc']] }));
}
