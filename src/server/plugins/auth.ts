import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage } from '../../common/i18n/languages.ts';
import { withTenant } from '../db/database.ts';
import { tenantMismatch, unauthorized } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';

/** The bearer token of a request: the Authorization header, else `?token=` for links the browser opens itself. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/**
 * Every /api route needs a valid access token of a live session unless its config says `public`;
 * the token's tenant must be the Tenant-Code tenant.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('principal', undefined);

  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.routeOptions.config?.public) return;
    if (!request.routeOptions.url) return; // 404s are answered by the not-found handler
    request.principal = await authenticate(app, request);
  });
});

/** The principal of a request's bearer token (for a public route that authenticates only some calls). */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const principal = await app.tokens.verify(token);
  if (!principal) throw unauthorized();
  const tenantCode = request.headers['tenant-code'];
  if (tenantCode !== principal.tenantCode) throw tenantMismatch();
  const live = await withTenant(app.db, principal.tenantId, (tx) =>
    tx.selectFrom('auth_session')
      .innerJoin('app_user', 'app_user.id', 'auth_session.user_id')
      .select(['auth_session.id'])
      .where('auth_session.id', '=', principal.sessionId)
      .where('auth_session.revoked_at', 'is', null)
      .where('auth_session.expires_at', '>', new Date())
      .where('app_user.status', '=', 1)
      .executeTakeFirst());
  if (!live) throw unauthorized();
  return principal;
}
