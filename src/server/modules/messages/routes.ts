import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChangeMessageParams, MessagePage, UnreadCount } from '../../../common/api/messages.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { unreadChanged } from '../home/unread-sources.ts';
import { changeMessages, countUnread, listMessages } from './messages.ts';
import './unread-source.ts';

const tags = ['messages'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** Portal messages (front host): the workbench's unread counter, marking read, the list. */
export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  app.get('/api/v1/message/unread', { schema: { tags, response: replies(UnreadCount), summary: "The caller's unread messages" } },
    (request) => countUnread(db, principalOf(request)));
  app.put('/api/v1/message/change/:ids/:status', {
    schema: { tags, params: ChangeMessageParams, response: replies(CommandReply), summary: 'Marks messages read (1) or unread (0)' },
  }, async (request) => {
    const principal = principalOf(request);
    const changed = await changeMessages(db, principal, request.params.ids, request.params.status);
    unreadChanged(principal.tenantId, [principal.userId]);
    return ok(translatorFor(request.lang)('operationSucceeded'), changed);
  });
  app.post('/api/v1/message/list', { schema: { tags, body: QueryFilter, response: replies(MessagePage), summary: "The caller's messages, newest first" } },
    (request) => listMessages(db, principalOf(request), request.body));
}
