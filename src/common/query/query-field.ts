import type { QueryOperation } from './query-filter.ts';

export type QueryFieldType = 'string' | 'number' | 'date' | 'boolean';

/**
 * A property a list call may be filtered or sorted by: the wire name, the SQL column it maps to
 * (`table.column`), its value type and, when narrower than the type allows, the operations it takes.
 */
export interface QueryField {
  name: string;
  column: string;
  type: QueryFieldType;
  operations?: readonly QueryOperation[];
  /** Default true. */
  sortable?: boolean;
}

const ORDERED: readonly QueryOperation[] = [
  'EQUAL', 'NOT_EQUAL', 'LESS', 'GREAT', 'LESS_EQUAL', 'GREAT_EQUAL', 'IS_NULL', 'NOTNULL', 'IN', 'BETWEEN',
];

/** What each value type supports when a field does not say. */
export const OPERATIONS_BY_TYPE: Record<QueryFieldType, readonly QueryOperation[]> = {
  string: [...ORDERED, 'EQUAL_IGNORE_CASE', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE'],
  number: ORDERED,
  date: ORDERED,
  boolean: ['EQUAL', 'NOT_EQUAL', 'IS_NULL', 'NOTNULL'],
};

export function operationsOf(field: QueryField): readonly QueryOperation[] {
  return field.operations ?? OPERATIONS_BY_TYPE[field.type];
}
