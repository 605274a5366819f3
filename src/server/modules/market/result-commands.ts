import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { moveTo, RESULT_MOVES, RESULT_STATUSES, type ResultAction, type ResultStatus } from '../../../common/patents/market/market-states.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { logMarketMove, marketMoveRefused, requireMarketOffice } from './market-office.ts';
import { checkClassKeys, checkLabels, readResult, type ResultRow } from './result-store.ts';

/** The office's move that leads to a target status (update/status names the target, as patentkeep does). */
const ACTION_FOR: Partial<Record<ResultStatus, ResultAction>> = { reviewing: 'submit', draft: 'reject', published: 'publish', withdrawn: 'withdraw' };

async function lockedResult(tx: Tx, principal: Principal, id: number, version: number): Promise<ResultRow> {
  const row = await readResult(tx, principal.tenantId, id, true);
  if (!row) throw notFound('resultNotFound');
  if (row.version !== version) throw new AppError(409, 'marketStale');
  return row;
}

/** Moves a locked result; publish stamps the time and the batch. */
async function applyMove(tx: Tx, principal: Principal, row: ResultRow, action: ResultAction, lang: Language, batchNo: string | null, note: string | null) {
  const to = moveTo(RESULT_MOVES, action, row.status as ResultStatus);
  if (!to) throw marketMoveRefused(RESULT_STATUSES, row.status, action, lang);
  const { rows } = await sql<{ version: number }>`update patent_result set status = ${to}, version = version + 1, updated_at = now(),
      published_at = case when ${to} = 'published' then now() else published_at end,
      batch_no = case when ${to} = 'published' then ${batchNo} else batch_no end
    where id = ${row.id} returning version`.execute(tx);
  await logMarketMove(tx, principal, principal.tenantId, 'result', row.id, action, row.status, to, note);
  return { id: row.id, status: to, version: rows[0]!.version };
}

/** POST /api/patentResult/v1/update/status: submit, send back, publish (alone: a batch of one) or withdraw one result. */
export async function changeResultStatus(db: Db, principal: Principal, body: { id: number; status: string; version: number; reason?: string }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const row = await lockedResult(tx, principal, body.id, body.version);
    const action = ACTION_FOR[body.status as ResultStatus];
    if (!action) throw marketMoveRefused(RESULT_STATUSES, row.status, 'trade', lang);
    return applyMove(tx, principal, row, action, lang, action === 'publish' ? await nextBatchNo(tx, principal.tenantId) : null, body.reason?.trim() || null);
  });
}

/** The next publishing batch of the tenant: PC{yyyyMMdd}-{n}. */
async function nextBatchNo(tx: Tx, tenantId: number): Promise<string> {
  const { rows } = await sql<{ day: string; n: number }>`select to_char(now() at time zone 'UTC' + interval '8 hours', 'YYYYMMDD') as day,
      (select count(distinct batch_no) from patent_result where tenant_id = ${tenantId}
        and batch_no like 'PC' || to_char(now() at time zone 'UTC' + interval '8 hours', 'YYYYMMDD') || '-%')::int as n`.execute(tx);
  return `PC${rows[0]!.day}-${rows[0]!.n + 1}`;
}

/**
 * POST /api/patentResult/v1/publish/batch: publishes the chosen results together under one batch number, all or none:
 * each must be at the version the list showed (409) and in a state that may be published (409 naming it).
 */
export async function publishBatch(db: Db, principal: Principal, body: { items: { id: number; version: number }[] }, lang: Language) {
  if (!body.items.length) throw badRequest('resultBatchEmpty');
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const batchNo = await nextBatchNo(tx, principal.tenantId);
    const done = [];
    // In id order, so two batches over the same results lock them in the same order.
    for (const item of [...body.items].sort((a, b) => a.id - b.id)) {
      const row = await lockedResult(tx, principal, item.id, item.version);
      done.push(await applyMove(tx, principal, row, 'publish', lang, batchNo, null));
    }
    return { batchNo, count: done.length, results: done };
  });
}

/** POST /api/patentResult/v1/update/labels and update/classifications: a result's labels or classes, at the version read. */
export async function updateResultTags(db: Db, principal: Principal, body: { id: number; version: number; labels?: string[]; classKeys?: string[] }) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireMarketOffice(tx, principal);
    const row = await lockedResult(tx, principal, body.id, body.version);
    const labels = body.labels ? checkLabels(body.labels) : row.labels;
    const classes = body.classKeys ? await checkClassKeys(tx, principal.tenantId, body.classKeys) : row.class_keys;
    const { rows } = await sql<{ version: number }>`update patent_result set labels = ${labels}::text[], class_keys = ${classes}::text[],
      version = version + 1, updated_at = now() where id = ${row.id} returning version`.execute(tx);
    return { id: row.id, labels, classKeys: classes, version: rows[0]!.version };
  });
}

/** POST /api/patentResult/v1/queryByClassId?classId: the published results of a classification, newest first (anyone signed in). */
export async function queryByClassId(db: Db, principal: Principal, classId: string, page: number, pageSize: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const { rows } = await sql<{ id: number; title: string; summary: string; labels: string[]; classKeys: string[]; tradeMode: string;
      price: number | null; applicationNo: string; patentName: string; publishedAt: string; total: number }>`
      select r.id, r.title, r.summary, r.labels, r.class_keys as "classKeys", r.trade_mode as "tradeMode", r.price::float8 as price,
        p.application_no as "applicationNo", p.name as "patentName",
        to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "publishedAt", count(*) over ()::int as total
      from patent_result r join patent p on p.id = r.patent_id
      where r.tenant_id = ${principal.tenantId} and r.status = 'published' and ${classId} = any(r.class_keys)
      order by r.published_at desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(tx);
    return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0, page, pageSize };
  });
}
