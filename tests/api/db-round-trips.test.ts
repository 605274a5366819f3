import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundTripSavingPool } from '../../src/server/db/pg-pool.ts';
import { preparedStatements } from '../../src/server/db/prepared-statements.ts';

interface Sent { text: string; name?: string }

/** The pg pool behind Kysely (src/server/db/pg-pool.ts) on a real PostgreSQL; PGlite has no wire to save. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('database: round trips saved on PostgreSQL', () => {
  let pool: pg.Pool;
  let db: Kysely<{ rt_probe: { id: number; note: string } }>;
  const sent: Sent[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    // Every message the wrapper sends, as pg receives it.
    pool.on('connect', (client) => {
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0] as string | { text: string; name?: string };
        sent.push(typeof first === 'string' ? { text: first } : { text: first.text, name: first.name });
        return original(...args);
      };
    });
    db = new Kysely({ dialect: new PostgresDialect({ pool: roundTripSavingPool(pool) }) });
    await sql`create temp table rt_probe (id int primary key, note text not null)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('sends begin together with a first statement that has no parameters: one round trip, still one transaction', async () => {
    sent.length = 0;
    const seen = await db.transaction().execute(async (tx) => {
      await sql.raw(`select set_config('app.tenant_id', '42', true)`).execute(tx);
      await tx.insertInto('rt_probe').values({ id: 1, note: 'kept' }).execute();
      return (await sql<{ v: string }>`select current_setting('app.tenant_id', true) as v`.execute(tx)).rows[0]!.v;
    });
    expect(seen).toBe('42');
    expect(sent.map((s) => s.text.split(' ')[0])).toEqual(['begin;', 'insert', 'select', 'commit']);
    // The setting was local to the transaction.
    expect((await sql<{ v: string | null }>`select current_setting('app.tenant_id', true) as v`.execute(db)).rows[0]!.v).toBe('');
  });

  it('a failed transaction whose begin was deferred rolls back everything it wrote', async () => {
    await expect(db.transaction().execute(async (tx) => {
      await tx.insertInto('rt_probe').values({ id: 2, note: 'rolled back' }).execute();
      await tx.insertInto('rt_probe').values({ id: 1, note: 'duplicate key' }).execute();
    })).rejects.toThrow(/duplicate key/);
    const rows = await db.selectFrom('rt_probe').select(['id', 'note']).orderBy('id').execute();
    expect(rows).toEqual([{ id: 1, note: 'kept' }]);
  });

  it('a transaction that ends before any statement sends nothing', async () => {
    sent.length = 0;
    await db.transaction().execute(async () => 1);
    expect(sent).toEqual([]);
  });

  it('prepares parameterised statements only inside preparedStatements, by the same name each time', async () => {
    sent.length = 0;
    const read = () => db.selectFrom('rt_probe').select('note').where('id', '=', 1).executeTakeFirst();
    expect(await read()).toEqual({ note: 'kept' });
    await preparedStatements(async () => {
      expect(await read()).toEqual({ note: 'kept' });
      expect(await read()).toEqual({ note: 'kept' });
    });
    expect(sent[0]!.name).toBeUndefined();
    expect(sent[1]!.name).toMatch(/^k/);
    expect(sent[2]!.name).toBe(sent[1]!.name);
  });
});
