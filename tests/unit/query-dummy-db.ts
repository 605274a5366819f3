import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type SqlBool, type RawBuilder } from 'kysely';
import type { QueryFields } from '../../src/server/query/query-fields.ts';

/** A Kysely that only compiles PostgreSQL: what the query compiler's unit tests look at. */
interface Shop {
  item: { id: number; name: string; price: number; created_at: Date; active: boolean; shop_id: number };
  item_tag: { item_id: number; tag: string };
}

export const dummyDb = new Kysely<Shop>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export const ITEM_FIELDS: QueryFields = [
  { name: 'id', column: 'item.id', type: 'number' },
  { name: 'name', column: 'item.name', type: 'string' },
  { name: 'price', column: 'item.price', type: 'number' },
  { name: 'createdAt', column: 'item.created_at', type: 'date' },
  { name: 'active', column: 'item.active', type: 'boolean' },
  { name: 'code', column: 'item.name', type: 'string', operations: ['EQUAL'], sortable: false },
  {
    name: 'tag', column: 'item_tag.tag', type: 'string',
    within: (c) => sql<SqlBool>`exists (select 1 from item_tag where item_tag.item_id = item.id and ${c})`,
  },
];

/** SQL text and parameters of a condition compiled inside `select * from item where ...`. */
export function compileWhereOf(condition: RawBuilder<SqlBool> | null | undefined): { sql: string; parameters: readonly unknown[] } {
  const query = condition ? dummyDb.selectFrom('item').selectAll().where(condition) : dummyDb.selectFrom('item').selectAll();
  const compiled = query.compile();
  return { sql: compiled.sql, parameters: compiled.parameters };
}
