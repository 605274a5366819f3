import type { Tx } from '../db/database.ts';
import { forbidden, notFound } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';
import { decodeFormData, loadDefinition, readNodeUsers, recordOpinion, type NodeUsersInput } from './load-run.ts';
import { nodeOf } from './model.ts';
import { leaveNode, settle } from './move-token.ts';
import type { Run } from './run-context.ts';
import { hasStartRights } from './start-rights.ts';

export interface StartInput {
  defId?: number;
  flowKey?: string;
  /** Base64 JSON of the form data. */
  data?: string;
  businessKey?: string;
  subject?: string;
  nodeUsers?: string | NodeUsersInput[];
}

/** Starts an instance of a definition (by id, or the main version of a key) and moves it to its first user tasks. */
export async function startInstance(tx: Tx, principal: Principal, input: StartInput): Promise<{ instId: number; ended: boolean }> {
  const { tenantId, userId } = principal;
  let query = tx.selectFrom('bpm_definition').select(['id', 'def_key', 'version', 'name']).where('tenant_id', '=', tenantId);
  query = input.defId !== undefined ? query.where('id', '=', input.defId) : query.where('def_key', '=', input.flowKey ?? '').where('is_main', '=', true);
  const def = await query.executeTakeFirst();
  if (!def) throw notFound('bpmDefNotFound');
  const { model, settings } = await loadDefinition(tx, def.id);
  if (!(await hasStartRights(tx, principal, settings))) throw forbidden('bpmNoStartRights');
  const data = decodeFormData(input.data);
  const nodeUsers = await readNodeUsers(tx, tenantId, input.nodeUsers);
  const creator = await tx.selectFrom('app_user').select('fullname').where('id', '=', userId).executeTakeFirstOrThrow();
  const now = new Date();
  const subject = input.subject?.trim() || `${def.name}-${creator.fullname}-${now.toISOString().slice(0, 10)}`;
  const row = await tx.insertInto('bpm_instance').values({
    tenant_id: tenantId, def_id: def.id, def_key: def.def_key, version: def.version, def_name: def.name, subject, status: 'running',
    creator_id: userId, creator_name: creator.fullname, business_key: input.businessKey ?? null, data: JSON.stringify(data), created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const run: Run = {
    tx, tenantId, model, settings, actorId: userId, nodeUsers, taskStatus: 'NORMAL', steps: 0,
    instance: { id: row.id, defKey: def.def_key, defName: def.name, subject, creatorId: userId, creatorName: creator.fullname, data },
  };
  const start = nodeOf(model, model.startId);
  await recordOpinion(run, { taskId: null, nodeId: start.id, nodeName: start.name, userId, action: 'start', opinion: '', done: false });
  await leaveNode(run, start.id);
  const { ended } = await settle(run);
  return { instId: row.id, ended };
}
