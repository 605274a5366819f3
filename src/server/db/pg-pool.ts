import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { preparing, statementName } from './prepared-statements.ts';

/** Named statements per connection; beyond it (e.g. IN lists of many lengths) statements go unnamed. */
const PREPARED_PER_CONNECTION = 200;

const EMPTY = { command: 'SELECT', rowCount: 0, rows: [] } as unknown as PostgresQueryResult<never>;

/**
 * The pg pool behind Kysely's PostgresDialect, saving round trips on every transaction:
 * - `begin` waits for the transaction's first statement and travels with it when that statement has no parameters
 *   (withTenant's tenant setting), as one simple-protocol message: one round trip instead of two. A transaction
 *   that ends before any statement sends nothing at all.
 * - inside `preparedStatements(...)` a statement with parameters is a named, per-connection prepared statement.
 */
export function roundTripSavingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let out = wrapped.get(client);
      if (!out) {
        out = wrapClient(client);
        wrapped.set(client, out);
      }
      return out;
    },
    end: () => pool.end(),
  };
}

function wrapClient(client: pg.PoolClient): PostgresPoolClient {
  const prepared = new Set<string>();
  let beginPending = false;
  const send = (text: string, values: unknown[]) => {
    if (values.length > 0 && preparing()) {
      const name = statementName(text);
      if (prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION) {
        prepared.add(name);
        return client.query({ name, text, values });
      }
    }
    return client.query(text, values);
  };
  const query = async (text: string, parameters: ReadonlyArray<unknown>) => {
    const values = [...parameters];
    if (text === 'begin' && values.length === 0) {
      beginPending = true;
      return EMPTY;
    }
    if (beginPending) {
      beginPending = false;
      if (text === 'commit' || text === 'rollback') return EMPTY;
      if (values.length === 0) {
        // Two statements in one simple query: pg answers with a result per statement.
        const results = await client.query(`begin; ${text}`) as unknown as pg.QueryResult[];
        return results[results.length - 1]!;
      }
      await client.query('begin');
    }
    return send(text, values);
  };
  return {
    query: ((text: unknown, parameters?: ReadonlyArray<unknown>) =>
      typeof text === 'string' ? query(text, parameters ?? []) : (client.query as (c: unknown) => unknown)(text)) as PostgresPoolClient['query'],
    release: () => {
      beginPending = false;
      client.release();
    },
  };
}
