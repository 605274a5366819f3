import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * PGlite supports LISTEN/NOTIFY (checked here), but it is single-process: the counters hub uses an in-process
 * emitter with PGlite and LISTEN/NOTIFY with PostgreSQL, where several server processes share one database.
 */
describe('PGlite LISTEN/NOTIFY', () => {
  let db: PGlite;
  beforeAll(async () => { db = await PGlite.create(); }, 120_000);
  afterAll(async () => { await db?.close(); });

  it('delivers a notification sent in a transaction once it commits, and never for a rollback', async () => {
    const got: string[] = [];
    const unlisten = await db.listen('bpm_counts', (payload) => { got.push(payload); });
    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('bpm_counts', 'committed')`);
      expect(got).toEqual([]);
    });
    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('bpm_counts', 'rolled back')`);
      await tx.rollback();
    }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual(['committed']);
    await unlisten();
  });
});
