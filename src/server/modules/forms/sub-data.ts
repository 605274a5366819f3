import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import { pageWindow } from '../../query/page-window.ts';
import type { PageBean } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { governingForm, loadBo } from './load-definitions.ts';
import { readRecord } from './read-record.ts';

/** The rows of a record's sub-table (stored as an array in its data); a sub-table with right n reads as empty. */
async function subRows(db: Db, principal: Principal, alias: string, refId: string): Promise<Record<string, unknown>[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const record = await readRecord(tx, caller, refId);
    const bo = await loadBo(tx, principal.tenantId, record.bo_alias);
    if (!(bo.children ?? []).some((c) => c.alias === alias)) throw notFound('subTableNotFound');
    const form = await governingForm(tx, principal.tenantId, bo.alias);
    if (fieldRightsFor(form?.rights, caller.roles)[alias] === 'n') return [];
    const rows = record.data[alias];
    return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  });
}

export const getSubData = subRows;

/** getSubDataPagination: one page of a sub-table's rows, in stored order. */
export async function getSubDataPage(db: Db, principal: Principal, alias: string, refId: string, pageBean?: PageBean) {
  const rows = await subRows(db, principal, alias, refId);
  const window = pageWindow(pageBean);
  return { rows: rows.slice(window.offset, window.offset + window.pageSize), total: rows.length, page: window.page, pageSize: window.pageSize };
}
