import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageOf } from '../../../common/query/page.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { forbidden } from '../../lib/app-error.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';

/** A save's reply: the envelope with the saved id as value. */
const saved = (message: string, id: number) => ({ state: true, message, value: String(id) });
import { getAgent, listAgents, removeAgents, saveAgent } from './agents.ts';
import { approvalItemsFor, getApprovalItem, listApprovalItems, removeApprovalItems, saveApprovalItem } from './approval-items.ts';
import { deputyOf, listDeputies, removeDeputies, saveDeputy } from './deputies.ts';
import { myOftenFlows, saveMyOftenFlows } from './often-flows.ts';
import { registerRecordStore } from '../forms/record-stores.ts';
import { agentRecordStore, approvalItemRecordStore, deputyRecordStore, PERSONAL_BOS, secretaryRecordStore } from './personal-record-stores.ts';
import { getSecretary, leadersOfSecretary, listSecretaries, removeSecretaries, saveSecretary } from './secretaries.ts';
import {
  AgentBody, AgentRow, ApprovalItem, ApprovalItemBody, DeputyBody, DeputyRow, Done, DoneWith, Id, IdsQuery, Leader, Nullable, OftenFlow, OftenFlowBody,
  parseIds, replies, SecretaryBody, SecretaryRow,
} from './schemas.ts';

const tags = ['workflow-personal'];
const Filter = Type.Optional(QueryFilter);
const Saved = DoneWith(Type.String());

/** The shared visitor account keeps no personal settings: it reads them (GET) but every other call is refused. */
async function refuseVisitorWrites(request: FastifyRequest): Promise<void> {
  if (request.principal?.isVisitor && request.method !== 'GET' && request.method !== 'HEAD') throw forbidden('visitorForbidden');
}

/** Personal settings on the bpmModel host: approval phrases, agent rules, deputies, frequent flows. */
export async function personalModelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', refuseVisitorWrites);
  const db = fastify.db;
  const t = (lang: Parameters<typeof translatorFor>[0]) => translatorFor(lang);
  // The personal forms of the engine (getForm / boSave) read and write these settings' own tables.
  registerRecordStore(PERSONAL_BOS.agent, agentRecordStore);
  registerRecordStore(PERSONAL_BOS.approvalItem, approvalItemRecordStore);
  registerRecordStore(PERSONAL_BOS.secretary, secretaryRecordStore);
  registerRecordStore(PERSONAL_BOS.deputy, deputyRecordStore);

  app.get('/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId', {
    schema: { tags, summary: 'Approval phrases (常用语) for a flow\'s opinion box: the caller\'s and the tenant\'s', querystring: Type.Object({ defKey: Type.Optional(Type.String({ maxLength: 100 })), typeId: Type.Optional(Type.String({ maxLength: 40 })) }), response: replies(Type.Array(ApprovalItem)) },
  }, (request) => approvalItemsFor(db, principalOf(request), request.query.defKey));
  app.post('/flow/approvalItem/v1/listJson', { schema: { tags, summary: 'Approval phrases of the caller (and public ones)', body: Filter, response: replies(PageOf(ApprovalItem)) } },
    (request) => listApprovalItems(db, principalOf(request), request.body ?? {}));
  app.get('/flow/approvalItem/v1/get', { schema: { tags, summary: 'One approval phrase', querystring: Type.Object({ id: Id }), response: replies(ApprovalItem) } },
    (request) => getApprovalItem(db, principalOf(request), request.query.id));
  app.post('/flow/approvalItem/v1/save', { schema: { tags, summary: 'Saves one of the caller\'s approval phrases', body: ApprovalItemBody, response: replies(Saved) } },
    async (request) => saved(t(request.lang)('bpmSaved'), await saveApprovalItem(db, principalOf(request), request.body)));
  app.delete('/flow/approvalItem/v1/remove', { schema: { tags, summary: 'Deletes approval phrases of the caller', querystring: IdsQuery, response: replies(Done) } },
    async (request) => { await removeApprovalItems(db, principalOf(request), parseIds(request.query.ids)); return ok(t(request.lang)('bpmDeleted')); });

  app.post('/flow/agent/v1/listJson', {
    schema: { tags, summary: 'Agent rules (委托): the caller\'s, or all for an administrator with isMgr=true', querystring: Type.Object({ isMgr: Type.Optional(Type.Boolean()) }), body: Filter, response: replies(PageOf(AgentRow)) },
  }, (request) => listAgents(db, principalOf(request), request.body ?? {}, request.query.isMgr === true));
  app.get('/flow/agent/v1/agentGet', { schema: { tags, summary: 'One of the caller\'s agent rules', querystring: Type.Object({ id: Id }), response: replies(AgentRow) } },
    (request) => getAgent(db, principalOf(request), request.query.id));
  app.post('/flow/agent/v1/save', {
    schema: { tags, summary: 'Saves an agent rule: during its dates the caller\'s new tasks go to the agent; no cycles', body: AgentBody, response: replies(Saved) },
  }, async (request) => saved(t(request.lang)('bpmSaved'), await saveAgent(db, principalOf(request), request.body)));
  app.delete('/flow/agent/v1/remove', { schema: { tags, summary: 'Deletes agent rules of the caller', querystring: IdsQuery, response: replies(Done) } },
    async (request) => { await removeAgents(db, principalOf(request), parseIds(request.query.ids)); return ok(t(request.lang)('bpmDeleted')); });

  app.get('/bpmModel/bpmDeputy/v1/getByUserId', { schema: { tags, summary: 'The caller\'s deputy (null when none)', response: replies(Nullable(DeputyRow)) } },
    (request) => deputyOf(db, principalOf(request)));
  app.post('/bpmModel/bpmDeputy/v1/list', {
    schema: { tags, summary: 'The caller\'s deputy settings', querystring: Type.Object({ personal: Type.Optional(Type.Boolean()) }), body: Filter, response: replies(PageOf(DeputyRow)) },
  }, (request) => listDeputies(db, principalOf(request), request.body ?? {}));
  app.post('/bpmModel/bpmDeputy/v1/save', { schema: { tags, summary: 'Sets the caller\'s deputy: it shares every task made for the caller', body: DeputyBody, response: replies(Saved) } },
    async (request) => saved(t(request.lang)('bpmSaved'), await saveDeputy(db, principalOf(request), request.body.agentId)));
  app.delete('/bpmModel/bpmDeputy/v1/removes', { schema: { tags, summary: 'Removes deputy settings of the caller', querystring: IdsQuery, response: replies(Done) } },
    async (request) => { await removeDeputies(db, principalOf(request), parseIds(request.query.ids)); return ok(t(request.lang)('bpmDeleted')); });

  app.post('/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', {
    schema: { tags, summary: 'Saves the caller\'s frequent flows (at most 20: 最多可添加20个常用流程); [] resets to the system default', body: OftenFlowBody, response: replies(Done) },
  }, async (request) => {
    const keys = request.body.map((e) => (typeof e === 'string' ? e : e.defKey));
    const outcome = await saveMyOftenFlows(db, principalOf(request), keys);
    return ok(t(request.lang)(outcome === 'saved' ? 'bpmOftenFlowSaved' : 'bpmOftenFlowReset'));
  });
}

