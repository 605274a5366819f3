import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';

/** Whether a user with these role codes sees a column: no displayRights (or `*`) is everyone. */
export function mayUseColumn(column: Pick<ColumnDefinition, 'displayRights'>, roles: readonly string[]): boolean {
  const rights = column.displayRights ?? [];
  return rights.length === 0 || rights.includes('*') || rights.some((r) => roles.includes(r));
}
