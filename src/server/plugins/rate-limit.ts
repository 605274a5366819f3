import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { pickLanguage } from '../../common/i18n/languages.ts';
import { tooManyRequests } from '../lib/app-error.ts';
import { bearerToken } from './auth.ts';

/**
 * A general limit on /api calls: RATE_LIMIT_MAX calls per RATE_LIMIT_WINDOW_SECONDS for each signed-in session (a
 * valid access token; many users behind one campus address do not share a budget), else for each client address.
 * It runs before authentication, so a throttled call costs no database work; the reply is 429 with a localised
 * message saying when to try again. RATE_LIMIT_MAX=0 turns it off. Counted per server process.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { rateLimitMax: max, rateLimitWindowSeconds } = app.config;
  if (!(max > 0)) return;
  const keyOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const principal = token ? await app.tokens.verify(token) : null;
    return principal ? `session:${principal.sessionId}` : `address:${request.ip}`;
  };
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: rateLimitWindowSeconds * 1000,
    keyGenerator: keyOf,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => tooManyRequests('rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    // The auth hook, which sets the language, comes later: the 429 message needs it now.
    request.lang = pickLanguage(request.headers['accept-language']);
    await limit.call(app, request, reply);
  });
});
