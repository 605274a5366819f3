import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { RowFlow, RowNames } from '../../../common/api/templates.ts';
import type { QueryCondition, QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { compileWhere } from '../../query/compile-where.ts';
import { applyFilter, pagedQuery, type FilterOptions, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { boSource } from './bo-source.ts';
import { splitContainment } from './containment.ts';
import { loadCaller, resolveVariables, type Caller } from './caller.ts';
import { governingForm, loadBo, loadTemplate } from './load-definitions.ts';
import { allowedFor } from './visible-data.ts';
import { findView } from './sql-view-registry.ts';
import { viewSource } from './sql-views.ts';
import { restAllowlist, restTimeoutMs } from './rest-allowlist.ts';
import { restConditions } from './rest-rows.ts';
import { fetchRestRows } from './rest-source.ts';
import { pageWindow } from '../../query/page-window.ts';
import { assertVisitorMayReadTemplate } from './visitor-templates.ts';
import { namesOfRows } from './row-names.ts';

export interface ListJsonInput {
  alias: string;
  filter?: QueryFilter;
  /** Accepted for the wire contract; a template with a `flow` always lists each row's approval (see flowOfRows). */
  isJoinFlow?: boolean;
  taskType?: string;
  defKey?: string;
  /** An extra EQUAL condition on a declared field (linked lists, dialogs). */
  selectField?: string;
  selectValue?: unknown;
  /** The request language: organisation names of view rows come in it (sql-views.ts). */
  lang?: Language;
  /** Export: the first `limit` rows of the whole filtered set instead of a page (no total). */
  limit?: number;
  /** Export (server side only): bo fields the rows carry besides the display fields (those the caller's form rights do not hide). */
  extraFields?: readonly string[];
}

export type TemplateRow = Record<string, unknown> & { id: string; version: number };
/** A page of rows, with the names its user / org columns hold (row-names.ts). */
export type TemplateRowsPage = Paged<TemplateRow> & { names?: RowNames };

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A template's data rules with the caller's variables, ANDed; a rule whose variable is empty matches nothing. */
export function dataRulesWhere(template: Pick<TemplateDefinition, 'dataRules'>, caller: Caller, fields: QueryFields): RawBuilder<SqlBool> | undefined {
  const parts: RawBuilder<SqlBool>[] = [];
  for (const rule of template.dataRules ?? []) {
    if (rule.exemptRoles?.some((r) => caller.roles.includes(r))) continue;
    const value = resolveVariables(rule.value, caller);
    if (isEmpty(value) && rule.operation !== 'IS_NULL' && rule.operation !== 'NOTNULL') {
      parts.push(sql<SqlBool>`false`);
      continue;
    }
    const compiled = compileWhere([{ property: rule.field, operation: rule.operation, value }], fields);
    if (compiled) parts.push(compiled);
  }
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : undefined;
}

/**
 * POST listJson: a page of a template's rows. Filters and sorts only over the template's declared condition and
 * display fields (plus id, createdBy, orgId, createdAt, updatedAt); the data rules and the tenant are added here;
 * columns the caller may not see (display-field rights, form right n) are left out of every row.
 */
export async function listTemplateRows(db: Db, principal: Principal, input: ListJsonInput): Promise<TemplateRowsPage> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await assertVisitorMayReadTemplate(tx, principal, input.alias);
    const caller = await loadCaller(tx, principal);
    const template = await loadTemplate(tx, principal.tenantId, input.alias);
    if (template.source.kind === 'rest') return listRestRows(tx, caller, template, template.source, input);
    if (template.source.kind === 'view') {
      const page = await listViewRows(tx, caller, template, template.source.sqlAlias, input);
      return withNames(page, input.limit === undefined ? await namesOfRows(tx, principal, input.lang ?? 'zh-CN', viewColumns(template, caller), page.rows) : undefined);
    }
    // The workflow lists' templates read their own endpoints (the app's registered list calls), which check the caller.
    if (template.source.kind === 'call') throw badRequest('callNotServed', { call: template.source.call });
    const bo = await loadBo(tx, principal.tenantId, template.source.boAlias);
    const form = await governingForm(tx, principal.tenantId, bo.alias, template.formKey);
    const rights = fieldRightsFor(form?.rights, caller.roles);

    const columns = template.displayFields.filter((d) => allowedFor(d.rights, caller.roles) && rights[d.field] !== 'n');
    const declared = new Set([...template.conditionFields.map((c) => c.field), ...template.displayFields.map((d) => d.field)]);
    const sortable = (name: string) => template.displayFields.find((d) => d.field === name)?.sortable !== false;
    const system = new Set(['id', 'createdBy', 'orgId', 'createdAt', 'updatedAt']);
    // Hidden columns are not filterable either: a filter would reveal their values.
    const hidden = new Set(template.displayFields.filter((d) => !columns.includes(d)).map((d) => d.field));
    const mayFilter = (name: string) => (declared.has(name) || system.has(name)) && !hidden.has(name) && rights[name] !== 'n';
    const filter = effectiveFilter(template, input);
    const split = splitContainment(bo, filter.querys ?? [], new Set(bo.fields.map((f) => f.name).filter(mayFilter)),
      filter.querys?.length ? await dictSizes(tx, principal.tenantId, bo) : new Map());
    const source = boSource(tx, principal.tenantId, bo, sortable, split.patterns);
    const queryable = source.fields.filter((f) => mayFilter(f.name));

    let base = source.base.select(['rec.s_id', 'rec.s_version', 'rec.s_data', 'rec.s_created_by', 'rec.s_created_at', 'rec.s_updated_at']);
    const rules = dataRulesWhere(template, caller, source.fields);
    if (rules) base = base.where(rules);
    const page = await runList(base, { ...filter, querys: split.rest }, queryable,
      { order: [['rec.s_created_at', 'desc'], ['rec.s_id', 'desc']] }, input.limit);
    const flows = template.flow && input.limit === undefined ? await flowOfRows(tx, principal.tenantId, template.flow.defKey, page.rows.map((r) => r.s_id)) : null;
    const rows = page.rows.map((r) => {
      const row: TemplateRow = {
        id: r.s_id, version: r.s_version, createdBy: r.s_created_by,
        createdAt: new Date(r.s_created_at).toISOString(), updatedAt: new Date(r.s_updated_at).toISOString(),
      };
      for (const c of columns) row[c.field] = r.s_data[c.field] ?? null;
      for (const f of input.extraFields ?? []) if (rights[f] !== 'n' && bo.fields.some((b) => b.name === f)) row[f] = r.s_data[f] ?? null;
      if (flows) row._flow = flows.get(r.s_id) ?? null;
      return row;
    });
    return withNames({ ...page, rows }, input.limit === undefined ? await namesOfRows(tx, principal, input.lang ?? 'zh-CN', columns, rows) : undefined);
  });
}

