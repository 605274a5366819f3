import { sql, type RawBuilder } from 'kysely';
import type { QuerySorter } from '../../common/query/query-filter.ts';
import { badRequest } from '../lib/app-error.ts';
import { findField, type QueryFields } from './query-fields.ts';

export interface OrderTerm {
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/** ORDER BY terms of a sorter; a property that is not a sortable declared field -> 400 unknownSortProperty. */
export function compileOrder(sorter: readonly QuerySorter[] | undefined, fields: QueryFields): OrderTerm[] {
  return (sorter ?? []).map((s) => {
    const field = findField(fields, s.property);
    if (!field || field.sortable === false || field.within) throw badRequest('unknownSortProperty', { property: s.property });
    return { expression: sql.ref(field.column), direction: s.direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  });
}
