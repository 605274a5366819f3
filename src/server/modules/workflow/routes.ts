import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageOf } from '../../../common/query/page.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { logBackgroundError } from '../../lib/server-error-log.ts';
import { CountsHub } from '../../bpm/events/counts-hub.ts';
import { startTimerPoller } from '../../bpm/timers.ts';
import { deployFlow, flowDeployment, flowHasStartRights, listFlowDefinitions } from './flow-definitions.ts';
import { instanceActionRoutes } from './routes-instance-actions.ts';
import { instanceMoreRoutes } from './routes-instance-more.ts';
import { countsEventsRoutes } from './routes-events.ts';
import { flowMoreModelRoutes, flowMoreRuntimeRoutes } from './routes-flow-more.ts';
import { flowTypeRoutes } from './flow-types/routes.ts';
import { listRoutes } from './routes-lists.ts';
import { nextChoicesRoutes } from './routes-next-choices.ts';
import { personalModelRoutes, personalRuntimeRoutes } from './routes-personal.ts';
import { taskActionRoutes } from './routes-task-actions.ts';
import { taskMoreRoutes } from './routes-task-more.ts';
import { instanceViewRoutes, modelViewRoutes } from './routes-views.ts';
import { DefinitionRow, Deployed, DeployBody, FlowDeployment, replies } from './schemas.ts';
import { setCountsAnnouncer } from '../home/unread-sources.ts';

const tags = ['workflow'];

/** How often due timers are looked for (BPM_TIMER_POLL_MS; 0 turns the poller off). */
const timerPollMs = () => Number(process.env.BPM_TIMER_POLL_MS ?? 5000);

/**
 * Workflow runtime calls (host bpmRunTime): commands, lists, counters (and their event stream), personal
 * settings kept on this host; plus the due-timer poller for the life of the server.
 */
export async function workflowRuntimeRoutes(fastify: FastifyInstance): Promise<void> {
  const hub = new CountsHub();
  if (fastify.config.databaseUrl) await hub.listen(fastify.config.databaseUrl);
  // Unread messages and mail are pushed with the counters: their modules announce changes through the same hub.
  setCountsAnnouncer((tenantId, users) => hub.announce(tenantId, users));
  const every = timerPollMs();
  let stopPoller: (() => Promise<void>) | null = null;
  fastify.addHook('onReady', async () => {
    if (every <= 0) return;
    stopPoller = startTimerPoller(fastify.db, every, (touched) => {
      for (const [tenantId, users] of touched) hub.announce(tenantId, users);
    }, (error) => logBackgroundError('workflow timer poller', error));
  });
  fastify.addHook('onClose', async () => {
    await stopPoller?.();
    await hub.close();
  });
  await fastify.register(taskActionRoutes, { hub });
  await fastify.register(instanceActionRoutes, { hub });
  await fastify.register(instanceMoreRoutes, { hub });
  await fastify.register(listRoutes, { hub });
  await fastify.register(countsEventsRoutes, { hub });
  await fastify.register(personalRuntimeRoutes);
  await fastify.register(instanceViewRoutes);
  await fastify.register(taskMoreRoutes, { hub });
  await fastify.register(flowMoreRuntimeRoutes);
  await fastify.register(nextChoicesRoutes);
}

/** Workflow model calls (host bpmModel): deployed flows, start rights, deploy, personal settings. */
export async function workflowModelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  app.post('/flow/def/v1/listJson', {
    schema: { tags, summary: 'Main versions of the deployed flows', body: Type.Optional(QueryFilter), response: replies(PageOf(DefinitionRow)) },
  }, (request) => listFlowDefinitions(db, principalOf(request), request.body ?? {}, request.lang));

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

  app.get('/flow/def/v1/getDeployment', {
    schema: {
      tags, summary: 'The main version\'s BPMN XML, settings, English name and category, to deploy a new version from (sysAdmin); latestVersion goes back as baseVersion',
      querystring: Type.Object({ defKey: Type.String({ minLength: 1, maxLength: 100 }) }), response: replies(FlowDeployment),
    },
  }, (request) => flowDeployment(db, principalOf(request), request.query.defKey));
  app.post('/flow/def/v1/deploy', {
    schema: {
      tags, summary: 'Deploys BPMN XML + node settings as a new main version (sysAdmin); a file outside the executable subset is a 400 naming the element; a stale baseVersion is a 409',
      body: DeployBody, response: replies(Deployed),
    },
  }, async (request) => {
    const { defId, defKey, version } = await deployFlow(db, principalOf(request), { ...request.body, settings: request.body.settings ?? {} });
    return { state: true, message: translatorFor(request.lang)('bpmDeployed'), value: { defId: String(defId), defKey, version } };
  });

  await fastify.register(personalModelRoutes);
  await fastify.register(modelViewRoutes);
  await fastify.register(flowMoreModelRoutes);
  await fastify.register(flowTypeRoutes);
}
