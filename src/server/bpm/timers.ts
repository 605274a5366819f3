import { withoutTenant, withTenant, type Db } from '../db/database.ts';
import { cancelOpenTasks } from './close-tasks.ts';
import { lockInstance, recordOpinion, runOf } from './load-run.ts';
import { nodeOf } from './model.ts';
import { dropTokens, leaveNode, settle } from './move-token.ts';

/**
 * Fires due timer boundary events: claims due rows with FOR UPDATE SKIP LOCKED (so several server processes
 * share the work without firing one twice), then, behind the instance lock, takes the timer's outgoing path if
 * its task is still open (an interrupting timer cancels the task first). Returns the users whose lists changed.
 */
export async function fireDueTimers(db: Db, now = new Date(), batch = 50): Promise<{ fired: number; touched: Map<number, Set<number>> }> {
  const tenants = await withoutTenant(db, (tx) => tx.selectFrom('bpm_timer').select('tenant_id').distinct()
    .where('fired_at', 'is', null).where('due_at', '<=', now).execute());
  let fired = 0;
  const touched = new Map<number, Set<number>>();
  for (const { tenant_id: tenantId } of tenants) {
    await withTenant(db, tenantId, async (tx) => {
      const due = await tx.selectFrom('bpm_timer').select(['id', 'instance_id', 'task_id', 'timer_id'])
        .where('fired_at', 'is', null).where('due_at', '<=', now).orderBy('due_at').limit(batch)
        .forUpdate().skipLocked().execute();
      const seen = touched.get(tenantId) ?? new Set<number>();
      touched.set(tenantId, seen);
      for (const timer of due) {
        await tx.updateTable('bpm_timer').set({ fired_at: now }).where('id', '=', timer.id).execute();
        const row = await lockInstance(tx, tenantId, timer.instance_id);
        const task = await tx.selectFrom('bpm_task').selectAll().where('id', '=', timer.task_id).executeTakeFirstOrThrow();
        if (row.status !== 'running' || task.closed_at !== null) continue;
        const run = await runOf(tx, row, task.assignee_id ?? row.creator_id);
        const node = nodeOf(run.model, timer.timer_id);
        if (node.interrupting && task.token_id !== null) {
          await cancelOpenTasks(run, task.token_id);
          await dropTokens(run, [task.token_id]);
        }
        await recordOpinion(run, { taskId: task.id, nodeId: task.node_id, nodeName: task.name, userId: run.actorId, action: 'timeout', opinion: node.name, done: false });
        await leaveNode(run, node.id);
        await settle(run);
        for (const u of run.touched) seen.add(u);
        fired += 1;
      }
    });
  }
  return { fired, touched };
}

/** Polls for due timers every `everyMs` until stopped; errors are reported and polling goes on. */
export function startTimerPoller(db: Db, everyMs: number, onFired: (touched: Map<number, Set<number>>) => void, onError: (e: unknown) => void) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = fireDueTimers(db).then(({ fired, touched }) => { if (fired > 0) onFired(touched); }, onError)
      .finally(() => { if (!stopped) handle = setTimeout(tick, everyMs); });
  };
  let handle = setTimeout(tick, everyMs);
  return async () => {
    stopped = true;
    clearTimeout(handle);
    await running;
  };
}

