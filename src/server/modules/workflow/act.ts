import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
import type { Principal } from '../../lib/context.ts';
import type { CountsHub } from '../../bpm/events/counts-hub.ts';

/**
 * Runs a workflow command in one transaction, its statements prepared (db/prepared-statements.ts), and, once it
 * has committed, announces whose counters changed
 * (never from inside the transaction: see CountsHub).
 */
export async function act<T extends object>(
  db: Db, hub: CountsHub, principal: Principal, work: (tx: Tx) => Promise<T>,
): Promise<T> {
  let touched: number[] = [];
  const result = await preparedStatements(() => withTenant(db, principal.tenantId, async (tx) => {
    const out = await work(tx);
    touched = [...new Set([...((out as { touched?: Iterable<number> }).touched ?? []), principal.userId])];
    return out;
  }));
  hub.announce(principal.tenantId, touched);
  return result;
}
