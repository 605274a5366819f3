import { resolveAssignees } from './assignees.ts';
import type { ProcessNode } from './model.ts';
import type { Run } from './run-context.ts';
import { nodeSetting } from './settings.ts';

export interface NoticeInput {
  node: ProcessNode;
  taskId: number | null;
  kind: 'copyto' | 'trans';
  receivers: number[];
  opinion: string;
}

/** Copy-to / circulation notices from the acting user to each receiver (their unread list). */
export async function sendNotices(run: Run, input: NoticeInput): Promise<void> {
  const ids = [...new Set([...input.receivers, run.actorId])];
  const users = await run.tx.selectFrom('app_user').select(['id', 'fullname']).where('tenant_id', '=', run.tenantId).where('id', 'in', ids).execute();
  const nameOf = new Map(users.map((u) => [u.id, u.fullname]));
  const receivers = [...new Set(input.receivers)].filter((id) => nameOf.has(id));
  if (receivers.length === 0) return;
  await run.tx.insertInto('bpm_notice').values(receivers.map((r) => ({
    tenant_id: run.tenantId, instance_id: run.instance.id, task_id: input.taskId, node_id: input.node.id, node_name: input.node.name,
    kind: input.kind, subject: run.instance.subject, def_key: run.instance.defKey, def_name: run.instance.defName,
    creator_name: run.instance.creatorName, sender_id: run.actorId, sender_name: nameOf.get(run.actorId) ?? '',
    receiver_id: r, receiver_name: nameOf.get(r)!, opinion: input.opinion,
  }))).execute();
  for (const r of receivers) run.touched.add(r);
}

/** The node's copy-to rule, applied when the process leaves it. */
export async function copyToOnLeave(run: Run, node: ProcessNode): Promise<void> {
  const rules = nodeSetting(run.settings, node.id).copyTo;
  if (!rules || rules.length === 0) return;
  const receivers = await resolveAssignees(run.tx, rules, {
    tenantId: run.tenantId, initiatorId: run.instance.creatorId, previousHandlerId: run.actorId,
  });
  await sendNotices(run, { node, taskId: null, kind: 'copyto', receivers, opinion: '' });
}
