import { Type, type TSchema } from '@sinclair/typebox';

/** The paged-read reply of api-conventions.md: `{ rows, total, page, pageSize }`. */
export const PageOf = <T extends TSchema>(row: T) => Type.Object({
  rows: Type.Array(row),
  /** Absent when the caller asked not to count (pageBean.showTotal false). */
  total: Type.Optional(Type.Integer()),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
