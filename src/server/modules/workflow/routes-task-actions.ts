import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { completeTask } from '../../bpm/complete-task.ts';
import { addSign, revokeAdvisory, revokeSigners } from '../../bpm/actions/add-sign.ts';
import { openChildTasks } from '../../bpm/actions/child-tasks.ts';
import { delegateTask } from '../../bpm/actions/delegate-task.ts';
import { setHangUp } from '../../bpm/actions/hang-up.ts';
import { canLock, lockUnlock } from '../../bpm/actions/lock-unlock.ts';
import { revokeOpinion } from '../../bpm/actions/revoke.ts';
import { formDataRevKey } from '../../bpm/actions/form-data-rev.ts';
import { saveTaskDraft } from '../../bpm/actions/task-draft.ts';
import { saveDueTime } from '../../bpm/actions/due-time.ts';
import { saveFollow } from '../../bpm/actions/follow.ts';
import type { CountsHub } from '../../bpm/events/counts-hub.ts';
import { act } from './act.ts';
import { requireInstanceReader } from './instance-access.ts';
import { dueTimeOf, followedNodes } from './instance-reads.ts';
import {
  AddSignBody, CompleteBody, Done, DueTime, DueTimeBody, FollowBody, FollowedNodes, Id, Moved, replies, TaskDraftBody, TaskDraftSaved, TaskOpinionBody,
  TaskUsersBody,
} from './schemas.ts';

const tags = ['workflow'];
const TaskQuery = Type.Object({ taskId: Id });

