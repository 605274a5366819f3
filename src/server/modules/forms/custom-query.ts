import type { DialogDefinition } from '../../../common/definitions/kinds/dialog.ts';
import type { QueryConditionField, QueryDefinition } from '../../../common/definitions/kinds/query.ts';
import type { QueryCondition, QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import { findCurrent } from '../definitions/definition-repo.ts';
import { loadCaller, resolveVariables, type Caller } from './caller.ts';
import { restConditions, restPage } from './rest-rows.ts';
import { findView } from './sql-view-registry.ts';
import { viewSource } from './sql-views.ts';

/** A condition field's value: 2 = its fixed default, 3 = its default with the caller's variables, else the caller's parameter. */
function conditionValue(field: QueryConditionField, params: Record<string, unknown>, caller: Caller): unknown {
  if (field.defaultType === '2') return field.defaultValue;
  if (field.defaultType === '3') return resolveVariables(field.defaultValue, caller);
  return params[field.field] ?? field.defaultValue;
}

async function runViewQuery(db: Db, principal: Principal, definition: Pick<QueryDefinition, 'dsType' | 'sqlAlias' | 'conditionfield'>,
  columns: string[] | undefined, params: Record<string, unknown>, filter: QueryFilter, order?: readonly (readonly [string, 'asc' | 'desc'])[]): Promise<Paged<Record<string, unknown>>> {
  if (definition.dsType === 'rest' || !definition.sqlAlias) throw badRequest('restNotServed');
  const view = findView(definition.sqlAlias);
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const names = columns ?? view.columns.map((c) => c.name);
    const allowed = new Set([...names, ...definition.conditionfield.map((c) => c.field)]);
    const source = viewSource(tx, principal.tenantId, view, (n) => allowed.has(n), () => true);
    const querys: QueryCondition[] = definition.conditionfield.map((c, i) => ({
      property: c.field, operation: c.operation ?? 'EQUAL', value: conditionValue(c, params, caller), group: `c${i}`,
    }));
    const page = await pagedQuery(source.base, { ...filter, querys }, source.fields, { order: [...(order ?? []), ...source.order] });
    return { ...page, rows: page.rows.map((r) => source.toRow(r as Record<string, unknown>, names.filter((n) => allowed.has(n)))) };
  });
}

export async function loadQuery(db: Db, principal: Principal, alias: string): Promise<QueryDefinition> {
  const found = await withTenant(db, principal.tenantId, (tx) => findCurrent(tx, principal.tenantId, 'query', alias));
  if (!found) throw new AppError(404, 'queryNotFound', { alias });
  return found.body;
}

export async function loadDialog(db: Db, principal: Principal, alias: string): Promise<DialogDefinition> {
  const found = await withTenant(db, principal.tenantId, (tx) => findCurrent(tx, principal.tenantId, 'dialog', alias));
  if (!found) throw notFound('dialogNotFound');
  return found.body;
}

/**
 * A REST query or dialog: its dataParam (variables filled in) plus the condition values, sent as the JSON body
 * (POST) or as query parameters (GET), with the page under pageKey / pageSizeKey.
 */
async function runRestQuery(db: Db, principal: Principal, definition: Pick<QueryDefinition, 'alias' | 'url' | 'requestType' | 'header' | 'dataParam' | 'conditionfield' | 'listKey'> & { pageKey?: string; pageSizeKey?: string; totalKey?: string },
  columns: readonly string[], params: Record<string, unknown>, page: number, pageSize: number) {
  const caller = await withTenant(db, principal.tenantId, (tx) => loadCaller(tx, principal));
  const conditions = restConditions(Object.fromEntries(definition.conditionfield.map((c) => [c.field, conditionValue(c, params, caller)])));
  const fixed = Object.fromEntries(Object.entries(definition.dataParam ?? {}).map(([k, v]) => [k, resolveVariables(v, caller)]));
  const paging = { [definition.pageKey ?? 'page']: page, [definition.pageSizeKey ?? 'pageSize']: pageSize };
  return restPage(db, principal, {
    alias: definition.alias, url: definition.url, method: definition.requestType, headers: definition.header,
    params: { ...fixed, ...conditions, ...paging }, listKey: definition.listKey, totalKey: definition.totalKey,
  }, page, pageSize, columns);
}

/** doQuery: a custom query's page; condition values from `params` by the fields' defaultType; columns = its result fields. */
export async function doQuery(db: Db, principal: Principal, alias: string, params: Record<string, unknown>, page = 1, pageSize?: number) {
  const query = await loadQuery(db, principal, alias);
  const columns = query.resultfield?.map((r) => r.field);
  const size = pageSize ?? query.pageSize ?? 10;
  if (query.dsType === 'rest') return runRestQuery(db, principal, query, columns ?? [], params, page, size);
  return runViewQuery(db, principal, query, columns, params, { pageBean: { page, pageSize: size } });
}

/** Rows of a custom dialog: its display, result and tree fields; all rows (up to 5000) when it does not page. */
export async function dialogData(db: Db, principal: Principal, alias: string, params: Record<string, unknown>, page = 1, pageSize = 10) {
  const dialog = await loadDialog(db, principal, alias);
  const columns = [...new Set([...dialog.displayfield.map((f) => f.field), ...dialog.resultfield.map((f) => f.field),
    ...(dialog.tree ? [dialog.tree.idField, dialog.tree.parentField, dialog.tree.displayField] : [])])];
  const order = (dialog.sortfield ?? []).map((s) => [`rec.q_${s.field}`, s.direction === 'DESC' ? 'desc' : 'asc'] as const)
    .filter(([column]) => columns.includes(column.slice(6)));
  const bean = dialog.needPage && dialog.style !== 'tree' ? { page, pageSize } : { page: 1, pageSize: 5000 };
  if (dialog.dsType === 'rest') return runRestQuery(db, principal, dialog, columns, params, bean.page, bean.pageSize);
  return runViewQuery(db, principal, dialog, columns, params, { pageBean: bean }, order);
}
