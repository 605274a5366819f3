import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { isAdmin } from '../../bpm/start-rights.ts';

/**
 * Who may read an instance: its initiator, anyone who handled it or holds one of its tasks, copy-to receivers and
 * senders, owners of agent-held tasks, secretaries of a holder, administrators.
 */
export async function requireInstanceReader(tx: Tx, principal: Principal, instanceId: number): Promise<void> {
  const me = principal.userId;
  const instance = await tx.selectFrom('bpm_instance').select('creator_id').where('tenant_id', '=', principal.tenantId)
    .where('id', '=', instanceId).executeTakeFirst();
  if (!instance) throw notFound('bpmInstanceNotFound');
  if (instance.creator_id === me) return;
  const handled = await tx.selectFrom('bpm_done').select('user_id').where('instance_id', '=', instanceId).where('user_id', '=', me).executeTakeFirst();
  if (handled) return;
  const holds = await tx.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id').select('t.id')
    .where('t.instance_id', '=', instanceId).where('c.user_id', '=', me).executeTakeFirst();
  if (holds) return;
  const noticed = await tx.selectFrom('bpm_notice').select('id').where('instance_id', '=', instanceId)
    .where((eb) => eb.or([eb('receiver_id', '=', me), eb('sender_id', '=', me)])).executeTakeFirst();
  if (noticed) return;
  const owns = await tx.selectFrom('bpm_task').select('id').where('instance_id', '=', instanceId).where('owner_id', '=', me).executeTakeFirst();
  if (owns) return;
  const serves = await tx.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id')
    .innerJoin('bpm_secretary as s', 's.leader_id', 'c.user_id').select('t.id')
    .where('t.instance_id', '=', instanceId).where('s.secretary_id', '=', me).where('s.enabled', '=', true).executeTakeFirst();
  if (serves) return;
  if (await isAdmin(tx, principal)) return;
  throw notFound('bpmInstanceNotFound');
}
