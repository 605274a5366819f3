import { withTenant, type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { Paged } from '../../query/paged-query.ts';
import { restAllowlist, restTimeoutMs } from './rest-allowlist.ts';
import { fetchRestRows, type RestCall } from './rest-source.ts';

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Condition values a REST source receives: scalars or lists of scalars (anything else: 条件字段的JSON格式错误). */
export function restConditions(values: Record<string, unknown>): Record<string, unknown> {
  for (const value of Object.values(values)) {
    if (value === undefined || isScalar(value)) continue;
    if (Array.isArray(value) && value.length <= 1000 && value.every(isScalar)) continue;
    throw badRequest('restConditionJson');
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * One page of a REST source's rows with only `columns` (and id) kept. A source that answers a total is taken to
 * page itself; one that answers its whole list is paged here.
 */
export async function restPage(db: Db, principal: Principal, call: RestCall, page: number, pageSize: number, columns: readonly string[]): Promise<Paged<Record<string, unknown>>> {
  const allowed = await withTenant(db, principal.tenantId, (tx) => restAllowlist(tx, principal.tenantId));
  const reply = await fetchRestRows(call, allowed, restTimeoutMs());
  const rows = reply.total === undefined ? reply.rows.slice((page - 1) * pageSize, page * pageSize) : reply.rows.slice(0, pageSize);
  const keep = ['id', ...columns];
  return {
    rows: rows.map((r) => Object.fromEntries(keep.filter((k) => k in r).map((k) => [k, r[k]]))),
    total: reply.total ?? reply.rows.length, page, pageSize,
  };
}
