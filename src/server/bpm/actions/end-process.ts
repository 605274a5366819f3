import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { cancelOpenTasks } from '../close-tasks.ts';
import { recordOpinion, runOf } from '../load-run.ts';
import { nodeOf } from '../model.ts';
import { dropTokens } from '../move-token.ts';
import type { Run } from '../run-context.ts';
import { openTaskForAction } from '../task-access.ts';
import { lockAsOwner } from './instance-access.ts';

export interface EndInput { taskId?: number; instId?: number; endReason?: string; leaderId?: number }

/** End process (终止): every open task and token goes, the instance becomes manual_end. From a task, or as initiator / admin. */
export async function endProcess(tx: Tx, principal: Principal, input: EndInput) {
  let run: Run;
  let taskId: number | null = null;
  let nodeId: string;
  if (input.taskId !== undefined) {
    const opened = await openTaskForAction(tx, principal, input.taskId, input.leaderId);
    run = opened.run;
    taskId = opened.task.id;
    nodeId = opened.task.node_id;
  } else if (input.instId !== undefined) {
    run = await runOf(tx, await lockAsOwner(tx, principal, input.instId), principal.userId);
    nodeId = run.model.startId;
  } else {
    throw badRequest('badRequest', { detail: 'taskId | instId' });
  }
  await cancelOpenTasks(run, null);
  const tokens = await tx.selectFrom('bpm_token').select('id').where('instance_id', '=', run.instance.id).execute();
  await dropTokens(run, tokens.map((t) => t.id));
  await tx.updateTable('bpm_instance').set({ status: 'manual_end', ended_at: new Date() }).where('id', '=', run.instance.id).execute();
  const node = nodeOf(run.model, nodeId);
  await recordOpinion(run, {
    taskId, nodeId: node.id, nodeName: node.name, userId: principal.userId, action: 'endProcess', opinion: input.endReason ?? '', done: true,
  });
  return { instId: run.instance.id, touched: run.touched };
}
