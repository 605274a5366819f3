import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HOME_SUMMARY_PATH, HomeSummary, WORKBENCH_POSITION_PATH, WorkbenchPosition } from '../../../common/api/home.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { homeSummary } from './home-summary.ts';
import { saveWorkbenchPosition } from './workbench-position.ts';

const tags = ['home'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** The home page (front host): tiles and workbench in one read; the workbench's remembered position. */
export async function homeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(HOME_SUMMARY_PATH, {
    schema: { tags, response: replies(HomeSummary), summary: 'The seven statistic tiles and the caller\'s workbench (counters, stream ticket, position)' },
  }, (request) => homeSummary(fastify.db, principalOf(request)));
  app.put(WORKBENCH_POSITION_PATH, {
    schema: { tags, body: WorkbenchPosition, response: replies(CommandReply), summary: 'Remembers where the caller dropped the home workbench' },
  }, async (request) => ok(translatorFor(request.lang)('operationSucceeded'), await saveWorkbenchPosition(fastify.db, principalOf(request), request.body)));
}
