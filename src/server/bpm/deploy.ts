import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import { compileProcess, NotExecutable } from './executable-subset.ts';
import type { ProcessModel } from './model.ts';
import { BpmnParseError, parseBpmn } from './parse.ts';
import { nodeSetting, type FlowSettings } from './settings.ts';
import { requireFlowForms } from './flow-form-references.ts';

export interface DeployInput {
  defKey: string;
  name?: string;
  /** The English name: replaces `settings.nameEn` when given. */
  nameEn?: string;
  xml: string;
  settings: FlowSettings;
  /** The flow's category (bpm_flow_type.type_key); absent: the previous version's. */
  typeKey?: string;
  /** The latest version the editor started from (0: a new key): another one deployed meanwhile is a 409. */
  baseVersion?: number;
}

/** XML + settings -> the executable model; refusals are 400s naming the element. */
export async function compileDefinition(xml: string, settings: FlowSettings): Promise<ProcessModel> {
  let model: ProcessModel;
  try {
    const parsed = await parseBpmn(xml);
    model = compileProcess(parsed.definitions, (nodeId) => nodeSetting(settings, nodeId).signRule ?? { kind: 'all' });
  } catch (error) {
    if (error instanceof BpmnParseError) throw badRequest('bpmXmlInvalid', { detail: error.message });
    if (error instanceof NotExecutable) {
      throw badRequest(error.reason, { id: error.elementId, type: error.elementType, detail: error.detail });
    }
    throw error;
  }
  // Any node or sequence flow may carry an English name (the flow image labels it); the other settings are for the start and user tasks.
  for (const [nodeId, setting] of Object.entries(settings.nodes ?? {})) {
    const kind = model.nodes[nodeId]?.kind;
    const onlyName = Object.keys(setting).every((key) => key === 'nameEn');
    const named = onlyName && (kind !== undefined || model.flows[nodeId] !== undefined);
    if (kind !== 'userTask' && kind !== 'start' && !named) throw badRequest('bpmSettingsUnknownNode', { node: nodeId });
  }
  return model;
}

/** Deploys a new version of `defKey` and makes it the main one (new instances start on it; running ones keep theirs). */
export async function deployDefinition(tx: Tx, tenantId: number, userId: number | null, input: DeployInput) {
  const nameEn = input.nameEn?.trim();
  const settings: FlowSettings = nameEn ? { ...input.settings, nameEn } : input.settings;
  const model = await compileDefinition(input.xml, settings);
  await requireFlowForms(tx, tenantId, settings);
  // One deployment per key at a time, so versions never collide.
  await sql`select pg_advisory_xact_lock(hashtext(${`bpm_definition:${tenantId}:${input.defKey}`}))`.execute(tx);
  const last = await tx.selectFrom('bpm_definition').select(sql<number>`max(version)`.as('version'))
    .where('tenant_id', '=', tenantId).where('def_key', '=', input.defKey).executeTakeFirst();
  const latest = Number(last?.version ?? 0);
  if (input.baseVersion !== undefined && input.baseVersion !== latest) {
    throw new AppError(409, latest === 0 ? 'bpmDeployGone' : 'bpmDeployStale', { version: latest });
  }
  const version = latest + 1;
  const typeId = await categoryOf(tx, tenantId, input);
  await tx.updateTable('bpm_definition').set({ is_main: false })
    .where('tenant_id', '=', tenantId).where('def_key', '=', input.defKey).where('is_main', '=', true).execute();
  const row = await tx.insertInto('bpm_definition').values({
    tenant_id: tenantId, def_key: input.defKey, version, name: input.name?.trim() || model.name, xml: input.xml,
    model: JSON.stringify(model), settings: JSON.stringify(settings), deployed_by: userId, is_main: true, type_id: typeId,
  }).returning(['id', 'version']).executeTakeFirstOrThrow();
  return { defId: row.id, defKey: input.defKey, version: row.version };
}

/** The category a new version gets: the one named (400 when unknown), else the main version's. */
async function categoryOf(tx: Tx, tenantId: number, input: DeployInput): Promise<number | null> {
  if (input.typeKey !== undefined) {
    const type = await tx.selectFrom('bpm_flow_type').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', input.typeKey).executeTakeFirst();
    if (!type) throw badRequest('bpmFlowTypeNotFound', { key: input.typeKey });
    return type.id;
  }
  const main = await tx.selectFrom('bpm_definition').select('type_id').where('tenant_id', '=', tenantId).where('def_key', '=', input.defKey)
    .where('is_main', '=', true).executeTakeFirst();
  return main?.type_id ?? null;
}
