import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { COUNTS_EVENTS_PATH, COUNTS_TICKET_PATH, StreamTicket } from '../../../common/api/workflow.ts';
import { authenticate, sessionIsLive } from '../../plugins/auth.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { principalOf } from '../../lib/context.ts';
import type { CountsHub } from '../../bpm/events/counts-hub.ts';
import { countsOf } from './counts.ts';
import { unreadCounts } from '../home/unread-sources.ts';
import { replies } from './schemas.ts';
import { issueStreamTicket, redeemStreamTicket } from './stream-tickets.ts';

const PING_MS = 25_000;
const DEBOUNCE_MS = 50;

/**
 * To-do and unread counters as Server-Sent Events. EventSource cannot send headers, so the browser asks for a
 * single-use, short-lived ticket first and opens `?ticket=&tenantCode=`; an access token in the query is refused
 * (URLs stay in proxy and server logs). Clients that can send headers use them as on every call.
 */
export async function countsEventsRoutes(fastify: FastifyInstance, { hub }: { hub: CountsHub }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(COUNTS_TICKET_PATH, {
    schema: { tags: ['workflow'], summary: 'A single-use ticket (valid for `expiration` seconds) that opens the counters\' event stream once', response: replies(StreamTicket) },
  }, (request) => issueStreamTicket(fastify.db, principalOf(request)));

  app.get(COUNTS_EVENTS_PATH, {
    config: { public: true },
    schema: {
      tags: ['workflow'], summary: 'text/event-stream of `counts` events (the Counts object, `unread` (unread messages and mail) and `unreadBy` (per source: messages, mail)) at once and after every change; auth by ?ticket=&tenantCode= or headers',
      querystring: Type.Object({
        ticket: Type.Optional(Type.String({ maxLength: 200 })),
        tenantCode: Type.Optional(Type.String({ maxLength: 100 })),
        token: Type.Optional(Type.String({ maxLength: 4000, description: 'refused: access tokens do not travel in URLs' })),
      }),
    },
  }, async (request, reply) => {
    if (request.query.token !== undefined) throw unauthorized();
    const principal = request.query.ticket
      ? await redeemStreamTicket(fastify.db, request.query.ticket, request.query.tenantCode)
      : await authenticate(fastify, request);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let closed = false;
    let pending: NodeJS.Timeout | null = null;
    const sessions = fastify.liveSessions;
    // The stream lives no longer than its session: nothing is pushed once it has ended (sign-out, revoked elsewhere,
    // the user disabled). Asked before every push and ping (from the kept answers where this process has them).
    const stillLive = async () =>
      (sessions.active && sessions.isLive(principal.tenantId, principal.userId, principal.sessionId)) || sessionIsLive(fastify.db, principal);
    const cleanups: (() => void)[] = [];
    const finish = () => {
      if (closed) return;
      closed = true;
      for (const cleanup of cleanups) cleanup();
    };
    /** Tells the browser the session has ended (it stops reconnecting) and closes the stream. */
    const ended = () => {
      if (closed) return;
      out.write('event: ended\ndata: {}\n\n');
      finish();
      out.end();
    };
    const checked = async (then: () => void | Promise<void>) => {
      try {
        if (!(await stillLive())) return ended();
      } catch (error) {
        request.log.warn({ err: error }, 'counts stream session check failed');
        return;
      }
      if (!closed) await then();
    };
    const push = async () => {
      try {
        // The workflow counters and the unread count of every registered source (messages, mail): summed and by source.
        const unreadBy = await unreadCounts(fastify.db, principal);
        const counts = { ...(await countsOf(fastify.db, principal)), unread: Object.values(unreadBy).reduce((sum, n) => sum + n, 0), unreadBy };
        if (!closed) out.write(`event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
      } catch (error) {
        request.log.warn({ err: error }, 'counts event failed');
      }
    };
    const send = async () => {
      pending = null;
      if (!closed) await checked(push);
    };
    cleanups.push(hub.subscribe(principal.tenantId, principal.userId, () => {
      if (!pending) pending = setTimeout(() => void send(), DEBOUNCE_MS);
    }));
    // An end of this session or user, heard at once (this process's sign-out; on PostgreSQL any process's).
    cleanups.push(sessions.onForget((forgotten) => {
      const mine = forgotten !== 'all' && ('sessionId' in forgotten
        ? forgotten.sessionId === principal.sessionId
        : forgotten.tenantId === principal.tenantId && forgotten.userId === principal.userId);
      if (mine) void checked(() => undefined);
    }));
    const ping = setInterval(() => void checked(() => { out.write(': ping\n\n'); }), PING_MS);
    cleanups.push(() => clearInterval(ping), () => { if (pending) clearTimeout(pending); });
    request.raw.on('close', finish);
    // The session was checked a moment ago (ticket or headers): the first counters go out without asking again.
    await push();
  });
}
