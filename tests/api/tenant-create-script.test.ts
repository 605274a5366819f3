import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/server/bootstrap.ts';
import { readConfig } from '../../src/server/config.ts';
import { base64 } from '../support/test-app.ts';
import { withDatabase } from '../support/test-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs `npm run tenant:create` as an operator would (the same entry point, through tsx). */
function tenantCreate(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/tenant-create.ts', ...args], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: '', PORTAL_ADMIN_PASSWORD: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.stderr.on('data', (chunk) => { out += chunk; });
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new install: an empty database (PostgreSQL with TEST_DATABASE_URL, else an empty DATA_DIR), no demo. */
describe(`npm run tenant:create on an empty ${serverUrl ? 'PostgreSQL database' : 'PGlite data folder'}, and PORTAL_DEMO=off`, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tenant-create-'));
  const database = `pp_tenant_create_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = { DATA_DIR: work };
  beforeAll(async () => {
    if (serverUrl) {
      await adminQuery(`create database ${database} encoding 'UTF8' template template0`);
      env.DATABASE_URL = withDatabase(serverUrl, database);
    }
  });
  afterAll(async () => {
    fs.rmSync(work, { recursive: true, force: true });
    if (serverUrl) await adminQuery(`drop database if exists ${database}`);
  });

  const args = ['--code', 'hdu', '--name', '华东大学', '--name-en', 'East China University', '--type', 'university', '--admin', 'itadmin',
    '--admin-name', '信息中心'];

  it('migrates, provisions the tenant with the password from PORTAL_ADMIN_PASSWORD, and refuses it a second time', async () => {
    const first = await tenantCreate(args, { ...env, PORTAL_ADMIN_PASSWORD: 'Start#2026x' });
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/\[tenant:create\] hdu: tenant 4, administrator itadmin/);
    const again = await tenantCreate([...args, '--password', 'Start#2026x'], env);
    expect(again.code).toBe(1);
    expect(again.out).toContain('[tenant:create] 租户编码 hdu 已存在 / Tenant code hdu already exists');
    const weak = await tenantCreate(['--code', 'other', '--name', '其他', '--type', 'research', '--admin', 'admin'], env);
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('请输入管理员密码');
    const missing = await tenantCreate(['--code', 'other'], env);
    expect([missing.code, missing.out]).toEqual([1, expect.stringContaining('--name, --type, --admin')]);
  }, 240_000);

  it('the server started with PORTAL_DEMO=off seeds no demo tenant, and the administrator signs in', async () => {
    const config = { ...readConfig({ ...env, PORTAL_DEMO: 'off' }), clientDir: '/nonexistent', logger: false, rateLimitMax: 0 };
    expect(config.demo).toBe(false);
    const { app } = await bootstrap(config);
    try {
      const tenants = await app.db.selectFrom('tenant').select(['id', 'code']).execute();
      expect(tenants).toEqual([{ id: 4, code: 'hdu' }]);
      const res = await app.inject({ method: 'POST', url: '/api/uc/auth?tenantId=4', payload: { username: 'itadmin', password: base64('Start#2026x') } });
      expect(res.statusCode, res.body).toBe(200);
      const { token } = res.json() as { token: string };
      const info = await app.inject({ method: 'GET', url: '/api/uc/login/user/info', headers: { authorization: `Bearer ${token}`, 'tenant-code': 'hdu' } });
      expect(info.statusCode, info.body).toBe(200);
      expect(JSON.stringify(info.json())).toContain('信息中心');
    } finally {
      await app.close();
    }
  }, 120_000);

  it('PORTAL_DEMO takes on or off only', () => {
    expect(readConfig({}).demo).toBe(true);
    expect(readConfig({ PORTAL_DEMO: 'on' }).demo).toBe(true);
    expect(() => readConfig({ PORTAL_DEMO: 'no' })).toThrow('PORTAL_DEMO must be on or off, not "no"');
  });
});
