import type { ColumnDefinition } from '../../../../common/definitions/kinds/column.ts';
import type { ColumnRow } from '../../column/column-service.ts';

/** The news item a row stands for when its column leads to /news/{id}: opened in the news detail dialog there. */
export function newsIdOf(column: ColumnDefinition, row: ColumnRow): number | null {
  if (column.itemUrl !== '/news/{id}') return null;
  const id = Number(row.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
