import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InstanceDetail } from '../../../common/api/workflow-views.ts';
import type { Tx } from '../../db/database.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { startInstance } from '../../bpm/start-instance.ts';
import { copyToUsers } from '../../bpm/actions/copy-to-users.ts';
import { removeDrafts, saveStartDraft } from '../../bpm/actions/drafts.ts';
import { endProcess } from '../../bpm/actions/end-process.ts';
import { setForbidden } from '../../bpm/actions/forbid.ts';
import { revokeOpinion } from '../../bpm/actions/revoke.ts';
import { urgeInstance } from '../../bpm/actions/urge.ts';
import type { CountsHub } from '../../bpm/events/counts-hub.ts';
import { act } from './act.ts';
import { requireReadableRecord } from './business-record.ts';
import { getDraft, getInstance, isEnded, urgesOf } from './instance-reads.ts';
import {
  CopyToBody, Done, DoneWith, DraftDetail, EndProcessBody, Id, IdsQuery, Moved, parseIds, replies, RevokeBody, SaveDraftBody, StartBody,
  UrgeBody, UrgeRow,
} from './schemas.ts';

const tags = ['workflow'];
const InstQuery = Type.Object({ instId: Id });

/** Instance commands (host bpmRunTime): start, drafts, end, revoke, copy-to, urge, forbid. */
export async function instanceActionRoutes(fastify: FastifyInstance, { hub }: { hub: CountsHub }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const run = <T extends object>(request: FastifyRequest, work: (tx: Tx) => Promise<T>) =>
    act<T>(db, hub, principalOf(request), work);

  app.post('/runtime/instance/v1/start', {
    schema: {
      tags, summary: 'Starts a flow (defId, or flowKey = its main version; proInstId = from that draft; agentLeaderId = for a leader the caller is secretary of); replies the envelope plus instId',
      body: StartBody, response: replies(Moved),
    },
  }, async (request) => {
    const { instId, ended } = await run(request, async (tx) => {
      await requireReadableRecord(tx, principalOf(request), request.body.businessKey);
      return startInstance(tx, principalOf(request), request.body, request.lang);
    });
    return { ...ok(translatorFor(request.lang)('bpmStarted')), instId: String(instId), ended };
  });

  app.post('/runtime/instance/v1/saveDraft', {
    schema: { tags, summary: 'Saves a start form as a draft (proInstId = update that draft); value = the draft id', body: SaveDraftBody, response: replies(DoneWith(Type.String())) },
  }, async (request) => {
    const id = await run(request, async (tx) => {
      await requireReadableRecord(tx, principalOf(request), request.body.businessKey);
      return { id: await saveStartDraft(tx, principalOf(request), request.lang, request.body) };
    });
    return { state: true, message: translatorFor(request.lang)('bpmDraftSaved'), value: String(id.id) };
  });

  app.delete('/runtime/instance/v1/removeDraftById', {
    schema: { tags, summary: 'Deletes drafts of the caller (删除成功)', querystring: IdsQuery, response: replies(Done) },
  }, async (request) => {
    await run(request, async (tx) => ({ n: await removeDrafts(tx, principalOf(request), parseIds(request.query.ids)) }));
    return ok(translatorFor(request.lang)('bpmDeleted'));
  });

  app.post('/runtime/instance/v1/startDraftForm', {
    schema: { tags, summary: 'A draft of the caller with its form data, to start from', body: Type.Object({ instId: Id }), response: replies(DraftDetail) },
  }, (request) => getDraft(db, principalOf(request), request.body.instId, request.lang));

  app.post('/runtime/instance/v1/doEndProcess', {
    schema: { tags, summary: 'End process (终止成功): from a task the caller holds (taskId), or by instId as initiator / administrator', body: EndProcessBody, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => endProcess(tx, principalOf(request), request.body));
    return ok(translatorFor(request.lang)('bpmEnded'));
  });
  app.get('/runtime/instance/v1/doEndProcessById', {
    schema: { tags, summary: 'End process by instance id (initiator or administrator)', querystring: InstQuery, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => endProcess(tx, principalOf(request), { instId: request.query.instId }));
    return ok(translatorFor(request.lang)('bpmEnded'));
  });

  app.post('/runtime/instance/v1/revokeInstance', {
    schema: {
      tags, summary: 'Revoke (撤回) the caller\'s last agree / inqu on a running instance (or the initiator\'s start) while the next step is untouched',
      body: RevokeBody, response: replies(Done),
    },
  }, async (request) => {
    await run(request, (tx) => revokeOpinion(tx, principalOf(request), request.body, 'revoke'));
    return ok(translatorFor(request.lang)('bpmRevoked'));
  });

  app.post('/runtime/instance/v1/transToMore', {
    schema: { tags, summary: 'Copy-to (流程抄送): each user gets an unread notice of the instance (a running one; its initiator, a holder of its tasks or an administrator)', body: CopyToBody, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => copyToUsers(tx, principalOf(request), request.body));
    return ok(translatorFor(request.lang)('bpmCopied'));
  });

  app.post('/runtime/instance/v1/sendBpmTaskUrgent', {
    schema: { tags, summary: 'Urgent reminder (催办) to every holder of an open task; logged', body: UrgeBody, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => urgeInstance(tx, principalOf(request), request.body));
    return ok(translatorFor(request.lang)('bpmUrged'));
  });
  app.post('/runtime/instance/v1/getUrgrntById', {
    schema: { tags, summary: 'The urge log of an instance', querystring: Type.Object({ id: Id }), response: replies(Type.Array(UrgeRow)) },
  }, (request) => urgesOf(db, principalOf(request), request.query.id, request.lang));
  app.post('/runtime/instance/v1/getUrgentStateConf', {
    schema: { tags, summary: 'Urgent reminder settings: who may urge', response: replies(Type.Object({ enabled: Type.Boolean(), who: Type.String() })) },
  }, () => ({ enabled: true, who: 'initiatorOrAdmin' }));

  for (const [path, forbidden, message] of [['forbiddenInstance', true, 'bpmForbade'], ['unForbiddenInstance', false, 'bpmUnforbade']] as const) {
    app.get(`/runtime/instance/v1/${path}`, {
      schema: { tags, summary: forbidden ? 'Forbid an instance: every action refused until unforbidden' : 'Lifts the forbidding of an instance', querystring: InstQuery, response: replies(Done) },
    }, async (request) => {
      await run(request, (tx) => setForbidden(tx, principalOf(request), request.query.instId, forbidden));
      return ok(translatorFor(request.lang)(message));
    });
  }

  app.get('/runtime/instance/v1/getInstanceByInstId', {
    schema: {
      tags, summary: 'An instance with its data, its form (key and bo) and its current and done nodes', querystring: InstQuery,
      response: replies(InstanceDetail),
    },
  }, (request) => getInstance(db, principalOf(request), request.query.instId, request.lang));

  app.post('/runtime/task/v1/isEnd', {
    schema: { tags, summary: 'Whether an instance has ended', querystring: Type.Object({ procInstId: Id }), response: replies(Type.Boolean()) },
  }, (request) => isEnded(db, principalOf(request), request.query.procInstId));
}
