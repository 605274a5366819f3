import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageOf } from '../../../common/query/page.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import type { CountsHub } from '../../bpm/events/counts-hub.ts';
import { act } from './act.ts';
import { countsOf } from './counts.ts';
import { definitionNodes, rejectDestinations, savedOpinion } from './instance-reads.ts';
import { listDoneTasks, listDrafts, listNotices, type NoticeBox } from './list-notices.ts';
import { listDelegated, listDone, listLeaderTodo, listMyRequests, listTodo } from './list-tasks.ts';
import { deleteNotice, getNotice, readNotice } from './notices.ts';
import { getTask, getTaskButtons, instanceOpinions } from './read-task.ts';
import {
  Button, Count, Counts, Done, DoneTaskRow, DraftRow, Id, InstanceRow, JumpNode, NoticeRow, Opinion, replies, SavedOpinion, TaskDetail, TodoRow,
} from './schemas.ts';

const tags = ['workflow'];
const Filter = Type.Optional(QueryFilter);

/** Lists, counters and reads of the workflow centre (host bpmRunTime); every list pages, filters and counts through an index. */
export async function listRoutes(fastify: FastifyInstance, { hub }: { hub: CountsHub }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  const todoLists = {
    getTodoList: ['Open tasks of the caller (assignee, candidate or deputy), newest first', listTodo],
    getLeaderTodoList: ['Open tasks of the leaders the caller is secretary of', listLeaderTodo],
    getDelegate: ['My delegations: open tasks others hold for the caller (转办, agent rules)', listDelegated],
  } as const;
  for (const [name, [summary, list]] of Object.entries(todoLists)) {
    app.post(`/runtime/task/v1/${name}`, { schema: { tags, summary, body: Filter, response: replies(PageOf(TodoRow)) } },
      (request) => list(db, principalOf(request), request.body ?? {}, request.lang));
  }

  const noticeLists: Record<string, [NoticeBox, string]> = {
    getNoticeTodoReadList: ['todoRead', 'Copies to the caller not read yet (todoRead)'],
    getNoticeDoneReadList: ['doneRead', 'Copies to the caller already read (doneRead)'],
    getMyNoticeReadList: ['myRead', 'Copies the caller sent (myRead)'],
  };
  for (const [name, [box, summary]] of Object.entries(noticeLists)) {
    app.post(`/runtime/task/v1/${name}`, { schema: { tags, summary, body: Filter, response: replies(PageOf(NoticeRow)) } },
      (request) => listNotices(db, principalOf(request), request.body ?? {}, box, request.lang));
  }

  app.post('/runtime/instance/v1/getDoneInstList', {
    schema: { tags, summary: 'Instances the caller handled, by last handling time', body: Filter, response: replies(PageOf(InstanceRow)) },
  }, (request) => listDone(db, principalOf(request), request.body ?? {}, request.lang));
  app.post('/runtime/instance/v1/getDoneList', {
    schema: {
      tags, summary: 'The caller\'s opinions, newest first; revoke = running instance, agree or inqu, first row per instance and task key',
      querystring: Type.Object({ isCheckRevoke: Type.Optional(Type.Boolean()) }), body: Filter, response: replies(PageOf(DoneTaskRow)),
    },
  }, (request) => listDoneTasks(db, principalOf(request), request.body ?? {}, request.lang));
  app.post('/runtime/instance/v1/myRequest', {
    schema: { tags, summary: 'Instances the caller started, newest first', body: Filter, response: replies(PageOf(InstanceRow)) },
  }, (request) => listMyRequests(db, principalOf(request), request.body ?? {}, request.lang));
  app.post('/runtime/instance/v1/newProcess', {
    schema: { tags, summary: 'The caller\'s drafts, last saved first', body: Filter, response: replies(PageOf(DraftRow)) },
  }, (request) => listDrafts(db, principalOf(request), request.body ?? {}, request.lang));

  app.post('/runtime/counts/v1/all', {
    schema: { tags, summary: 'Every counter of the caller at once (also pushed at /runtime/counts/v1/events)', response: replies(Counts) },
  }, (request) => countsOf(db, principalOf(request)));
  const counters: [method: 'get' | 'post', path: string, key: keyof Counts][] = [
    ['post', '/runtime/task/v1/getTodoCount', 'todo'], ['get', '/runtime/task/v1/getLeaderTodoCount', 'leaderTodo'],
    ['post', '/runtime/task/v1/getDelegateCount', 'delegate'], ['post', '/runtime/task/v1/getNoticeTodoReadCount', 'todoRead'],
    ['post', '/runtime/task/v1/getNoticeDoneReadCount', 'doneRead'], ['post', '/runtime/task/v1/getMyNoticeReadCount', 'myRead'],
    ['post', '/runtime/instance/v1/newProcessCount', 'draft'],
  ];
  for (const [method, path, key] of counters) {
    app[method](path, { schema: { tags, summary: `Counter: ${key}`, response: replies(Count) } }, async (request) => (await countsOf(db, principalOf(request)))[key]);
  }
  app.post('/runtime/instance/v1/getDoneInstCount', { schema: { tags, summary: 'Counter: done instances', body: Filter, response: replies(Count) } },
    async (request) => (await listDone(db, principalOf(request), { ...request.body, pageBean: { page: 1, pageSize: 1, showTotal: true } }, 'zh-CN')).total ?? 0);
  app.get('/runtime/instance/v1/myRequestCount', { schema: { tags, summary: 'Counter: my requests', response: replies(Count) } },
    async (request) => (await listMyRequests(db, principalOf(request), { pageBean: { page: 1, pageSize: 1, showTotal: true } }, 'zh-CN')).total ?? 0);

  const NoticeId = Type.Object({ id: Id });
  for (const name of ['getNotice', 'getBpmTaskNoticeById', 'getBpmTaskNoticeDoneById']) {
    app.get(`/runtime/task/v1/${name}`, { schema: { tags, summary: 'A copy-to notice the caller received or sent', querystring: NoticeId, response: replies(NoticeRow) } },
      (request) => getNotice(db, principalOf(request), request.query.id, request.lang));
  }
  for (const name of ['addReadRecord', 'noticeTurnDode']) {
    app.post(`/runtime/task/v1/${name}`, {
      schema: { tags, summary: 'Marks a received copy read (todoRead -> doneRead); taskId = the notice id', querystring: Type.Object({ taskId: Id }), response: replies(Done) },
    }, async (request) => {
      await act(db, hub, principalOf(request), (tx) => readNotice(tx, principalOf(request), request.query.taskId));
      return ok(translatorFor(request.lang)('bpmOperationDone'));
    });
  }
  app.post('/runtime/task/v1/delBpmTaskNoticeById', {
    schema: { tags, summary: 'Deletes a copy the caller received or sent (删除成功)', querystring: NoticeId, response: replies(Done) },
  }, async (request) => {
    await act(db, hub, principalOf(request), (tx) => deleteNotice(tx, principalOf(request), request.query.id));
    return ok(translatorFor(request.lang)('bpmDeleted'));
  });

  app.get('/runtime/task/v1/get', {
    schema: { tags, summary: 'A task with its instance data, form rights, buttons and the leaders the caller may act for', querystring: Type.Object({ id: Id }), response: replies(TaskDetail) },
  }, (request) => getTask(db, principalOf(request), request.query.id, request.lang));
  app.get('/runtime/task/v1/getButtonsBytaskId', {
    schema: {
      tags, summary: 'Buttons of a task (alias, name) by the per-node rules', querystring: Type.Object({ taskId: Id, leaderId: Type.Optional(Type.String({ maxLength: 20 })) }),
      response: replies(Type.Array(Button)),
    },
  }, (request) => getTaskButtons(db, principalOf(request), request.query.taskId, request.lang));
  app.get('/runtime/instance/v1/instanceFlowOpinions', {
    schema: { tags, summary: 'Opinions of an instance, oldest first', querystring: Type.Object({ instId: Id }), response: replies(Type.Array(Opinion)) },
  }, (request) => instanceOpinions(db, principalOf(request), request.query.instId, request.lang));
  app.post('/runtime/task/v1/getAfterJumpNodes', {
    schema: { tags, summary: 'Nodes the task may be sent back to (reject to a chosen node)', body: Type.Object({ taskId: Id }), response: replies(Type.Array(JumpNode)) },
  }, (request) => rejectDestinations(db, principalOf(request), request.body.taskId, request.lang));
  app.get('/runtime/task/v1/taskToReject', {
    schema: { tags, summary: 'Nodes the task may be sent back to', querystring: Type.Object({ taskId: Id, backModel: Type.Optional(Type.String({ maxLength: 40 })) }), response: replies(Type.Array(JumpNode)) },
  }, (request) => rejectDestinations(db, principalOf(request), request.query.taskId, request.lang));
  app.get('/runtime/task/v1/taskNode', {
    schema: {
      tags, summary: 'User-task nodes of a definition', querystring: Type.Object({ defId: Id }),
      response: replies(Type.Array(Type.Object({ nodeId: Type.String(), name: Type.String(), nodeType: Type.String() }))),
    },
  }, (request) => definitionNodes(db, principalOf(request), request.query.defId, request.lang));
  app.get('/runtime/task/v1/getBpmSaveOpinionByTeam', {
    schema: { tags, summary: 'The opinion saved on a task without completing it', querystring: Type.Object({ instId: Type.Optional(Id), taskId: Id }), response: replies(SavedOpinion) },
  }, (request) => savedOpinion(db, principalOf(request), request.query.taskId));
}
