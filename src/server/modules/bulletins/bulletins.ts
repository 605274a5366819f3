import { sql } from 'kysely';
import type { BulletinRow, BulletinSaveBody } from '../../../common/api/bulletins.ts';
import { BULLETIN_PAGE_SIZE } from '../../../common/api/bulletins.ts';
import { parseApplicationNo } from '../../../common/patents/application-number.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { idsOf } from '../collections/actor.ts';
import { fileIdsIn, requireReadableFiles, syncPublicFiles } from '../files/file-access.ts';
import { isBulletinAdmin } from './bulletin-access.ts';

/** A real calendar day `YYYY-MM-DD` (2026-02-31 is not one). */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().slice(0, 10) === text;

const FIELDS: QueryFields = [
  { name: 'id', column: 'b.id', type: 'number' },
  { name: 'fTitle', column: 'b.title', type: 'string' },
  { name: 'fContent', column: 'b.content', type: 'string', sortable: false },
  { name: 'fPublishDate', column: 'b.publish_date', type: 'date' },
  { name: 'fApplicationNo', column: 'b.application_no', type: 'string' },
  { name: 'F_STATUS', column: 'b.status', type: 'number' },
  { name: 'F_IS_TOP', column: 'b.is_top', type: 'number' },
];

function rows(tx: Tx) {
  return tx.selectFrom('ip_school_bulletin as b').select([
    'b.id', 'b.title as fTitle', 'b.content as fContent', 'b.picture as fPicture', sql<string>`to_char(b.publish_date, 'YYYY-MM-DD')`.as('fPublishDate'),
    'b.application_no as fApplicationNo', 'b.status as F_STATUS', 'b.is_top as F_IS_TOP', 'b.version',
  ]);
}

/**
 * POST /ipSchoolBulletin/v1/query/: published bulletins (F_STATUS 1), pinned first, then newest publish date,
 * 10 a page. Administrators see unpublished ones too when params.all is true.
 */
export async function queryBulletins(db: Db, principal: Principal, filter: QueryFilter): Promise<Paged<BulletinRow>> {
  return withTenant(db, principal.tenantId, async (tx) => {
    let base = rows(tx);
    if (!(filter.params?.all === true && await isBulletinAdmin(tx, principal))) base = base.where('b.status', '=', 1);
    const page = await pagedQuery(base, { ...filter, pageBean: { pageSize: BULLETIN_PAGE_SIZE, ...filter.pageBean } }, FIELDS,
      { order: [['b.is_top', 'desc'], ['b.publish_date', 'desc'], ['b.id', 'desc']] });
    return page as Paged<BulletinRow>;
  });
}

/** GET /ipSchoolBulletin/v1/get/{id}: a published bulletin (any, for an administrator). */
export async function readBulletin(db: Db, principal: Principal, id: number): Promise<BulletinRow> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await rows(tx).where('b.id', '=', id).executeTakeFirst();
    if (!row || (row.F_STATUS !== 1 && !(await isBulletinAdmin(tx, principal)))) throw notFound('bulletinNotFound');
    return row as BulletinRow;
  });
}

/** A save's column values, checked (400 with the message of the first bad field). */
export function bulletinValues(body: BulletinSaveBody) {
  const title = body.fTitle?.trim();
  if (!title) throw badRequest('bulletinTitleRequired');
  const date = body.fPublishDate ?? new Date().toISOString().slice(0, 10);
  if (!isDay(date)) throw badRequest('bulletinDateFormat');
  let applicationNo: string | null = null;
  if (body.fApplicationNo?.trim()) {
    const parsed = parseApplicationNo(body.fApplicationNo);
    if (!parsed.ok) throw badRequest(parsed.error);
    applicationNo = parsed.value.formatted;
  }
  return {
    title, content: body.fContent ?? '', picture: JSON.stringify(body.fPicture ?? []), publish_date: date, application_no: applicationNo,
    status: body.F_STATUS ?? 0, is_top: body.F_IS_TOP ?? 0,
  };
}

/** Inserts (no id) or updates (id and the version read: a stale one is a 409) a bulletin, inside the caller's transaction. */
export async function writeBulletin(tx: Tx, principal: Principal, body: BulletinSaveBody): Promise<{ id: number; version: number }> {
  const values = bulletinValues(body);
  await requireReadableFiles(tx, principal, (body.fPicture ?? []).map((f) => f.id), fileIdsIn(body.fContent ?? ''));
  if (!body.id) {
    const created = await tx.insertInto('ip_school_bulletin').values({ ...values, tenant_id: principal.tenantId, created_by: principal.userId })
      .returning(['id', 'version']).executeTakeFirstOrThrow();
    await syncPublicFiles(tx, principal.tenantId);
    return created;
  }
  const updated = await tx.updateTable('ip_school_bulletin').set({ ...values, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', body.id).where('version', '=', body.version ?? -1).returning(['id', 'version']).executeTakeFirst();
  if (updated) {
    await syncPublicFiles(tx, principal.tenantId);
    return updated;
  }
  const exists = await tx.selectFrom('ip_school_bulletin').select('id').where('id', '=', body.id).executeTakeFirst();
  throw exists ? conflict() : notFound('bulletinNotFound');
}

/** POST /ipSchoolBulletin/v1/save: creates or (with id and version) updates a bulletin; the route is for holders of bulletin:manage. */
export async function saveBulletin(db: Db, principal: Principal, body: BulletinSaveBody): Promise<{ id: number; version: number }> {
  bulletinValues(body);
  return withTenant(db, principal.tenantId, (tx) => writeBulletin(tx, principal, body));
}

/** update/isTop, update/status, delete (routes for holders of bulletin:manage): every id must be the tenant's. */
export async function changeBulletins(db: Db, principal: Principal, rawIds: unknown, change: { is_top?: number; status?: number } | 'delete'): Promise<number> {
  const ids = idsOf(rawIds);
  if (!ids.length) throw badRequest('selectAtLeastOne');
  return withTenant(db, principal.tenantId, async (tx) => {
    const done = change === 'delete'
      ? Number((await tx.deleteFrom('ip_school_bulletin').where('id', 'in', ids).executeTakeFirst()).numDeletedRows)
      : Number((await tx.updateTable('ip_school_bulletin').set({ ...change, version: sql`version + 1`, updated_at: new Date() })
        .where('id', 'in', ids).executeTakeFirst()).numUpdatedRows);
    if (done !== ids.length) throw notFound('bulletinNotFound');
    // A published bulletin's pictures are public; withdrawn or deleted, they are not any more.
    if (change === 'delete' || change.status !== undefined) await syncPublicFiles(tx, principal.tenantId);
    return done;
  });
}
