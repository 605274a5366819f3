import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { lockInstance, runOf } from '../load-run.ts';
import { isAdmin } from '../start-rights.ts';

/** Locks an instance for an action of its initiator or an administrator (end, forbid, urge). */
export async function lockAsOwner(tx: Tx, principal: Principal, instId: number) {
  const row = await lockInstance(tx, principal.tenantId, instId);
  if (row.creator_id !== principal.userId && !(await isAdmin(tx, principal))) throw forbidden('bpmNotInitiator');
  return row;
}

/** Locks a running instance for an action of someone who holds an open task of it, its initiator, or an administrator. */
export async function lockAsParticipant(tx: Tx, principal: Principal, instId: number) {
  const row = await lockInstance(tx, principal.tenantId, instId);
  const holds = await tx.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id').select('t.id')
    .where('t.instance_id', '=', instId).where('c.user_id', '=', principal.userId).executeTakeFirst();
  if (!holds && row.creator_id !== principal.userId && !(await isAdmin(tx, principal))) throw forbidden('bpmNotParticipant');
  return runOf(tx, row, principal.userId);
}
