import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { HOSTS } from '../../../common/hosts.ts';

const RuntimeConfig = Type.Object({
  hosts: Type.Record(Type.String(), Type.String()),
  defaultTenantCode: Type.String(),
  /** Overrides the idle timeout (ms) for every user when set; tests shorten it this way. */
  idleTimeoutMs: Type.Optional(Type.Number()),
  idleCheckMs: Type.Number(),
});

/** `/config.json`: what the browser needs before it can call anything (host prefixes, default tenant). */
export async function runtimeConfigRoutes(app: FastifyInstance): Promise<void> {
  const idle = process.env.IDLE_TIMEOUT_MS ? Number(process.env.IDLE_TIMEOUT_MS) : undefined;
  const check = Number(process.env.IDLE_CHECK_MS ?? 30_000);
  app.get('/config.json', {
    config: { public: true },
    schema: { hide: true, response: { 200: RuntimeConfig } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { hosts: { ...HOSTS }, defaultTenantCode: process.env.DEFAULT_TENANT ?? 'univ', idleTimeoutMs: idle, idleCheckMs: check };
  });
}
