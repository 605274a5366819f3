import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import { toCount } from '../db/database.ts';
import { compileOrder } from './compile-order.ts';
import { compileWhere } from './compile-where.ts';
import { pageWindow, type PageWindow } from './page-window.ts';
import type { QueryFields } from './query-fields.ts';

/** A page of rows; `total` only when the caller did not set pageBean.showTotal to false. */
export interface Paged<T> {
  rows: T[];
  total?: number;
  /** True when `total` is a lower bound: the count stopped at a cap and more rows match. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

export interface FilterOptions {
  /**
   * Applied after the caller's sorter, each a column reference or an expression; end with a unique column so pages
   * never overlap.
   */
  order?: readonly (readonly [column: string | RawBuilder<unknown>, direction: 'asc' | 'desc'])[];
}

export interface FilteredQuery<DB, TB extends keyof DB, O> {
  rows: SelectQueryBuilder<DB, TB, O>;
  count: SelectQueryBuilder<DB, TB, { total: unknown }>;
  window: PageWindow;
}

/**
 * The row and count queries of a filter over a base query (which selects the row shape, scopes it to the
 * tenant, and neither groups nor orders).
 */
export function applyFilter<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  filter: QueryFilter | null | undefined,
  fields: QueryFields,
  options: FilterOptions = {},
): FilteredQuery<DB, TB, O> {
  const where = compileWhere(filter?.querys, fields);
  const filtered = where ? base.where(where) : base;
  const window = pageWindow(filter?.pageBean);
  let rows = filtered;
  for (const term of compileOrder(filter?.sorter, fields)) rows = rows.orderBy(term.expression, term.direction);
  for (const [column, direction] of options.order ?? []) rows = rows.orderBy(typeof column === 'string' ? sql.ref(column) : column, direction);
  return {
    rows: rows.limit(window.pageSize).offset(window.offset),
    count: filtered.clearSelect().select(sql<unknown>`count(*)`.as('total')) as FilteredQuery<DB, TB, O>['count'],
    window,
  };
}

/** Runs a filter over a base query: `{ rows, total, page, pageSize }`. */
export async function pagedQuery<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  filter: QueryFilter | null | undefined,
  fields: QueryFields,
  options: FilterOptions = {},
): Promise<Paged<O>> {
  const { rows, count, window } = applyFilter(base, filter, fields, options);
  const found = await rows.execute();
  const page: Paged<O> = { rows: found, page: window.page, pageSize: window.pageSize };
  if (window.showTotal) page.total = toCount((await count.executeTakeFirst())?.total);
  return page;
}