/** Personal settings on the bpmRunTime host: secretaries and frequent flows. */
export async function personalRuntimeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', refuseVisitorWrites);
  const db = fastify.db;
  const base = '/runtime/bpmSecretaryManage/v1';
  app.get(`${base}/getSecretaryByUserId`, {
    schema: { tags, summary: 'Leaders the caller is secretary of (empty: no secretary)', response: replies(Type.Array(Leader)) },
  }, (request) => leadersOfSecretary(db, principalOf(request)));
  app.post(`${base}/list`, {
    schema: { tags, summary: 'The caller\'s secretaries (as a leader)', querystring: Type.Object({ personal: Type.Optional(Type.Boolean()) }), body: Filter, response: replies(PageOf(SecretaryRow)) },
  }, (request) => listSecretaries(db, principalOf(request), request.body ?? {}));
  app.get(`${base}/get/:id`, { schema: { tags, summary: 'One secretary setting', params: Type.Object({ id: Id }), response: replies(SecretaryRow) } },
    (request) => getSecretary(db, principalOf(request), request.params.id));
  app.post(`${base}/save`, { schema: { tags, summary: 'Names a secretary who handles the caller\'s tasks (leader to-do)', body: SecretaryBody, response: replies(DoneWith(Type.String())) } },
    async (request) => saved(translatorFor(request.lang)('bpmSaved'), await saveSecretary(db, principalOf(request), request.body)));
  app.delete(`${base}/removes`, { schema: { tags, summary: 'Removes secretaries of the caller', querystring: IdsQuery, response: replies(Done) } },
    async (request) => { await removeSecretaries(db, principalOf(request), parseIds(request.query.ids)); return ok(translatorFor(request.lang)('bpmDeleted')); });

  app.get('/runtime/instance/v1/getMyOftenFlow', {
    schema: { tags, summary: 'The caller\'s frequent flows (saved, else the system default)', response: replies(Type.Array(OftenFlow)) },
  }, (request) => myOftenFlows(db, principalOf(request), request.lang));
}
