import { sql, type RawBuilder } from 'kysely';
import type { BoDefinition, BoField } from '../../../common/definitions/kinds/bo.ts';
import type { QueryFieldType } from '../../../common/query/query-field.ts';
import type { Tx } from '../../db/database.ts';
import type { ServerQueryField } from '../../query/query-fields.ts';

/** The columns of the derived table `rec` a bo list selects from: system columns `s_*`, one `f_<field>` per scalar field. */
export interface RecRow {
  s_id: string;
  s_version: number;
  s_data: Record<string, unknown>;
  s_created_by: number | null;
  s_org_id: number | null;
  s_created_at: Date;
  s_updated_at: Date;
}

const DATE_PREFIX = '^\\d{4}-\\d{2}-\\d{2}';

/** A bo field's value as typed SQL: bad stored values read as null instead of failing the query. */
function fieldExpression(field: BoField): { type: QueryFieldType; expression: RawBuilder<unknown> } | undefined {
  const text = sql`r.data->>${field.name}`;
  const json = sql`r.data->${field.name}`;
  if (field.multiple || field.type === 'attachment') return undefined;
  switch (field.type) {
    case 'number': case 'money': case 'integer': case 'user': case 'org':
      return { type: 'number', expression: sql`case when jsonb_typeof(${json}) = 'number' then (${text})::numeric end` };
    case 'date': case 'datetime':
      return { type: 'date', expression: sql`case when ${text} ~ ${DATE_PREFIX} then ((${text})::timestamp at time zone 'UTC') end` };
    case 'boolean':
      return { type: 'boolean', expression: sql`case when jsonb_typeof(${json}) = 'boolean' then (${text})::boolean end` };
    default:
      return { type: 'string', expression: text };
  }
}

const SYSTEM_FIELDS: readonly { name: string; column: string; type: QueryFieldType }[] = [
  { name: 'id', column: 's_id', type: 'string' },
  { name: 'createdBy', column: 's_created_by', type: 'number' },
  { name: 'orgId', column: 's_org_id', type: 'number' },
  { name: 'createdAt', column: 's_created_at', type: 'date' },
  { name: 'updatedAt', column: 's_updated_at', type: 'date' },
];

export interface BoSource {
  /** Query fields over `rec`: the bo's scalar fields first, then the system fields (id, createdBy, orgId, createdAt, updatedAt). */
  fields: ServerQueryField[];
  /** `select ... from (<records of the bo in the tenant>) as rec`. */
  base: ReturnType<typeof baseQuery>;
}

/** Where a bo's rows come from: the table, or only the records containing one of some patterns (GIN, see migration 0021). */
function recordsOf(tenantId: number, bo: BoDefinition, patterns: readonly Record<string, unknown>[] | undefined) {
  if (!patterns) return sql`bo_record r where r.tenant_id = ${tenantId} and r.bo_alias = ${bo.alias}`;
  if (!patterns.length) return sql`bo_record r where false`;
  return sql`bo_record_matching(${bo.alias}, cast(${JSON.stringify(patterns)} as jsonb)) r where r.tenant_id = ${tenantId}`;
}

function baseQuery(tx: Tx, tenantId: number, bo: BoDefinition, columns: RawBuilder<unknown>[], patterns: readonly Record<string, unknown>[] | undefined) {
  const inner = sql<RecRow>`(select r.id::text as s_id, r.version as s_version, r.data as s_data, r.created_by as s_created_by,
    r.org_id as s_org_id, r.created_at as s_created_at, r.updated_at as s_updated_at${columns.length ? sql`, ${sql.join(columns)}` : sql``}
    from ${recordsOf(tenantId, bo, patterns)})`;
  return tx.selectFrom(inner.as('rec'));
}

/**
 * The records of a bo as a filterable source (tenant scoped here and by row-level security). With `patterns`
 * (containment.ts) only records containing one of them, looked up through the GIN index: an empty list matches nothing.
 */
export function boSource(tx: Tx, tenantId: number, bo: BoDefinition, sortable: (field: string) => boolean, patterns?: readonly Record<string, unknown>[]): BoSource {
  const fields: ServerQueryField[] = [];
  const columns: RawBuilder<unknown>[] = [];
  for (const field of bo.fields) {
    const typed = fieldExpression(field);
    if (!typed) continue;
    columns.push(sql`${typed.expression} as ${sql.id(`f_${field.name}`)}`);
    fields.push({ name: field.name, column: `rec.f_${field.name}`, type: typed.type, sortable: sortable(field.name) });
  }
  for (const s of SYSTEM_FIELDS) {
    if (!fields.some((f) => f.name === s.name)) fields.push({ name: s.name, column: `rec.${s.column}`, type: s.type, sortable: s.name !== 'id' });
  }
  return { fields, base: baseQuery(tx, tenantId, bo, columns, patterns) };
}
