import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../src/server/db/migrations/0060-definition-key-order.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const BASE = '/api/form/form/definition/v1';
const expenseFile = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/form/expenseClaim.json'), 'utf8')) as {
  schema: { properties: Record<string, unknown> };
};
const fileOrder = Object.keys(expenseFile.schema.properties);

/** Order is data: a definition keeps its author's key order through save, version, diff, rollback and the runtime form. */
describe('definitions keep their key order (migration 0060)', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1')]);
  });
  afterAll(async () => { await t?.close(); });

  const get = (url: string) => t.request({ method: 'GET', url: `${BASE}${url}`, session: admin });
  const post = (url: string, payload: unknown) => t.request({ method: 'POST', url: `${BASE}${url}`, session: admin, payload });
  const runtimeOrder = async () => {
    const res = await t.request({ method: 'GET', url: '/api/form/form/dataTemplate/v1/getForm/expenseClaim/expenseClaim', session: staff });
    expect(res.statusCode).toBe(200);
    return Object.keys((res.json().form as { schema: { properties: Record<string, unknown> } }).schema.properties);
  };

  it('the seeded expense form lists its fields as the file does (报销单号 first, 备注 near the end)', async () => {
    expect(fileOrder[0]).toBe('claimNo');
    expect(await runtimeOrder()).toEqual(fileOrder);
    const stored = (await get('/get?kind=form&key=expenseClaim')).json() as { body: Record<string, unknown> };
    expect(Object.keys(stored.body)).toEqual(Object.keys(expenseFile));
  });

  it('a save keeps the new order, the diff names the reorder, a rollback brings the old order back', async () => {
    const v1 = (await get('/get?kind=form&key=expenseClaim')).json() as { version: number; body: { schema: { properties: Record<string, unknown> } } };
    const reordered = [...fileOrder].reverse();
    const body = structuredClone(v1.body);
    body.schema.properties = Object.fromEntries(reordered.map((k) => [k, v1.body.schema.properties[k]]));
    const saved = await post('/save', { kind: 'form', body, baseVersion: v1.version });
    expect(saved.statusCode).toBe(200);
    const v2 = saved.json().value.version as number;
    const stored = (await get('/get?kind=form&key=expenseClaim')).json() as typeof v1;
    expect(Object.keys(stored.body.schema.properties)).toEqual(reordered);
    expect(await runtimeOrder()).toEqual(reordered);

    const diff = (await get(`/diff?kind=form&key=expenseClaim&from=${v1.version}&to=${v2}`)).json();
    expect(diff.changes).toEqual([{ op: 'reorder', pointer: '/schema/properties', from: fileOrder, to: reordered }]);

    const rolled = await post('/rollback', { kind: 'form', key: 'expenseClaim', version: v1.version, baseVersion: v2 });
    expect(rolled.statusCode).toBe(200);
    expect(await runtimeOrder()).toEqual(fileOrder);
  });

  it('the migration gives rows stored as jsonb their shipped order back', async () => {
    await sql`alter table definition alter column body type jsonb using body::jsonb`.execute(t.db);
    const jsonbOrder = (await sql<{ body: { schema: { properties: Record<string, unknown> } } }>`
      select body from definition where tenant_id = ${t.tenantId('corp')} and kind = 'form' and key = 'expenseClaim' and is_current`.execute(t.db)).rows[0]!;
    expect(Object.keys(jsonbOrder.body.schema.properties)[0]).toBe('note');
    await up(t.db as never);
    const restored = (await sql<{ body: { schema: { properties: Record<string, unknown> } } }>`
      select body from definition where tenant_id = ${t.tenantId('corp')} and kind = 'form' and key = 'expenseClaim' and is_current`.execute(t.db)).rows[0]!;
    expect(Object.keys(restored.body.schema.properties)).toEqual(fileOrder);
  });
});
