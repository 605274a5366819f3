import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import type { QueryCondition, QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { compileWhere } from '../../query/compile-where.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { boSource } from './bo-source.ts';
import { loadCaller, resolveVariables, type Caller } from './caller.ts';
import { governingForm, loadBo, loadTemplate } from './load-definitions.ts';
import { allowedFor } from './visible-data.ts';
import { findView, viewSource } from './sql-views.ts';

export interface ListJsonInput {
  alias: string;
  filter?: QueryFilter;
  /** Accepted for the workflow issue (rows joined to flow instances); no effect until the executor exists. */
  isJoinFlow?: boolean;
  taskType?: string;
  defKey?: string;
  /** An extra EQUAL condition on a declared field (linked lists, dialogs). */
  selectField?: string;
  selectValue?: unknown;
}

export type TemplateRow = Record<string, unknown> & { id: string; version: number };

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
export async function listTemplateRows(db: Db, principal: Principal, input: ListJsonInput): Promise<Paged<TemplateRow>> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const template = await loadTemplate(tx, principal.tenantId, input.alias);
    if (template.source.kind === 'rest') throw badRequest('restNotServed');
    if (template.source.kind === 'view') return listViewRows(tx, caller, template, template.source.sqlAlias, input);
    const bo = await loadBo(tx, principal.tenantId, template.source.boAlias);
    const form = await governingForm(tx, principal.tenantId, bo.alias, template.formKey);
    const rights = fieldRightsFor(form?.rights, caller.roles);

    const columns = template.displayFields.filter((d) => allowedFor(d.rights, caller.roles) && rights[d.field] !== 'n');
    const declared = new Set([...template.conditionFields.map((c) => c.field), ...template.displayFields.map((d) => d.field)]);
    const sortable = (name: string) => template.displayFields.find((d) => d.field === name)?.sortable !== false;
    const source = boSource(tx, principal.tenantId, bo, sortable);
    const system = new Set(['id', 'createdBy', 'orgId', 'createdAt', 'updatedAt']);
    // Hidden columns are not filterable either: a filter would reveal their values.
    const hidden = new Set(template.displayFields.filter((d) => !columns.includes(d)).map((d) => d.field));
    const queryable = source.fields.filter((f) => (declared.has(f.name) || system.has(f.name)) && !hidden.has(f.name) && rights[f.name] !== 'n');

    let base = source.base.select(['rec.s_id', 'rec.s_version', 'rec.s_data', 'rec.s_created_by', 'rec.s_created_at', 'rec.s_updated_at']);
    const rules = dataRulesWhere(template, caller, source.fields);
    if (rules) base = base.where(rules);
    const page = await pagedQuery(base, effectiveFilter(template, input), queryable,
      { order: [['rec.s_created_at', 'desc'], ['rec.s_id', 'desc']] });
    return {
      ...page,
      rows: page.rows.map((r) => {
        const row: TemplateRow = {
          id: r.s_id, version: r.s_version, createdBy: r.s_created_by,
          createdAt: new Date(r.s_created_at).toISOString(), updatedAt: new Date(r.s_updated_at).toISOString(),
        };
        for (const c of columns) row[c.field] = r.s_data[c.field] ?? null;
        return row;
      }),
    };
  });
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
  const declared = new Set([...template.conditionFields.map((c) => c.field), ...template.displayFields.map((d) => d.field), ...(template.dataRules ?? []).map((r) => r.field)]);
  const sortable = (name: string) => template.displayFields.find((d) => d.field === name)?.sortable !== false;
  const source = viewSource(tx, caller.tenantId, view, (name) => declared.has(name), sortable);
  let base = source.base;
  const rules = dataRulesWhere(template, caller, source.fields);
  if (rules) base = base.where(rules);
  const page = await pagedQuery(base, effectiveFilter(template, input), source.fields.filter((f) => !hidden.has(f.name)), { order: source.order });
  const names = columns.map((c) => c.field);
  return { ...page, rows: page.rows.map((r) => ({ version: 0, ...source.toRow(r as Record<string, unknown>, names) }) as TemplateRow) };
}
