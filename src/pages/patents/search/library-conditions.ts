import type { QueryCondition } from '../../../common/query/query-filter.ts';
import type { StatusTile } from '../../../common/patents/status-tiles.ts';

/**
 * The conditions the library page adds to its template's query: the keyword (searched over name, application
 * and publication numbers, department and inventor by the server's token index) and the chosen tile.
 */
export function libraryConditions({ keyword, status, statusType }: { keyword: string; status: StatusTile | null; statusType?: string | null }): QueryCondition[] {
  const conditions: QueryCondition[] = [];
  if (keyword) conditions.push({ property: 'searchValue', value: keyword, operation: 'LIKE' });
  if (status) conditions.push({ property: 'status', value: status, operation: 'EQUAL' });
  // The tiles send statusType beside status; the server takes it and filters nothing by it.
  if (status && statusType) conditions.push({ property: 'statusType', value: statusType, operation: 'EQUAL' });
  return conditions;
}
