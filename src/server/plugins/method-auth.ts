import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../lib/app-error.ts';
import { principalOf } from '../lib/context.ts';
import { GUARD_OF_ROUTE, routeKey } from '../modules/system/method-routes.ts';
import { holdsMethod, loadMethodGrants, type MethodGrants } from '../modules/system/method-grants.ts';

const grantsOfRequest = new WeakMap<FastifyRequest, Promise<MethodGrants>>();

/** The caller's method authorisations, read at most once per request. */
export function methodGrantsOf(request: FastifyRequest): Promise<MethodGrants> {
  let grants = grantsOfRequest.get(request);
  if (!grants) {
    grants = loadMethodGrants(request.server.db, principalOf(request), request.lang);
    grantsOfRequest.set(request, grants);
  }
  return grants;
}

/** 403 unless the caller holds `alias` (the visitor never does). */
export async function requireMethod(request: FastifyRequest, alias: string): Promise<void> {
  const principal = principalOf(request);
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const grants = await methodGrantsOf(request);
  if (!holdsMethod(principal, grants, alias)) throw new AppError(403, 'methodForbidden', { name: grants.names.get(alias) ?? alias });
}

/**
 * Every route of METHOD_ROUTES checks its method authorisation before its body is validated or its handler runs.
 * The app refuses to start when the map names a route that is not registered (a renamed route would go unguarded).
 */
export const methodAuthPlugin = fp(async (app: FastifyInstance) => {
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.add(routeKey(method, route.url));
  });
  app.addHook('onReady', async () => {
    const missing = [...GUARD_OF_ROUTE.keys()].filter((key) => !registered.has(key));
    if (missing.length) throw new Error(`METHOD_ROUTES names routes that are not registered: ${missing.join(', ')}`);
  });
  app.addHook('preValidation', async (request) => {
    const alias = request.routeOptions.url === undefined ? undefined : GUARD_OF_ROUTE.get(routeKey(request.method, request.routeOptions.url));
    if (alias) await requireMethod(request, alias);
  });
});
