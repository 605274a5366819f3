import { Type, type TSchema } from '@sinclair/typebox';

/** The paged-read reply of api-conventions.md: `{ rows, total, page, pageSize }`. */
export const PageOf = <T extends TSchema>(row: T) => Type.Object({
  rows: Type.Array(row),
  /** Absent when the caller asked not to count (pageBean.showTotal false). */
  total: Type.Optional(Type.Integer()),
  /** Set (true) when the count stopped at a cap: `total` is a lower bound and more rows match (shown as "10,000+"). */
  totalCapped: Type.Optional(Type.Boolean()),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