const withNames = (page: Paged<TemplateRow>, names: RowNames | undefined): TemplateRowsPage => (names ? { ...page, names } : page);

/** The columns of a view-source template the caller sees (display-field rights). */
const viewColumns = (template: TemplateDefinition, caller: Caller) => template.displayFields.filter((d) => allowedFor(d.rights, caller.roles));

/**
 * The approval of each record in the flow a template names (its latest instance of that flow, the record's id being
 * the business key): instance id, status and the steps it waits at. One statement for the page.
 */
async function flowOfRows(tx: Tx, tenantId: number, defKey: string, ids: string[]): Promise<Map<string, RowFlow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ business_key: string; id: number; status: string; nodes: string[] | null }>`
    select distinct on (i.business_key) i.business_key, i.id, i.status,
      (select array_agg(distinct t.name) from bpm_task t where t.instance_id = i.id and t.closed_at is null and t.parent_task_id is null) as nodes
    from bpm_instance i
    where i.tenant_id = ${tenantId} and i.def_key = ${defKey} and i.business_key = any(${ids}::text[])
    order by i.business_key, i.created_at desc, i.id desc`.execute(tx);
  return new Map(rows.map((r) => [r.business_key, { instId: String(r.id), status: r.status as RowFlow['status'], nodes: r.nodes ?? [] }]));
}

/** Entries per dictionary of the bo's dictionary fields (how selective an EQUAL on one is). */
async function dictSizes(tx: Tx, tenantId: number, bo: BoDefinition): Promise<Map<string, number>> {
  const keys = [...new Set(bo.fields.flatMap((f) => (f.type === 'dict' && f.dictKey ? [f.dictKey] : [])))];
  if (!keys.length) return new Map();
  const rows = await tx.selectFrom('data_dict').select(['type_key', sql<number>`count(*)`.as('n')])
    .where('tenant_id', '=', tenantId).where('type_key', 'in', keys).groupBy('type_key').execute();
  return new Map(rows.map((r) => [r.type_key, Number(r.n)]));
}

