import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NextChoices, StartChoicesBody, TaskChoicesBody } from '../../../common/api/workflow-next-choices.ts';
import { withTenant } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { decodeFormData, loadDefinition } from '../../bpm/load-run.ts';
import { choicesFor, startChoices, type NextChoices as Answer } from '../../bpm/next-node-choices.ts';
import { definitionFor, initiatorOf } from '../../bpm/start-instance.ts';
import { openTaskForAction } from '../../bpm/task-access.ts';
import { nodeOf } from '../../bpm/model.ts';
import { DoneWith, replies } from './schemas.ts';

const tags = ['workflow'];

/**
 * "What's possible" before a start or an agree (host bpmRunTime): the next user tasks, which of them take a choice
 * of handlers (the pickers the pages show), and whether the action would find a handler for each, by the rule the
 * action itself applies.
 */
export async function nextChoicesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const reply = (answer: Answer, lang: Parameters<typeof translatorFor>[0]) => {
    const t = translatorFor(lang);
    const message = answer.refusal ? t(answer.refusal.messageKey, answer.refusal.params) : '';
    return { state: true, message: '', value: { possible: answer.possible, message, nodes: answer.nodes } };
  };

  app.post('/runtime/instance/v1/nextNodeChoices', {
    schema: {
      tags, summary: 'Before a start: the first user tasks, which take a choice of handlers (nodeUsers), and whether the start would find a handler for each',
      body: StartChoicesBody, response: replies(DoneWith(NextChoices)),
    },
  }, async (request) => {
    const principal = principalOf(request);
    const answer = await withTenant(db, principal.tenantId, async (tx) => {
      let data = decodeFormData(request.body.data);
      let defId = request.body.defId;
      if (request.body.proInstId !== undefined) {
        const draft = await tx.selectFrom('bpm_draft').select(['def_id', 'data']).where('tenant_id', '=', principal.tenantId)
          .where('id', '=', request.body.proInstId).where('creator_id', '=', principal.userId).executeTakeFirst();
        if (!draft) throw notFound('bpmDraftNotFound');
        data = { ...draft.data, ...data };
        defId ??= draft.def_id;
      }
      const def = await definitionFor(tx, principal.tenantId, { defId, flowKey: request.body.flowKey });
      const initiatorId = await initiatorOf(tx, principal, request.body.agentLeaderId);
      return startChoices(tx, principal, initiatorId, await loadDefinition(tx, def.id), data, request.lang);
    });
    return reply(answer, request.lang);
  });

  app.post('/runtime/task/v1/nextNodeChoices', {
    schema: {
      tags, summary: 'Before an agree: the user tasks the task leads to, which take a choice of handlers (nodeUsers), and whether the agree would find a handler for each',
      body: TaskChoicesBody, response: replies(DoneWith(NextChoices)),
    },
  }, async (request) => {
    const principal = principalOf(request);
    const answer = await withTenant(db, principal.tenantId, async (tx) => {
      const { task, run } = await openTaskForAction(tx, principal, request.body.taskId, request.body.leaderId);
      // Child tasks (communicate, circulate, inquire, add-sign votes) answer; they never move the token.
      if (task.parent_task_id !== null) return { possible: true, refusal: null, nodes: [] };
      const data = { ...run.instance.data, ...decodeFormData(request.body.data) };
      const answer = await choicesFor(tx, { tenantId: run.tenantId, initiatorId: run.instance.creatorId, actorId: principal.userId }, run, task.node_id, data, request.lang);
      // A countersign vote moves the token only when it completes the node: a choice is offered, but neither required of
      // every signer nor a reason to call the vote impossible (the completing vote is checked by the action itself).
      if (nodeOf(run.model, task.node_id).multiInstance) {
        return { possible: true, refusal: null, nodes: answer.nodes.map((n) => ({ ...n, required: false })) };
      }
      return answer;
    });
    return reply(answer, request.lang);
  });
}