/** Task commands (host bpmRunTime): each one transaction behind the instance lock, with its opinion recorded. */
export async function taskActionRoutes(fastify: FastifyInstance, { hub }: { hub: CountsHub }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const run = <T extends object>(request: FastifyRequest, work: (tx: Tx) => Promise<T>) =>
    act<T>(db, hub, principalOf(request), work);

  app.post('/runtime/task/v1/complete', {
    schema: {
      tags, summary: 'Handles a task: agree | oppose | reject (destination = chosen node, else the previous node) | backToStart; child tasks: commu, agreeTrans, opposeTrans, inquReply',
      body: CompleteBody, response: replies(Moved),
    },
  }, async (request) => {
    const key = await formDataRevKey(db);
    const { instId, ended } = await run(request, (tx) => completeTask(tx, principalOf(request), request.body, key, request.lang));
    return { ...ok(translatorFor(request.lang)('bpmTaskDone')), instId: String(instId), ended };
  });

  type MessageKey = Parameters<ReturnType<typeof translatorFor>>[0];
  const childRoute = (path: string, status: string, action: string, message: MessageKey, passedOnMessage: MessageKey | null, summary: string) =>
    app.post(path, { schema: { tags, summary, body: TaskUsersBody, response: replies(Done) } }, async (request) => {
      const { passedOn } = await run(request, (tx) => openChildTasks(tx, principalOf(request), request.body, status, action));
      return ok(translatorFor(request.lang)(passedOn && passedOnMessage ? passedOnMessage : message));
    });
  childRoute('/runtime/task/v1/taskToInqu', 'TRANSFORMEDINQU', 'inqu', 'bpmInquired', null, 'Inquire (征询): each user gets a TRANSFORMEDINQU task to reply to (taskToInquReply)');
  childRoute('/runtime/task/v1/communicate', 'COMMU', 'startCommu', 'bpmCommunicated', 'bpmCommuToMoreDone',
    'Communicate (沟通): each user gets a COMMU task, answered by complete with actionName commu or doNextcommu; on a COMMU task its holder passes it on (继续沟通, 继续沟通成功) and keeps their own');
  childRoute('/runtime/task/v1/taskToTrans', 'TRANSFORMED', 'startTrans', 'bpmCirculated', 'bpmTransToMoreDone',
    'Circulate (流转): each user gets a TRANSFORMED task, answered by complete with agreeTrans / opposeTrans; on a TRANSFORMED task its holder passes it on (继续流转, 继续流转成功) and keeps their own');

  app.post('/runtime/task/v1/taskToInquReply', {
    schema: { tags, summary: 'Replies to an inquiry task (征询回复)', body: TaskOpinionBody, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => completeTask(tx, principalOf(request), { ...request.body, actionName: 'inquReply' }, undefined, request.lang));
    return ok(translatorFor(request.lang)('bpmReplied'));
  });

  app.post('/runtime/task/v1/delegate', {
    schema: { tags, summary: 'Delegate (转办) a task to one user (status DELIVERTO; the delegator sees it under my delegations)', body: TaskUsersBody, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => delegateTask(tx, principalOf(request), request.body));
    return ok(translatorFor(request.lang)('bpmDelegated'));
  });

  const signBody = { tags, body: AddSignBody, response: replies(Done) };
  for (const path of ['/runtime/task/v1/userTaskToSign', '/runtime/task/v1/taskCustomSignUsers']) {
    app.post(path, { schema: { ...signBody, summary: 'Add signature (加签): child tasks SIGNLINEED (parallel) or SIGNSEQUENCEED (in sequence)' } }, async (request) => {
      await run(request, (tx) => addSign(tx, principalOf(request), request.body));
      return ok(translatorFor(request.lang)('bpmSignAdded'));
    });
  }

  app.post('/runtime/task/v1/saveDraft', {
    schema: {
      tags, summary: 'Saves a task\'s form data and opinion without completing it (stale dataRev with data = 409 FORM_DATA_STALE); value.dataRev = the revision now stored',
      body: TaskDraftBody, response: replies(TaskDraftSaved),
    },
  }, async (request) => {
    const key = await formDataRevKey(db);
    const { dataRev } = await run(request, (tx) => saveTaskDraft(tx, principalOf(request), request.lang, key, request.body));
    return { state: true, message: translatorFor(request.lang)('bpmSaved'), value: { dataRev } };
  });
  app.post('/runtime/task/v1/createBpmSaveOpinion', {
    schema: { tags, summary: 'Saves a task\'s opinion without completing it', body: TaskDraftBody, response: replies(Done) },
  }, async (request) => {
    const key = await formDataRevKey(db);
    await run(request, (tx) => saveTaskDraft(tx, principalOf(request), request.lang, key, request.body));
    return ok(translatorFor(request.lang)('bpmSaved'));
  });

  app.get('/runtime/task/v1/canLock', {
    schema: { tags, summary: 'Whether the caller may sign for (lock) this shared task now', querystring: TaskQuery, response: replies(Type.Boolean()) },
  }, (request) => run(request, async (tx) => ({ value: await canLock(tx, principalOf(request), request.query.taskId) })).then((r) => r.value));

  app.get('/runtime/task/v1/lockUnlock', {
    schema: { tags, summary: 'Lock / unlock a shared task: 1 signed for, 3 sign-off cancelled, 0 handled, 2 not shared, 4 locked by someone else', querystring: TaskQuery, response: replies(Type.Integer()) },
  }, (request) => run(request, (tx) => lockUnlock(tx, principalOf(request), request.query.taskId)).then((r) => r.result));

  app.get('/runtime/task/v1/retrieveBpmTask', {
    schema: { tags, summary: 'Retrieve (追回) a task the caller completed while the next step is still untouched', querystring: TaskQuery, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => revokeOpinion(tx, principalOf(request), { taskId: request.query.taskId }, 'retrieve'));
    return ok(translatorFor(request.lang)('bpmRetrieved'));
  });

  for (const [path, suspended, message] of [['hangUp', true, 'bpmHungUp'], ['cancelHangUp', false, 'bpmResumed']] as const) {
    app.post(`/runtime/task/v1/${path}`, {
      schema: { tags, summary: suspended ? 'Hang up (挂起) a task' : 'Cancel the hang-up of a task', querystring: TaskQuery, response: replies(Done) },
    }, async (request) => {
      await run(request, (tx) => setHangUp(tx, principalOf(request), request.query.taskId, suspended));
      return ok(translatorFor(request.lang)(message));
    });
  }

  for (const path of ['/runtime/instance/v1/revokeSignLine', '/runtime/instance/v1/revokeCustomSign']) {
    app.post(path, { schema: { tags, summary: 'Withdraws added signers who have not signed yet', body: Type.Object({ taskId: Id }), response: replies(Done) } }, async (request) => {
      await run(request, (tx) => revokeSigners(tx, principalOf(request), request.body.taskId));
      return ok(translatorFor(request.lang)('bpmSignRevoked'));
    });
  }
  app.post('/runtime/instance/v1/revokeTrans', {
    schema: { tags, summary: 'Withdraws open circulation / inquiry / communication tasks sent from a task', body: Type.Object({ taskId: Id }), response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => revokeAdvisory(tx, principalOf(request), request.body.taskId));
    return ok(translatorFor(request.lang)('bpmTransRevoked'));
  });

  app.get('/runtime/bpmTaskDueTime/v1/getByTaskId', {
    schema: { tags, summary: 'A task\'s due time', querystring: TaskQuery, response: replies(DueTime) },
  }, (request) => dueTimeOf(db, principalOf(request), request.query.taskId));
  app.get('/runtime/bpmTaskDueTime/v1/getExpirationDate', {
    schema: { tags, summary: 'A task\'s due time (expiration date)', querystring: TaskQuery, response: replies(DueTime) },
  }, (request) => dueTimeOf(db, principalOf(request), request.query.taskId));
  app.post('/runtime/bpmTaskDueTime/v1/save', {
    schema: { tags, summary: 'Sets an open task\'s due time (handler, initiator or administrator)', body: DueTimeBody, response: replies(Done) },
  }, async (request) => {
    await run(request, (tx) => saveDueTime(tx, principalOf(request), request.body));
    return ok(translatorFor(request.lang)('bpmSaved'));
  });

  app.get('/runtime/taskFollow/v1/getFollowedNode', {
    schema: { tags, summary: 'The nodes the caller follows on an instance', querystring: Type.Object({ instId: Id }), response: replies(FollowedNodes) },
  }, (request) => followedNodes(db, principalOf(request), request.query.instId));
  app.post('/runtime/taskFollow/v1/save', {
    schema: { tags, summary: 'Follow (跟踪) nodes of an instance; an empty list stops following', body: FollowBody, response: replies(Done) },
  }, async (request) => {
    const principal = principalOf(request);
    const { followed } = await run(request, async (tx) => {
      await requireInstanceReader(tx, principal, request.body.instId);
      return saveFollow(tx, principal, request.body);
    });
    return ok(translatorFor(request.lang)(followed ? 'bpmFollowed' : 'bpmUnfollowed'));
  });
}
