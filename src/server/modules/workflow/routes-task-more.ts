import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CountersignSignersBody, CurNodeProperties, NodeOpinionQuery, NodeTaskQuery, ParallelRevokeQuery, ParallelRevokeTask, TaskIdQuery, TaskKeyOpinion,
} from '../../../common/api/workflow-more.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { addCountersignSigners } from '../../bpm/actions/countersign-signers.ts';
import type { CountsHub } from '../../bpm/events/counts-hub.ts';
import { act } from './act.ts';
import { currentNodeProperties } from './current-node.ts';
import { nodeOpinions } from './node-opinions.ts';
import { parallelRevokeTasks } from './parallel-revoke-tasks.ts';
import { Done, Opinion, replies } from './schemas.ts';
import { latestNodeOpinion, latestTaskOpinion } from './task-keys.ts';

const tags = ['workflow'];

/**
 * Calls of the task page (host bpmRunTime): a node's opinions and settings, the latest approval-history row of a
 * task or node, withdrawable signers; and adding signers to a countersign node (a command).
 */
export async function taskMoreRoutes(fastify: FastifyInstance, { hub }: { hub: CountsHub }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const task = '/runtime/task/v1';

  app.get(`${task}/nodeOpinion`, {
    schema: {
      tags, summary: 'The opinions given on one node of an instance, oldest first (readers of the instance; defId, when sent, must be the instance\'s version)',
      querystring: NodeOpinionQuery, response: replies(Type.Array(Opinion)),
    },
  }, (request) => nodeOpinions(db, principalOf(request), request.query, request.lang));

  app.get(`${task}/getCurNodeProperties`, {
    schema: {
      tags, summary: 'The node a task stands on: kind, countersign mode, buttons, reject modes, field rights, copy-to, due time',
      querystring: TaskIdQuery, response: replies(CurNodeProperties),
    },
  }, (request) => currentNodeProperties(db, principalOf(request), request.query.taskId, request.lang));

  app.get(`${task}/getTaskKeyByTaskId`, {
    schema: {
      tags, summary: 'The latest approval-history row (opinion) of a task, with procInstId; null when none yet (readers of the instance)',
      querystring: TaskIdQuery, response: replies(TaskKeyOpinion),
    },
  }, (request) => latestTaskOpinion(db, principalOf(request), request.query.taskId, request.lang));

  app.get(`${task}/getTaskKeyByNodeId`, {
    schema: {
      tags, summary: 'The latest approval-history row (opinion) of a node of an instance, with procInstId; null when none yet',
      querystring: NodeTaskQuery, response: replies(TaskKeyOpinion),
    },
  }, (request) => latestNodeOpinion(db, principalOf(request), request.query.instId, request.query.nodeId, request.lang));

  app.post(`${task}/taskSignUsers`, {
    schema: {
      tags, summary: 'Countersign add-sign (会签任务加签): the holder of a countersign task adds signers to its node; parallel: a task each at once, sequential: queued after the current signers; the completion rule counts them',
      body: CountersignSignersBody, response: replies(Done),
    },
  }, async (request) => {
    const principal = principalOf(request);
    await act(db, hub, principal, (tx) => addCountersignSigners(tx, principal, request.body));
    return ok(translatorFor(request.lang)('bpmSignAdded'));
  });

  app.get('/runtime/customsign/v1/getParallelRevokeTasks', {
    schema: {
      tags, summary: 'Open parallel add-sign tasks under tasks the caller holds, which revokeSignLine withdraws; taskId narrows to one parent task',
      querystring: ParallelRevokeQuery, response: replies(Type.Array(ParallelRevokeTask)),
    },
  }, (request) => parallelRevokeTasks(db, principalOf(request), request.lang, request.query.taskId));
}