/** The caller's filter plus selectField, the template's default sort and page size. */
function effectiveFilter(template: TemplateDefinition, input: ListJsonInput): QueryFilter {
  const querys: QueryCondition[] = [...(input.filter?.querys ?? [])];
  if (input.selectField && !isEmpty(input.selectValue)) querys.push({ property: input.selectField, operation: 'EQUAL', value: input.selectValue, group: '__select' });
  const sorter = input.filter?.sorter?.length ? input.filter.sorter
    : (template.defaultSort ?? []).map((s) => ({ property: s.field, direction: s.direction ?? 'ASC' }));
  return { ...input.filter, querys, sorter, pageBean: { pageSize: template.pageSize, ...(input.filter?.pageBean ?? {}) } };
}

/** A template over a registered view: only the view's allowed columns that the template declares. */
async function listViewRows(tx: Tx, caller: Caller, template: TemplateDefinition, sqlAlias: string, input: ListJsonInput): Promise<Paged<TemplateRow>> {
  const view = findView(sqlAlias);
  const columns = template.displayFields.filter((d) => allowedFor(d.rights, caller.roles));
  const hidden = new Set(template.displayFields.filter((d) => !columns.includes(d)).map((d) => d.field));
  const declared = new Set([...template.conditionFields.map((c) => c.field), ...template.displayFields.map((d) => d.field), ...(template.dataRules ?? []).map((r) => r.field),
    ...(template.rowFields ?? [])]);
  const sortable = (name: string) => template.displayFields.find((d) => d.field === name)?.sortable !== false;
  const source = viewSource(tx, caller.tenantId, view, (name) => declared.has(name), sortable, input.lang);
  let base = source.base;
  const rules = dataRulesWhere(template, caller, source.fields);
  if (rules) base = base.where(rules);
  const page = await runList(base, effectiveFilter(template, input), source.fields.filter((f) => !hidden.has(f.name)), { order: source.order }, input.limit);
  // A template's rowFields ride along with the columns (links, row actions); a hidden column stays hidden.
  const names = [...columns.map((c) => c.field), ...(template.rowFields ?? []).filter((f) => !hidden.has(f))];
  return { ...page, rows: page.rows.map((r) => ({ version: 0, ...source.toRow(r as Record<string, unknown>, names) }) as TemplateRow) };
}

/** A page, or with `limit` the first rows of the whole filtered set (export). */
async function runList<DB, TB extends keyof DB, O>(base: SelectQueryBuilder<DB, TB, O>, filter: QueryFilter, fields: QueryFields, options: FilterOptions, limit?: number): Promise<Paged<O>> {
  if (limit === undefined) return pagedQuery(base, filter, fields, options);
  const rows = await applyFilter(base, filter, fields, options).rows.limit(limit).offset(0).execute();
  return { rows, total: rows.length, page: 1, pageSize: limit };
}

/**
 * A template over a REST source: the filter goes to the source (POST: `{ pageBean, querys, sorter }` as JSON; GET:
 * page, pageSize and property=value), over declared fields only; rows keep the columns the caller may see.
 */
async function listRestRows(tx: Tx, caller: Caller, template: TemplateDefinition, source: Extract<TemplateDefinition['source'], { kind: 'rest' }>, input: ListJsonInput): Promise<Paged<TemplateRow>> {
  const filter = effectiveFilter(template, input);
  const declared = new Set([...template.conditionFields.map((c) => c.field), ...template.displayFields.map((d) => d.field)]);
  for (const q of [...(filter.querys ?? []), ...(filter.sorter ?? [])]) if (!declared.has(q.property)) throw badRequest('unknownProperty', { property: q.property });
  const window = pageWindow(filter.pageBean);
  const querys = (filter.querys ?? []).filter((q) => !isEmpty(q.value) || q.operation === 'IS_NULL' || q.operation === 'NOTNULL');
  const params = source.method === 'POST'
    ? { pageBean: { page: window.page, pageSize: window.pageSize, showTotal: true }, querys, sorter: filter.sorter ?? [] }
    : { page: window.page, pageSize: window.pageSize, ...restConditions(Object.fromEntries(querys.map((q) => [q.property, q.value]))) };
  const columns = template.displayFields.filter((d) => allowedFor(d.rights, caller.roles)).map((d) => d.field);
  const allowed = await restAllowlist(tx, caller.tenantId);
  const reply = await fetchRestRows({ alias: template.alias, url: source.url, method: source.method, params, listKey: source.listKey, totalKey: source.totalKey },
    allowed, restTimeoutMs());
  const rows = reply.total === undefined ? reply.rows.slice(window.offset, window.offset + window.pageSize) : reply.rows.slice(0, window.pageSize);
  return {
    rows: rows.map((r) => ({ id: r.id ?? null, version: 0, ...Object.fromEntries(columns.map((c) => [c, r[c] ?? null])) }) as TemplateRow),
    total: reply.total ?? reply.rows.length, page: window.page, pageSize: window.pageSize,
  };
}
