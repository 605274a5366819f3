import { sql } from 'kysely';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { CountsHub, COUNTS_CHANNEL } from '../../bpm/events/counts-hub.ts';

/**
 * Runs a workflow command in one transaction and announces whose counters changed: through NOTIFY inside the
 * transaction when the hub listens on PostgreSQL (delivered on commit only), else in-process after commit.
 */
export async function act<T extends object>(
  db: Db, hub: CountsHub, principal: Principal, work: (tx: Tx) => Promise<T>,
): Promise<T> {
  let touched: number[] = [];
  const result = await withTenant(db, principal.tenantId, async (tx) => {
    const out = await work(tx);
    touched = [...new Set([...((out as { touched?: Iterable<number> }).touched ?? []), principal.userId])];
    if (hub.crossProcess) await sql`select pg_notify(${COUNTS_CHANNEL}, ${CountsHub.payload(principal.tenantId, touched)})`.execute(tx);
    return out;
  });
  if (!hub.crossProcess) hub.publish(principal.tenantId, touched);
  return result;
}
