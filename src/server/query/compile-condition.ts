import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueryCondition, QueryOperation } from '../../common/query/query-filter.ts';
import { operationsOf } from '../../common/query/query-field.ts';
import { badRequest } from '../lib/app-error.ts';
import { coerceValue, type ScalarValue } from './coerce-value.ts';
import type { QueryFields, ServerQueryField } from './query-fields.ts';
import { findField } from './query-fields.ts';

const MAX_LIST = 1000;

/**
 * One condition as parameterised SQL, or null when its value is empty ('' / null / [] / absent) so a search
 * form's blank inputs filter nothing. Unknown property -> 400 unknownProperty; bad value -> 400 badValue.
 */
export function compileCondition(condition: QueryCondition, fields: QueryFields): RawBuilder<SqlBool> | null {
  const field = findField(fields, condition.property);
  if (!field) throw badRequest('unknownProperty', { property: condition.property });
  const operation: QueryOperation = condition.operation ?? 'EQUAL';
  if (!operationsOf(field).includes(operation)) {
    throw badRequest('badOperation', { property: field.name, operation });
  }
  if (field.compile) return field.compile(operation, condition.value);
  const compiled = compileOperation(field, operation, condition.value);
  return compiled && field.within ? field.within(compiled) : compiled;
}

function compileOperation(field: ServerQueryField, operation: QueryOperation, raw: unknown): RawBuilder<SqlBool> | null {
  const column = sql.ref(field.column);
  if (operation === 'IS_NULL') return sql<SqlBool>`${column} is null`;
  if (operation === 'NOTNULL') return sql<SqlBool>`${column} is not null`;
  if (isEmpty(raw)) return null;
  if (operation === 'IN') {
    const values = listOf(field, raw).map((v) => param(field, v));
    return values.length ? sql<SqlBool>`${column} in (${sql.join(values)})` : null;
  }
  if (operation === 'BETWEEN') return compileBetween(field, raw);

  const value = coerceValue(field.name, field.type, raw);
  switch (operation) {
    case 'EQUAL': return sql<SqlBool>`${column} = ${param(field, value)}`;
    case 'NOT_EQUAL': return sql<SqlBool>`${column} <> ${param(field, value)}`;
    case 'LESS': return sql<SqlBool>`${column} < ${param(field, value)}`;
    case 'GREAT': return sql<SqlBool>`${column} > ${param(field, value)}`;
    case 'LESS_EQUAL': return sql<SqlBool>`${column} <= ${param(field, value)}`;
    case 'GREAT_EQUAL': return sql<SqlBool>`${column} >= ${param(field, value)}`;
    case 'EQUAL_IGNORE_CASE': return sql<SqlBool>`lower(${column}) = lower(${String(value)})`;
    // Case-insensitive like Hotent on MySQL; LEFT_LIKE puts the wildcard on the left (ends with).
    case 'LIKE': return like(column, `%${escapeLike(String(value))}%`);
    case 'LEFT_LIKE': return like(column, `%${escapeLike(String(value))}`);
    case 'RIGHT_LIKE': return like(column, `${escapeLike(String(value))}%`);
  }
}

function compileBetween(field: ServerQueryField, raw: unknown): RawBuilder<SqlBool> | null {
  if (!Array.isArray(raw) || raw.length !== 2) throw badRequest('badValue', { property: field.name });
  const [from, to] = raw.map((v) => (isEmpty(v) ? undefined : param(field, coerceValue(field.name, field.type, v))));
  const column = sql.ref(field.column);
  if (from && to) return sql<SqlBool>`${column} between ${from} and ${to}`;
  if (from) return sql<SqlBool>`${column} >= ${from}`;
  if (to) return sql<SqlBool>`${column} <= ${to}`;
  return null;
}

/** IN takes an array or a comma-separated string. */
function listOf(field: ServerQueryField, raw: unknown): ScalarValue[] {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').map((s) => s.trim()) : [raw];
  if (items.length > MAX_LIST) throw badRequest('badValue', { property: field.name });
  return items.filter((v) => !isEmpty(v)).map((v) => coerceValue(field.name, field.type, v));
}

/** Numbers and dates are cast so PostgreSQL never tries to read 5.5 as an integer column's type. */
function param(field: ServerQueryField, value: ScalarValue): RawBuilder<unknown> {
  if (field.type === 'number') return sql`cast(${value} as numeric)`;
  if (field.type === 'date') return sql`cast(${value} as timestamptz)`;
  if (field.type === 'boolean') return sql`cast(${value} as boolean)`;
  return sql`${value}`;
}

function like(column: RawBuilder<unknown>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} ilike ${pattern} escape '\\'`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
