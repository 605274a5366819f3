import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { readConfig, type ServerConfig } from '../../src/server/config.ts';
import { ensureServerKey } from '../../src/server/db/server-key.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { DEMO_TENANTS } from '../../src/server/db/seed/demo-tenants.ts';
import type { Db } from '../../src/server/db/database.ts';
import { openTestDatabase } from './test-database.ts';

export interface Session {
  token: string;
  refreshToken: string;
  tenantCode: string;
  tenantId: number;
  userId: number;
  /** Headers an authenticated browser call sends. */
  headers: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: 'pglite' | 'postgres';
  tenantId(code: string): number;
  /** Signs in a demo account (password Demo@2026 unless given) and returns its headers. */
  login(tenantCode: string, account: string, password?: string): Promise<Session>;
  request(options: { method: string; url: string; session?: Session; payload?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The Fastify app over a fresh seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  // Tests stand in for a reverse proxy: X-Forwarded-For names the client address. The general rate limit is off
  // (files sweep every route with one session); its own tests turn it on.
  const config: ServerConfig = { ...readConfig({}), clientDir: '/nonexistent', logger: false, trustProxy: true, rateLimitMax: 0, ...overrides };
  const secret = await ensureServerKey(database.db);
  const app = await buildApp({ db: database.db, config, secret, listen: database.listen });
  await app.ready();

  const tenantId = (code: string) => {
    const tenant = DEMO_TENANTS.find((t) => t.code === code);
    if (!tenant) throw new Error(`unknown demo tenant ${code}`);
    return tenant.id;
  };

  const request: TestApp['request'] = ({ method, url, session, payload, headers }) =>
    app.inject({
      method: method as 'GET',
      url,
      payload: payload as string | object | undefined,
      headers: { ...(session?.headers ?? {}), ...(headers ?? {}) },
    });

  const login: TestApp['login'] = async (tenantCode, account, password = DEMO_PASSWORD) => {
    const id = tenantId(tenantCode);
    const res = await app.inject({ method: 'POST', url: `/api/uc/auth?tenantId=${id}`, payload: { username: account, password: base64(password) } });
    if (res.statusCode !== 200) throw new Error(`login ${tenantCode}/${account} failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { token: string; refreshToken: string; userId: number };
    return {
      token: body.token,
      refreshToken: body.refreshToken,
      tenantCode,
      tenantId: id,
      userId: body.userId,
      headers: { authorization: `Bearer ${body.token}`, 'tenant-code': tenantCode, 'accept-language': 'zh-CN' },
    };
  };

  return {
    app,
    db: database.db,
    kind: database.kind,
    tenantId,
    login,
    request,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
