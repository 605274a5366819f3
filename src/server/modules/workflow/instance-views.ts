import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadDefinition } from '../../bpm/load-run.ts';
import { hasStartRights } from '../../bpm/start-rights.ts';
import { flowFormOf, startFormKey } from './flow-form.ts';
import { withEnglishNames } from './flow-image-names.ts';
import { withDiagram } from './flow-layout.ts';
import { flowNamesOfDefinitions } from './flow-names.ts';
import { requireInstanceReader } from './instance-access.ts';

/**
 * Deployed versions never change: their laid-out XML is kept per definition row and language (bounded, oldest
 * dropped first); the en-US one carries the English names of the settings.
 */
const diagrams = new Map<string, Promise<string>>();
const DIAGRAM_CACHE = 200;

function diagramOf(tx: Tx, defId: number, lang: Language): Promise<string> {
  const key = `${defId}:${lang}`;
  const cached = diagrams.get(key);
  if (cached) return cached;
  const made = lang === 'en-US'
    ? diagramOf(tx, defId, 'zh-CN').then(async (xml) => withEnglishNames(xml, (await loadDefinition(tx, defId)).settings))
    : tx.selectFrom('bpm_definition').select('xml').where('id', '=', defId).executeTakeFirstOrThrow().then((d) => withDiagram(d.xml));
  made.catch(() => diagrams.delete(key));
  if (diagrams.size >= DIAGRAM_CACHE) diagrams.delete(diagrams.keys().next().value!);
  diagrams.set(key, made);
  return made;
}

/** instanceFlowImage: the instance's BPMN with a layout, the nodes it waits at and the nodes already handled. */
export function flowImage(db: Db, principal: Principal, instId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const instance = await tx.selectFrom('bpm_instance').select(['def_id', 'status']).where('id', '=', instId).executeTakeFirstOrThrow();
    const open = await tx.selectFrom('bpm_task').select('node_id').distinct().where('instance_id', '=', instId).where('closed_at', 'is', null).execute();
    const done = await tx.selectFrom('bpm_opinion').select('node_id').distinct().where('instance_id', '=', instId).execute();
    const ended = instance.status === 'end' || instance.status === 'manual_end';
    const { model } = await loadDefinition(tx, instance.def_id);
    // A finished instance reached an end event; mark the ones its last steps led to.
    const reachedEnds = instance.status === 'end'
      ? Object.values(model.nodes).filter((n) => n.kind === 'end' && n.incoming.some((f) => done.some((d) => d.node_id === model.flows[f]?.source))).map((n) => n.id)
      : [];
    return {
      xml: await diagramOf(tx, instance.def_id, lang),
      currentNodes: ended ? [] : open.map((t) => t.node_id),
      doneNodes: [...done.map((d) => d.node_id), ...reachedEnds],
      status: instance.status,
    };
  });
}

/** getBpmImage: a flow version's BPMN with a layout and nothing marked (the start page's flow image). */
export function definitionImage(db: Db, principal: Principal, defId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const def = await tx.selectFrom('bpm_definition').select('id').where('tenant_id', '=', principal.tenantId).where('id', '=', defId).executeTakeFirst();
    if (!def) throw notFound('bpmDefNotFound');
    return { xml: await diagramOf(tx, def.id, lang), currentNodes: [], doneNodes: [], status: '' };
  });
}

/** defGet (a version by id) / getJson (the main version of a key): what a start page needs of a flow, for the caller. */
export function flowStartView(db: Db, principal: Principal, by: { defId: number } | { defKey: string }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    let query = tx.selectFrom('bpm_definition').select(['id', 'def_key', 'name', 'version', 'is_main']).where('tenant_id', '=', principal.tenantId);
    query = 'defId' in by ? query.where('id', '=', by.defId) : query.where('def_key', '=', by.defKey).where('is_main', '=', true);
    const def = await query.executeTakeFirst();
    if (!def) throw notFound('bpmDefNotFound');
    const { model, settings } = await loadDefinition(tx, def.id);
    // The start node's own settings only: `defaults` are meant for the approval nodes.
    const start = settings.nodes?.[model.startId] ?? {};
    const form = await flowFormOf(tx, principal.tenantId, startFormKey(settings, model.startId));
    const leaders = principal.isVisitor ? [] : await tx.selectFrom('bpm_secretary as s').innerJoin('app_user as u', 'u.id', 's.leader_id')
      .select(['u.id', 'u.fullname', 's.def_keys']).where('s.tenant_id', '=', principal.tenantId).where('s.secretary_id', '=', principal.userId)
      .where('s.enabled', '=', true).where('u.status', '=', 1).orderBy('s.id').execute();
    const names = await flowNamesOfDefinitions(tx, lang, [def.id]);
    return {
      defId: String(def.id), defKey: def.def_key, name: names.flow(def.id, def.name), version: def.version, isMain: def.is_main,
      formKey: form?.formKey ?? null, boAlias: form?.boAlias ?? null, startNodeId: model.startId, fieldRights: start.fieldRights ?? {},
      canStart: await hasStartRights(tx, principal, settings),
      leaders: leaders.filter((l) => !l.def_keys || l.def_keys.includes(def.def_key)).map((l) => ({ id: String(l.id), name: l.fullname })),
    };
  });
}

/** getByInstId: the watermark over an instance's form names the viewer and the day, so a photo of it is traceable. */
export function watermarkOf(db: Db, principal: Principal, instId: number, now = new Date()) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const me = await tx.selectFrom('app_user').select(['fullname', 'account']).where('id', '=', principal.userId).executeTakeFirstOrThrow();
    const date = now.toISOString().slice(0, 10);
    return { text: `${me.fullname} ${me.account} ${date}`, fullname: me.fullname, account: me.account, date };
  });
}
