import type { Tx } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { recordOpinion, runOf } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { lockAsOwner } from './instance-access.ts';

/** Urgent reminder (催办): one urge-log row per holder of each open task of the instance. */
export async function urgeInstance(tx: Tx, principal: Principal, input: { instId: number; content?: string }) {
  const row = await lockAsOwner(tx, principal, input.instId);
  const run = await runOf(tx, row, principal.userId);
  const holders = await tx.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id')
    .select(['t.id as task_id', 'c.user_id']).where('t.instance_id', '=', input.instId).where('t.closed_at', 'is', null).where('c.closed_at', 'is', null).execute();
  if (holders.length === 0) throw conflict('bpmNothingToUrge');
  const content = input.content?.trim() || `请尽快办理：${row.subject}`;
  await tx.insertInto('bpm_urge').values(holders.map((h) => ({
    tenant_id: principal.tenantId, instance_id: input.instId, task_id: h.task_id, sender_id: principal.userId, receiver_id: h.user_id, content,
  }))).execute();
  const start = nodeOf(run.model, run.model.startId);
  await recordOpinion(run, { taskId: null, nodeId: start.id, nodeName: start.name, userId: principal.userId, action: 'urge', opinion: content, done: false });
  return { instId: row.id, count: holders.length };
}
