import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import type { ServerQueryField } from '../../query/query-fields.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { SqlView, SqlViewColumn } from './sql-view-registry.ts';

/** The form module's own views (the others register theirs: sql-view-catalog.ts). */
export const FORM_SQL_VIEWS: Record<string, SqlView> = {
  patentLibrary: {
    view: 'v_patent_library', key: 'id',
    columns: [
      { name: 'id', column: 'id', type: 'number' },
      { name: 'applicationNo', column: 'application_no', type: 'string' },
      { name: 'applicationDate', column: 'application_date', type: 'date' },
      { name: 'publicationNo', column: 'publication_no', type: 'string' },
      { name: 'name', column: 'name', type: 'string' },
      { name: 'type', column: 'type', type: 'string' },
      { name: 'legalStatus', column: 'legal_status', type: 'string' },
      { name: 'inventor', column: 'inventor', type: 'string' },
      { name: 'orgId', column: 'org_id', type: 'number' },
      { name: 'orgName', column: 'org_name', type: 'string', orgNameOf: 'org_id' },
    ],
  },
  orgTree: {
    view: 'v_org_tree', key: 'id',
    columns: [
      { name: 'id', column: 'id', type: 'number' },
      { name: 'parentId', column: 'parent_id', type: 'number' },
      { name: 'code', column: 'code', type: 'string' },
      { name: 'name', column: 'name', type: 'string' },
      { name: 'nameEn', column: 'name_en', type: 'string' },
      { name: 'kind', column: 'kind', type: 'string' },
      { name: 'sn', column: 'sn', type: 'number' },
    ],
  },
};

/**
 * Dates come back as text (yyyy-mm-dd...) so a row reads the same from PGlite and pg; an organisation's name in the
 * request language (the view stores the Chinese one: in en-US the English name of the org in `orgNameOf`).
 */
function output(c: SqlViewColumn, lang: Language) {
  if (c.type === 'date') return sql`v.${sql.ref(c.column)}::text`;
  if (c.orgNameOf && lang === 'en-US') {
    return sql`coalesce((select nullif(o.name_en, '') from org o where o.id = v.${sql.ref(c.orgNameOf)}), v.${sql.ref(c.column)})`;
  }
  return sql`v.${sql.ref(c.column)}`;
}

/**
 * A registered view as a filterable source over `rec`: each allowed column as `c_<name>`, the tenant condition added
 * here (row-level security applies too). `sortable` limits sorting; `columns` limits what may be queried at all.
 */
export function viewSource(tx: Tx, tenantId: number, view: SqlView, allowed: (name: string) => boolean, sortable: (name: string) => boolean, lang: Language = 'zh-CN') {
  const columns = view.columns.filter((c) => allowed(c.name) || c.column === view.key);
  const selected = columns.map((c) => sql`${output(c, lang)} as ${sql.id(`c_${c.name}`)}, v.${sql.ref(c.column)} as ${sql.id(`q_${c.name}`)}`);
  const inner = sql<Record<string, unknown>>`(select ${sql.join(selected)} from ${sql.table(view.view)} v where v.tenant_id = ${tenantId})`;
  const fields: ServerQueryField[] = columns.filter((c) => allowed(c.name))
    .map((c) => ({ name: c.name, column: `rec.q_${c.name}`, type: c.type, sortable: sortable(c.name) }));
  const keyName = columns.find((c) => c.column === view.key)!.name;
  for (const v of view.virtual ?? []) {
    if (allowed(v.name)) fields.push({ name: v.name, column: `rec.q_${keyName}`, type: v.type, sortable: false, compile: (op, value) => v.compile(op, value, `rec.q_${keyName}`) });
  }
  return {
    fields,
    base: tx.selectFrom(inner.as('rec')).select(columns.map((c) => sql<unknown>`${sql.ref(`rec.c_${c.name}`)}`.as(`c_${c.name}`))),
    order: [[`rec.q_${keyName}`, 'desc']] as const,
    toRow: (r: Record<string, unknown>, names: readonly string[]) => ({
      id: r[`c_${keyName}`], ...Object.fromEntries(names.map((n) => [n, r[`c_${n}`] ?? null])),
    }),
  };
}
