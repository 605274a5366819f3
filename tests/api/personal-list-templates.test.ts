import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { PERSONAL_TEMPLATES, up as addPersonalTemplates } from '../../src/server/db/migrations/0078-personal-list-templates.ts';

const VIEW = '/api/form/form/query/queryView';
type Row = Record<string, unknown>;

/** The personal lists and 他人分享 as data templates (schemas/template), and how older tenants get them. */
describe('personal list templates and zlfx', () => {
  let t: TestApp;
  let staff1: Session;
  beforeAll(async () => {
    t = await createTestApp();
    staff1 = await t.login('univ', 'staff1');
  });
  afterAll(async () => { await t?.close(); });

  const current = async (tenant: number, key: string) => (await sql<{ version: number; body: string; comment: string | null }>`
    select version, body::text as body, comment from definition where tenant_id = ${tenant} and kind = 'template' and key = ${key} and is_current`.execute(t.db)).rows;

  it('an older tenant gets the personal templates and a zlfx with 移除分享 (migration 0078); a second run and own buttons change nothing', async () => {
    const inst = t.tenantId('inst');
    const corp = t.tenantId('corp');
    await sql`delete from definition where tenant_id = ${inst} and kind = 'template' and key in (${sql.join(PERSONAL_TEMPLATES)})`.execute(t.db);
    // zlfx as it shipped before: no buttons (inst), and one an administrator gave a button of their own (corp).
    for (const [tenant, buttons] of [[inst, []], [corp, [{ type: 'export' }]]] as const) {
      const [zlfx] = await current(tenant, 'zlfx');
      const body = { ...(JSON.parse(zlfx!.body) as Row), manageFields: buttons };
      await sql`update definition set body = ${JSON.stringify(body)}::json where tenant_id = ${tenant} and kind = 'template' and key = 'zlfx' and is_current`.execute(t.db);
    }
    const before = { inst: (await current(inst, 'zlfx'))[0]!.version, corp: (await current(corp, 'zlfx'))[0]!.version };

    await addPersonalTemplates(t.db as unknown as Kysely<unknown>);
    await addPersonalTemplates(t.db as unknown as Kysely<unknown>);

    for (const key of PERSONAL_TEMPLATES) {
      const rows = await current(inst, key);
      expect(rows, key).toHaveLength(1);
      expect((JSON.parse(rows[0]!.body) as Row).source).toEqual({ kind: 'call', call: key });
    }
    const [instZlfx] = await current(inst, 'zlfx');
    expect(instZlfx!.version).toBe(before.inst + 1);
    const buttons = (JSON.parse(instZlfx!.body) as { manageFields: Row[] }).manageFields;
    expect(buttons.map((b) => b.action)).toEqual(['removeShare']);
    const [corpZlfx] = await current(corp, 'zlfx');
    expect(corpZlfx!.version).toBe(before.corp);
    expect((JSON.parse(corpZlfx!.body) as { manageFields: Row[] }).manageFields).toEqual([{ type: 'export' }]);
  });

  it('zlfx rows carry the patent id and library of each share (rowFields) beside the columns, only for shares made to the caller', async () => {
    const res = await t.request({ method: 'POST', url: `${VIEW}/data_zlfx/zlfx`, session: staff1, payload: { pageBean: { page: 1, pageSize: 50 } } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { rows: Row[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    const shares = await sql<{ id: number; patent_id: number; source: string }>`select id, patent_id, source from v_shared_patents
      where tenant_id = ${staff1.tenantId} and shared_to = ${Number(staff1.userId)}`.execute(t.db);
    const byId = new Map(shares.rows.map((r) => [String(r.id), r]));
    expect(page.total).toBe(shares.rows.length);
    for (const row of page.rows) {
      const share = byId.get(String(row.id));
      expect(share, String(row.id)).toBeDefined();
      expect(Number(row.patentId)).toBe(share!.patent_id);
      expect(row.source).toBe(share!.source);
      // Only the columns and the rowFields: not every view column.
      expect(row).not.toHaveProperty('sharedTo');
    }
  });
});
