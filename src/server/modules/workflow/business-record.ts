import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from '../forms/caller.ts';
import { readRecord } from '../forms/read-record.ts';

/**
 * A business key names a record (a list row's 发起流程) the caller may read: otherwise 404 (数据不存在或无权查看),
 * so nobody starts or drafts a flow for a record they cannot see, nor holds one up in an approval of theirs.
 */
export async function requireReadableRecord(tx: Tx, principal: Principal, businessKey: string | undefined): Promise<void> {
  if (!businessKey) return;
  await readRecord(tx, await loadCaller(tx, principal), businessKey);
}
