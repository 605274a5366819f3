import { sql } from 'kysely';
import { parseApplicationNo } from '../../../common/patents/application-number.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound, refused } from '../../lib/app-error.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { isMarketOffice, logMarketMove, numberOf, requireMarketOffice, rowId, textOf } from './market-office.ts';

/** The bo of 成果发布's form (schemas/bo/patentResult.json). */
export const RESULT_BO = 'patentResult';

export interface ResultRow {
  id: number; patent_id: number; title: string; status: string; version: number; trade_mode: string; labels: string[]; class_keys: string[];
  application_no: string; patent_name: string;
}

export async function readResult(tx: Tx, tenantId: number, id: number, lock: boolean): Promise<ResultRow | undefined> {
  const { rows } = await sql<ResultRow>`select r.id, r.patent_id, r.title, r.status, r.version, r.trade_mode, r.labels, r.class_keys,
      p.application_no, p.name as patent_name
    from patent_result r join patent p on p.id = r.patent_id where r.tenant_id = ${tenantId} and r.id = ${id}
    ${lock ? sql`for update of r` : sql``}`.execute(tx);
  return rows[0];
}

/** The classification keys of the tenant's resultClass dictionary (an administrator may add entries). */
export async function checkClassKeys(tx: Tx, tenantId: number, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys.map((k) => k.trim()).filter(Boolean))];
  if (!unique.length) return [];
  const { rows } = await sql<{ key: string }>`select key from data_dict where tenant_id = ${tenantId} and type_key = 'resultClass' and key = any(${unique}::text[])`.execute(tx);
  const known = new Set(rows.map((r) => r.key));
  const unknown = unique.find((k) => !known.has(k));
  if (unknown) throw badRequest('resultClassUnknown', { key: unknown });
  return unique;
}

/** Labels: trimmed, distinct, at most 10 of at most 20 characters. */
export function checkLabels(labels: readonly string[]): string[] {
  const unique = [...new Set(labels.map((l) => l.trim()).filter(Boolean))];
  if (unique.length > 10 || unique.some((l) => [...l].length > 20)) throw badRequest('resultLabelsInvalid');
  return unique;
}

const labelsOf = (value: unknown) => (typeof value === 'string' ? value.split(/[,，;；\s]+/) : Array.isArray(value) ? value.map(String) : []);

/**
 * 成果发布's form (template cgfb, form patentResult) reads and saves patent_result: the patent named by its application
 * number (the tenant's, with no other result open), title, summary, how it is offered, price, labels, classifications.
 * A new result is a draft; the IP office only (403 otherwise); a stale version is a 409.
 */
export const resultStore: RecordStore = {
  authorize: (tx, principal) => requireMarketOffice(tx, principal),
  mayChange: (tx, principal) => isMarketOffice(tx, principal),
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const { rows } = await sql<ResultRow & { summary: string; price: number | null; contact: string | null }>`
      select r.id, r.title, r.summary, r.trade_mode, r.price::float8 as price, r.contact, r.labels, r.class_keys, r.version, r.status, p.application_no
      from patent_result r join patent p on p.id = r.patent_id where r.tenant_id = ${principal.tenantId} and r.id = ${rowId(id)}
      ${lock ? sql`for update of r` : sql``}`.execute(tx);
    const row = rows[0];
    if (!row) throw notFound('resultNotFound');
    return {
      id: String(row.id), version: row.version,
      data: { applicationNo: row.application_no, title: row.title, summary: row.summary, tradeMode: row.trade_mode, price: row.price,
        contact: row.contact, labels: row.labels.join('，'), classes: row.class_keys },
    };
  },
  async write(tx, principal, _lang, data, existing) {
    const tenantId = principal.tenantId;
    const parsed = parseApplicationNo(textOf(data.applicationNo));
    const { rows: patents } = parsed.ok ? await sql<{ id: number }>`select id from patent where tenant_id = ${tenantId}
      and application_no_norm = ${parsed.value.normalized}`.execute(tx) : { rows: [] };
    if (!patents[0]) throw badRequest('resultPatentUnknown', { applicationNo: textOf(data.applicationNo) });
    const patentId = patents[0].id;
    const labels = checkLabels(labelsOf(data.labels));
    const classes = await checkClassKeys(tx, tenantId, Array.isArray(data.classes) ? data.classes.map(String) : []);
    const mode = ['transfer', 'licence', 'both'].includes(textOf(data.tradeMode)) ? textOf(data.tradeMode) : 'both';
    const values = { title: textOf(data.title), summary: textOf(data.summary), price: numberOf(data.price), contact: textOf(data.contact) || null };
    const taken = await sql`select 1 from patent_result where tenant_id = ${tenantId} and patent_id = ${patentId} and status <> 'traded'
      and id <> ${existing ? Number(existing.id) : 0}`.execute(tx);
    if (taken.rows.length) throw refused('resultPatentTaken');
    if (!existing) {
      const { rows } = await sql<{ id: number; version: number }>`insert into patent_result (tenant_id, patent_id, title, summary, labels, class_keys,
          trade_mode, price, contact, created_by)
        values (${tenantId}, ${patentId}, ${values.title}, ${values.summary}, ${labels}::text[], ${classes}::text[], ${mode}, ${values.price},
          ${values.contact}, ${principal.userId}) returning id, version`.execute(tx);
      await logMarketMove(tx, principal, tenantId, 'result', rows[0]!.id, 'create', null, 'draft');
      return { id: String(rows[0]!.id), version: rows[0]!.version };
    }
    const { rows } = await sql<{ id: number; version: number }>`update patent_result set patent_id = ${patentId}, title = ${values.title},
        summary = ${values.summary}, labels = ${labels}::text[], class_keys = ${classes}::text[], trade_mode = ${mode}, price = ${values.price},
        contact = ${values.contact}, version = version + 1, updated_at = now()
      where tenant_id = ${tenantId} and id = ${Number(existing.id)} and version = ${existing.version} returning id, version`.execute(tx);
    if (!rows[0]) throw new AppError(409, 'marketStale');
    return { id: String(rows[0].id), version: rows[0].version };
  },
};
