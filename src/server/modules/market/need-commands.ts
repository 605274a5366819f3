import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { moveTo, NEED_MOVES, NEED_STATUSES, type NeedAction, type NeedStatus } from '../../../common/patents/market/market-states.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { logMarketMove, marketMoveRefused, requireMarketOffice } from './market-office.ts';

interface NeedRow { id: number; status: NeedStatus; version: number; class_keys: string[] }

async function lockedNeed(tx: Tx, principal: Principal, id: number, version: number): Promise<NeedRow> {
  const { rows } = await sql<NeedRow>`select id, status, version, class_keys from business_need
    where tenant_id = ${principal.tenantId} and id = ${id} for update`.execute(tx);
  const row = rows[0];
  if (!row) throw notFound('needNotFound');
  if (row.version !== version) throw new AppError(409, 'marketStale');
  return row;
}

const ACTION_FOR: Partial<Record<NeedStatus, NeedAction>> = { closed: 'close', cancelled: 'cancel', open: 'reopen' };

/** POST /businessNeeds/v1/update/status: close (matched), cancel (open or matched), reopen (cancelled). */
export async function changeNeedStatus(db: Db, principal: Principal, body: { id: number; status: string; version: number; reason?: string }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const row = await lockedNeed(tx, principal, body.id, body.version);
    const action = ACTION_FOR[body.status as NeedStatus] ?? 'close';
    const to = moveTo(NEED_MOVES, action, row.status);
    if (!to || !ACTION_FOR[body.status as NeedStatus]) throw marketMoveRefused(NEED_STATUSES, row.status, action, lang);
    const { rows } = await sql<{ version: number }>`update business_need set status = ${to}, version = version + 1, updated_at = now()
      where id = ${row.id} returning version`.execute(tx);
    await logMarketMove(tx, principal, principal.tenantId, 'need', row.id, action, row.status, to, body.reason?.trim() || null);
    return { id: row.id, status: to, version: rows[0]!.version };
  });
}

/**
 * POST /businessNeeds/v1/saveNeedPatents?needId: the results matched to a need (published ones only; 400 naming the
 * others); some results move it to matched, none back to open. Replaces the earlier match, one audit row.
 */
export async function saveNeedPatents(db: Db, principal: Principal, needId: number, body: { resultIds: number[]; version: number }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const row = await lockedNeed(tx, principal, needId, body.version);
    const ids = [...new Set(body.resultIds)];
    const action: NeedAction = ids.length ? 'match' : 'unmatch';
    const to = moveTo(NEED_MOVES, action, row.status);
    if (!to) throw marketMoveRefused(NEED_STATUSES, row.status, action, lang);
    if (ids.length) {
      const { rows } = await sql<{ id: number; title: string; status: string }>`select id, title, status from patent_result
        where tenant_id = ${principal.tenantId} and id = any(${ids}::int[])`.execute(tx);
      if (rows.length !== ids.length) throw notFound('resultNotFound');
      const unpublished = rows.filter((r) => r.status !== 'published');
      if (unpublished.length) throw badRequest('needResultsUnpublished', { titles: unpublished.map((r) => r.title).join('、') });
    }
    await sql`delete from business_need_result where need_id = ${row.id} and not (result_id = any(${ids}::int[]))`.execute(tx);
    if (ids.length) {
      await sql`insert into business_need_result (tenant_id, need_id, result_id, matched_by)
        select ${principal.tenantId}, ${row.id}, unnest(${ids}::int[]), ${principal.userId} on conflict (need_id, result_id) do nothing`.execute(tx);
    }
    const { rows } = await sql<{ version: number }>`update business_need set status = ${to}, version = version + 1, updated_at = now()
      where id = ${row.id} returning version`.execute(tx);
    await logMarketMove(tx, principal, principal.tenantId, 'need', row.id, action, row.status, to, ids.join(',') || null);
    return { id: row.id, status: to, version: rows[0]!.version, count: ids.length };
  });
}

/** GET /businessNeeds/v1/suggest?needId: published results, those sharing the most classifications with the need first. */
export async function suggestResults(db: Db, principal: Principal, needId: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const { rows: needs } = await sql<{ class_keys: string[] }>`select class_keys from business_need where tenant_id = ${principal.tenantId} and id = ${needId}`.execute(tx);
    if (!needs[0]) throw notFound('needNotFound');
    const { rows } = await sql<{ id: number; title: string; applicationNo: string; shared: number; matched: boolean }>`
      select r.id, r.title, p.application_no as "applicationNo",
        cardinality(array(select unnest(r.class_keys) intersect select unnest(${needs[0].class_keys}::text[])))::int as shared,
        exists (select 1 from business_need_result nr where nr.need_id = ${needId} and nr.result_id = r.id) as matched
      from patent_result r join patent p on p.id = r.patent_id
      where r.tenant_id = ${principal.tenantId} and r.status = 'published'
      order by matched desc, shared desc, r.published_at desc, r.id desc limit 200`.execute(tx);
    return rows;
  });
}
