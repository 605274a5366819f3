import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageOf } from '../../../common/query/page.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant } from '../../db/database.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { completeTask } from '../../bpm/complete-task.ts';
import { startInstance } from '../../bpm/start-instance.ts';
import { deployFlow, flowHasStartRights, listFlowDefinitions } from './flow-definitions.ts';
import { listDone, listMyRequests, listTodo } from './list-tasks.ts';
import { getTask, getTaskButtons, instanceOpinions } from './read-task.ts';
import {
  Button, CompleteBody, DefinitionRow, Deployed, DeployBody, Id, InstanceRow, Moved, Opinion, replies, StartBody, TaskDetail, TodoRow,
} from './schemas.ts';

const tags = ['workflow'];

/** Workflow runtime calls (host bpmRunTime): start, complete, to-do / done / request lists, task and opinions. */
export async function workflowRuntimeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  app.post('/runtime/instance/v1/start', {
    schema: { tags, summary: 'Starts a flow (defId, or flowKey = its main version); replies the envelope plus instId', body: StartBody, response: replies(Moved) },
  }, async (request) => {
    const principal = principalOf(request);
    const { instId, ended } = await withTenant(db, principal.tenantId, (tx) => startInstance(tx, principal, request.body));
    return { ...ok(translatorFor(request.lang)('bpmStarted')), instId: String(instId), ended };
  });

  app.post('/runtime/task/v1/complete', {
    schema: {
      tags, summary: 'Handles a task: agree | oppose | reject (destination = chosen node, else the previous node) | backToStart',
      body: CompleteBody, response: replies(Moved),
    },
  }, async (request) => {
    const principal = principalOf(request);
    const { instId, ended } = await withTenant(db, principal.tenantId, (tx) => completeTask(tx, principal, request.body));
    return { ...ok(translatorFor(request.lang)('bpmTaskDone')), instId: String(instId), ended };
  });

  app.post('/runtime/task/v1/getTodoList', {
    schema: { tags, summary: 'Open tasks of the caller (assignee or candidate), newest first', body: Type.Optional(QueryFilter), response: replies(PageOf(TodoRow)) },
  }, (request) => listTodo(db, principalOf(request), request.body ?? {}));

  app.post('/runtime/instance/v1/getDoneInstList', {
    schema: { tags, summary: 'Instances the caller handled, by last handling time', body: Type.Optional(QueryFilter), response: replies(PageOf(InstanceRow)) },
  }, (request) => listDone(db, principalOf(request), request.body ?? {}));

  app.post('/runtime/instance/v1/myRequest', {
    schema: { tags, summary: 'Instances the caller started, newest first', body: Type.Optional(QueryFilter), response: replies(PageOf(InstanceRow)) },
  }, (request) => listMyRequests(db, principalOf(request), request.body ?? {}));

  app.get('/runtime/task/v1/get', {
    schema: { tags, summary: 'A task with its instance data and buttons', querystring: Type.Object({ id: Id }), response: replies(TaskDetail) },
  }, (request) => getTask(db, principalOf(request), request.query.id, request.lang));

  app.get('/runtime/task/v1/getButtonsBytaskId', {
    schema: {
      tags, summary: 'Buttons of a task (alias, name)', querystring: Type.Object({ taskId: Id, leaderId: Type.Optional(Type.String({ maxLength: 20 })) }),
      response: replies(Type.Array(Button)),
    },
  }, (request) => getTaskButtons(db, principalOf(request), request.query.taskId, request.lang));

  app.get('/runtime/instance/v1/instanceFlowOpinions', {
    schema: { tags, summary: 'Opinions of an instance, oldest first', querystring: Type.Object({ instId: Id }), response: replies(Type.Array(Opinion)) },
  }, (request) => instanceOpinions(db, principalOf(request), request.query.instId));
}

/** Workflow model calls (host bpmModel): deployed flows, start rights, deploy. */
export async function workflowModelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  app.post('/flow/def/v1/listJson', {
    schema: { tags, summary: 'Main versions of the deployed flows', body: Type.Optional(QueryFilter), response: replies(PageOf(DefinitionRow)) },
  }, (request) => listFlowDefinitions(db, principalOf(request), request.body ?? {}));

  app.get('/flow/def/v1/flowHasStartRights', {
    schema: {
      tags, summary: 'Whether the caller may start a flow: state true, or state false with 无启动权限，请联系管理员',
      querystring: Type.Object({ defKey: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: replies(Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Boolean() })),
    },
  }, async (request) => {
    const allowed = await flowHasStartRights(db, principalOf(request), request.query.defKey);
    const t = translatorFor(request.lang);
    return { state: allowed, message: allowed ? '' : t('bpmNoStartRights'), value: allowed };
  });

  app.post('/flow/def/v1/deploy', {
    schema: {
      tags, summary: 'Deploys BPMN XML + node settings as a new main version (sysAdmin); a file outside the executable subset is a 400 naming the element',
      body: DeployBody, response: replies(Deployed),
    },
  }, async (request) => {
    const { defId, defKey, version } = await deployFlow(db, principalOf(request), { ...request.body, settings: request.body.settings ?? {} });
    return { state: true, message: translatorFor(request.lang)('bpmDeployed'), value: { defId: String(defId), defKey, version } };
  });
}
