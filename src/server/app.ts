import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';
import type { Db, ListenFunction } from './db/database.ts';
import { TokenService } from './lib/tokens.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { authPlugin } from './plugins/auth.ts';
import { methodAuthPlugin } from './plugins/method-auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { registerRoutes } from './routes.ts';
// Startup: the modules' SQL views register into the view registry.
import './modules/sql-view-catalog.ts';
import { translatorFor } from './lib/i18n.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    tokens: TokenService;
  }
}

export type App = FastifyInstance;
export type TypedApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** The JWT signing secret (read from the database by `main.ts`). */
  secret: string;
  /** The embedded database's LISTEN (PGlite): the auth plugin keeps live sessions with it (see live-sessions.ts). */
  listen?: ListenFunction;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logger ? { level: 'info' } : false,
    // Only behind a known proxy may X-Forwarded-For name the client (the per-address sign-in limit depends on it).
    trustProxy: deps.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('tokens', new TokenService(deps.secret, deps.config.accessTokenSeconds));

  acceptEmptyJsonBody(app);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  // Before authentication: a throttled call costs no session check.
  await app.register(rateLimitPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin, { listen: deps.listen });
  await app.register(methodAuthPlugin);
  await app.register(docsPlugin);
  await registerRoutes(app);

  const indexHtml = path.join(deps.config.clientDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    // preCompressed: the build's .br / .gz next to each asset go out as they are (Content-Encoding, Vary).
    await app.register(fastifyStatic, { root: deps.config.clientDir, wildcard: true, index: false, maxAge: '1h', preCompressed: true });
    // The entry page is never cached, so a new build's chunk names reach browsers at once.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !fs.existsSync(indexHtml) || request.method !== 'GET') {
      return reply.status(404).send({ state: false, message: translatorFor(request.lang)('notFound') });
    }
    // Client-side routes: the single page app decides what to show.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
