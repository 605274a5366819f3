import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueryCondition } from '../../common/query/query-filter.ts';
import { compileCondition } from './compile-condition.ts';
import type { QueryFields } from './query-fields.ts';

/**
 * The WHERE of a query filter: within a group, each condition joins what came before it by its relation
 * (left to right, parenthesised: `((a OR b) AND c)`); groups are ANDed. Undefined when nothing filters.
 */
export function compileWhere(querys: readonly QueryCondition[] | undefined, fields: QueryFields): RawBuilder<SqlBool> | undefined {
  const groups = new Map<string, RawBuilder<SqlBool>>();
  for (const condition of querys ?? []) {
    const compiled = compileCondition(condition, fields);
    if (!compiled) continue;
    const key = condition.group ?? '';
    const before = groups.get(key);
    if (!before) groups.set(key, compiled);
    else if (condition.relation?.toUpperCase() === 'OR') groups.set(key, sql<SqlBool>`(${before} or ${compiled})`);
    else groups.set(key, sql<SqlBool>`(${before} and ${compiled})`);
  }
  const all = [...groups.values()];
  if (all.length === 0) return undefined;
  return all.length === 1 ? all[0] : sql<SqlBool>`(${sql.join(all, sql` and `)})`;
}
