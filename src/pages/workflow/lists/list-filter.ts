import type { QueryCondition, QueryFilter } from '../../../common/query/query-filter.ts';

/** What the search bar of a workflow list holds; dates are local calendar days `YYYY-MM-DD`. */
export interface ListSearch {
  subject?: string;
  defName?: string;
  from?: string;
  to?: string;
}

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;

/** Local midnight of a `YYYY-MM-DD` day (plus `days`) as an ISO instant; undefined for anything else. */
export function localDayStart(day: string | undefined, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).toISOString();
}

/**
 * The list call's filter: subject and flow name by LIKE, the date range on `dateProperty` as whole local days,
 * and the flow key of a standalone /{defKey} page.
 */
export function listFilter(search: ListSearch, paging: { page: number; pageSize: number }, options: { dateProperty: string; defKey?: string }): QueryFilter {
  const querys: QueryCondition[] = [];
  const subject = search.subject?.trim();
  const defName = search.defName?.trim();
  if (subject) querys.push({ property: 'subject', value: subject, operation: 'LIKE' });
  if (defName) querys.push({ property: 'defName', value: defName, operation: 'LIKE' });
  const from = localDayStart(search.from);
  const until = localDayStart(search.to, 1);
  if (from) querys.push({ property: options.dateProperty, value: from, operation: 'GREAT_EQUAL' });
  if (until) querys.push({ property: options.dateProperty, value: until, operation: 'LESS' });
  if (options.defKey) querys.push({ property: 'defKey', value: options.defKey, operation: 'EQUAL' });
  return { pageBean: { page: paging.page, pageSize: paging.pageSize, showTotal: true }, querys };
}
