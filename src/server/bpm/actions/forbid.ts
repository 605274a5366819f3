import type { Tx } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { lockAsOwner } from './instance-access.ts';

/** Forbid (禁止) a running instance, or lift it: a forbidden instance refuses every action until unforbidden. */
export async function setForbidden(tx: Tx, principal: Principal, instId: number, forbidden: boolean) {
  const row = await lockAsOwner(tx, principal, instId);
  if (row.status !== (forbidden ? 'running' : 'forbidden')) throw conflict(forbidden ? 'bpmInstanceNotRunning' : 'bpmNotForbidden');
  await tx.updateTable('bpm_instance').set({ status: forbidden ? 'forbidden' : 'running' }).where('id', '=', instId).execute();
  const holders = await tx.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id').select('c.user_id')
    .where('t.instance_id', '=', instId).where('c.closed_at', 'is', null).execute();
  return { instId, touched: new Set(holders.map((h) => h.user_id)) };
}
