import { Type, type Static } from '@sinclair/typebox';

/** The operations of a query condition (api-conventions.md, "Query filter"); EQUAL when absent. */
export const QUERY_OPERATIONS = [
  'EQUAL', 'EQUAL_IGNORE_CASE', 'LESS', 'GREAT', 'LESS_EQUAL', 'GREAT_EQUAL', 'NOT_EQUAL',
  'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IS_NULL', 'NOTNULL', 'IN', 'BETWEEN',
] as const;
export type QueryOperation = (typeof QUERY_OPERATIONS)[number];

export const PAGE_SIZE_DEFAULT = 10;
/** Larger page sizes are cut to this. */
export const PAGE_SIZE_MAX = 1000;

const literals = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const PageBean = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, default: PAGE_SIZE_DEFAULT })),
  /** false: skip counting; the reply then has no total. */
  showTotal: Type.Optional(Type.Boolean()),
});

export const QueryCondition = Type.Object({
  property: Type.String({ minLength: 1, maxLength: 100 }),
  /** Type depends on the field and the operation: a list for IN, [from, to] for BETWEEN, nothing for IS_NULL. */
  value: Type.Optional(Type.Unknown()),
  operation: Type.Optional(literals(QUERY_OPERATIONS)),
  /** Joins this condition to the ones before it in its group; the first condition's relation is ignored. */
  relation: Type.Optional(literals(['AND', 'OR', 'and', 'or'] as const)),
  /** Conditions of one group are joined by their relations; groups are ANDed. */
  group: Type.Optional(Type.String({ maxLength: 100 })),
});

export const QuerySorter = Type.Object({
  property: Type.String({ minLength: 1, maxLength: 100 }),
  direction: Type.Optional(literals(['ASC', 'DESC', 'asc', 'desc'] as const)),
});

/** The body of every paged list call. */
export const QueryFilter = Type.Object({
  pageBean: Type.Optional(PageBean),
  querys: Type.Optional(Type.Array(QueryCondition, { maxItems: 100 })),
  sorter: Type.Optional(Type.Array(QuerySorter, { maxItems: 10 })),
  /** Call-specific extras; each route documents what it reads. */
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export type PageBean = Static<typeof PageBean>;
export type QueryCondition = Static<typeof QueryCondition>;
export type QuerySorter = Static<typeof QuerySorter>;
export type QueryFilter = Static<typeof QueryFilter>;
