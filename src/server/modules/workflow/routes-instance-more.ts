import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CommuReplyBody, CopyReplyBody, DefaultInfo, FormDataSaved, NodeExecutors, ReadRecordRow, ReadRecordsBody, RelatedInformation, RelatedProcessBody,
  SaveFormDataBody, StartFormQuery, StartFormView,
} from '../../../common/api/workflow-instance-more.ts';
import { PageOf } from '../../../common/query/page.ts';
import type { Tx } from '../../db/database.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { formDataRevKey } from '../../bpm/actions/form-data-rev.ts';
import { replyCommunication } from '../../bpm/actions/reply-communication.ts';
import { replyToCopy } from '../../bpm/actions/reply-to-copy.ts';
import { saveFormData } from '../../bpm/actions/save-form-data.ts';
import type { CountsHub } from '../../bpm/events/counts-hub.ts';
import { act } from './act.ts';
import { defaultInfo } from './default-info.ts';
import { instanceExecutors } from './instance-executors.ts';
import { readRecords } from './read-records.ts';
import { relatedInformation, relatedProcesses } from './related-instances.ts';
import { startForm } from './start-form.ts';
import { Done, Id, InstanceRow, replies } from './schemas.ts';

const tags = ['workflow'];

/**
 * More instance calls (host bpmRunTime): replies to a copy (抄送回复) and to a communication (沟通反馈), saving an
 * instance's form without moving it, its read records, related instances, the current handlers, and what a start form opens with.
 */
export async function instanceMoreRoutes(fastify: FastifyInstance, { hub }: { hub: CountsHub }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const run = <T extends object>(request: FastifyRequest, work: (tx: Tx) => Promise<T>) => act<T>(db, hub, principalOf(request), work);

  app.post('/runtime/instance/v1/doNextCopyto', {
    schema: {
      tags, summary: 'Copy-to reply (抄送回复): the receiver of a copy-to notice answers it; the reply joins the approval history (copyToReply) and the notice counts as read; repeatable; running or ended instances',
      body: CopyReplyBody, response: replies(Done),
    },
  }, async (request) => {
    await run(request, (tx) => replyToCopy(tx, principalOf(request), request.body));
    return ok(translatorFor(request.lang)('bpmCopyReplied'));
  });
  app.post('/runtime/instance/v1/doNextcommu', {
    schema: { tags, summary: 'Communication reply (沟通反馈): the holder of a COMMU task answers it (complete with actionName commu)', body: CommuReplyBody, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => replyCommunication(tx, principalOf(request), request.body));
    return ok(translatorFor(request.lang)('bpmCommuReplied'));
  });

  app.post('/runtime/instance/v1/saveFormData', {
    schema: {
      tags, summary: 'Saves an instance\'s form data without moving the flow (initiator or current handler; field rights of their node; validated; stale dataRev = 409); value.dataRev = the new revision',
      body: SaveFormDataBody, response: replies(FormDataSaved),
    },
  }, async (request) => {
    const key = await formDataRevKey(db);
    const { dataRev } = await run(request, (tx) => saveFormData(tx, principalOf(request), request.lang, key, request.body));
    return { state: true, message: translatorFor(request.lang)('bpmSaved'), value: { dataRev } };
  });

  app.post('/runtime/instance/v1/getByRecordInstId', {
    schema: {
      tags, summary: 'Read records (阅读记录) of an instance: who read its copies and when, last read first; readers of the instance; paged and filterable (readerName, senderName, nodeName, nodeId, createTime, readTime)',
      body: ReadRecordsBody, response: replies(PageOf(ReadRecordRow)),
    },
  }, (request) => readRecords(db, principalOf(request), request.body, request.lang));
  app.post('/runtime/instance/v1/relatedProcess', {
    schema: { tags, summary: 'The other instances of an instance\'s business key that the caller may read, newest first', body: RelatedProcessBody, response: replies(PageOf(InstanceRow)) },
  }, (request) => relatedProcesses(db, principalOf(request), request.body, request.lang));
  app.get('/runtime/instance/v1/getRelatedInformationById', {
    schema: {
      tags, summary: 'What is related to an instance: its business record (when readable), the other instances of its business key, the revision of its form data',
      querystring: Type.Object({ id: Id }), response: replies(RelatedInformation),
    },
  }, async (request) => relatedInformation(db, principalOf(request), request.query.id, await formDataRevKey(db), request.lang));

  app.get('/runtime/instance/v1/getExcutorNameByInstId', {
    schema: { tags, summary: 'The nodes an instance waits at and who holds their open tasks', querystring: Type.Object({ instId: Id }), response: replies(Type.Array(NodeExecutors)) },
  }, (request) => instanceExecutors(db, principalOf(request), request.query.instId, request.lang));
  app.get('/runtime/instance/v1/getDefaultInfoMap', {
    schema: { tags, summary: 'What a start form shows before anything is typed: the initiator, their current organisation and post, today', response: replies(DefaultInfo) },
  }, (request) => defaultInfo(fastify, principalOf(request), request.lang));
  app.post('/runtime/instance/v1/startForm', {
    schema: {
      tags, summary: 'The start page of a flow (main version of defKey) filled from a record of the flow form\'s bo (businessKey = its id)',
      querystring: StartFormQuery, response: replies(StartFormView),
    },
  }, (request) => startForm(db, principalOf(request), request.query, request.lang));
}
