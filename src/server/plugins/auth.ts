import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { pickLanguage } from '../../common/i18n/languages.ts';
import type { Db, ListenFunction } from '../db/database.ts';
import { preparedStatements } from '../db/prepared-statements.ts';
import { tenantMismatch, unauthorized } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';
import { withSessionRecheck } from '../db/session-recheck.ts';
import { LiveSessions } from './live-sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this process found live (PostgreSQL only; see live-sessions.ts). */
    liveSessions: LiveSessions;
  }
  interface FastifyRequest {
    /** Authenticated from a kept session: the first tenant transaction asks the database again. */
    sessionRecheck: boolean;
  }
}

/** The bearer token of a request: the Authorization header only (a token in the URL would stay in proxy and server logs). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/**
 * Every /api route needs a valid access token of a live session unless its config says `public`;
 * the token's tenant must be the Tenant-Code tenant.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { listen?: ListenFunction }) => {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('principal', undefined);
  app.decorateRequest('sessionRecheck', false);
  const sessions = new LiveSessions();
  app.decorate('liveSessions', sessions);
  if (app.config.databaseUrl) await sessions.listen(app.config.databaseUrl);
  else if (options.listen) await sessions.listenEmbedded(options.listen);
  app.addHook('onClose', () => sessions.close());

  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.routeOptions.config?.public) return;
    if (!request.routeOptions.url) return; // 404s are answered by the not-found handler
    request.principal = await authenticate(app, request, sessions);
  });
  // A session answered from the kept ones is asked again inside the request's first tenant transaction.
  app.addHook('preHandler', (request, _reply, done) => {
    const principal = request.principal;
    if (!request.sessionRecheck || !principal) return done();
    withSessionRecheck({
      tenantId: principal.tenantId, sessionId: principal.sessionId, taken: false,
      onEnded: () => sessions.forgetSession(principal.sessionId),
    }, done);
  });
});

/**
 * The principal of a request's bearer token (for a public route that authenticates only some calls). With `sessions`
 * (the auth hook) a session this process found live a moment ago is not asked again here (see LiveSessions).
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest, sessions?: LiveSessions): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const principal = await app.tokens.verify(token);
  if (!principal) throw unauthorized();
  const tenantCode = request.headers['tenant-code'];
  if (tenantCode !== principal.tenantCode) throw tenantMismatch();
  if (sessions?.active) {
    if (sessions.isLive(principal.tenantId, principal.userId, principal.sessionId)) {
      request.sessionRecheck = true;
      return principal;
    }
    const mark = sessions.mark();
    const until = await sessionLiveUntil(app.db, principal);
    if (!until) throw unauthorized();
    sessions.remember(mark, principal.tenantId, principal.userId, principal.sessionId, until);
    return principal;
  }
  if (!(await sessionIsLive(app.db, principal))) throw unauthorized();
  return principal;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session of a signed token is live and its user enabled: one statement outside any transaction (every request
 * pays for it), through auth_session_live (migration 0042), which applies the tenant condition itself.
 */
export async function sessionIsLive(db: Db, principal: Principal): Promise<boolean> {
  if (!UUID.test(principal.sessionId)) return false;
  const { rows } = await preparedStatements(() => sql<{ live: boolean }>`select auth_session_live(${principal.tenantId}, ${principal.sessionId}::uuid) as live`.execute(db));
  return rows[0]?.live === true;
}

/** When the session of a signed token stops being live (migration 0092), or null when it is not live now. */
export async function sessionLiveUntil(db: Db, principal: Principal): Promise<Date | null> {
  if (!UUID.test(principal.sessionId)) return null;
  const { rows } = await preparedStatements(() => sql<{ until: Date | string | null }>`select auth_session_live_until(${principal.tenantId}, ${principal.sessionId}::uuid) as until`.execute(db));
  const until = rows[0]?.until;
  return until ? new Date(until) : null;
}

/** A session id as a signed token carries it is a uuid (anything else is refused before reaching SQL). */
export const isSessionId = (value: string) => UUID.test(value);
