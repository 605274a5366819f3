import type { RawBuilder, SqlBool } from 'kysely';
import type { QueryField } from '../../common/query/query-field.ts';
import type { QueryOperation } from '../../common/query/query-filter.ts';

/**
 * A query field as the server compiles it. `within` wraps the compiled condition for a property that lives in
 * a related table (one user, many orgs): `(c) => sql\`exists (select 1 from user_org where ... and ${c})\``.
 */
export interface ServerQueryField extends QueryField {
  within?: (condition: RawBuilder<SqlBool>) => RawBuilder<SqlBool>;
  /** A virtual field its owner compiles (a keyword an index serves); null filters nothing. */
  compile?: (operation: QueryOperation, value: unknown) => RawBuilder<SqlBool> | null;
}

export type QueryFields = readonly ServerQueryField[];

export function findField(fields: QueryFields, name: string): ServerQueryField | undefined {
  return fields.find((f) => f.name === name);
}
