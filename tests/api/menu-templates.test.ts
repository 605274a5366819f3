import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { MENU_ENTRY_TEMPLATES, up as addMenuTemplates } from '../../src/server/db/migrations/0065-menu-entry-templates.ts';

const T = '/api/form/form/dataTemplate/v1';
type Row = Record<string, unknown>;

/** The data templates behind the menu entries 专利文档 (zlwd), 代理专利 (dlzlbd), 统计分析 (zltj) and 公告管理 (ggdl). */
describe('menu templates zlwd, dlzlbd, zltj, ggdl', () => {
  let t: TestApp;
  let admin: Session;
  let corp: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, corp] = await Promise.all([t.login('univ', 'admin'), t.login('corp', 'admin')]);
  });
  afterAll(async () => { await t?.close(); });

  const list = async (session: Session, alias: string, extra: object = {}) => {
    const res = await t.request({ method: 'POST', url: `${T}/listJson`, session, payload: { alias, pageBean: { page: 1, pageSize: 50 }, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; total: number };
  };
  const count = async (tenantId: number, where: ReturnType<typeof sql>) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from v_patent_search where tenant_id = ${tenantId} and ${where}`.execute(t.db)).rows[0]!.n);

  it('an older tenant without them gets them (migration 0065), in the shipped key order; a second run and an own version change nothing', async () => {
    const tenant = t.tenantId('inst');
    const shipped = await sql<{ key: string; body: string }>`select key, body::text as body from definition
      where tenant_id = ${tenant} and kind = 'template' and key in (${sql.join(MENU_ENTRY_TEMPLATES)}) and is_current order by key`.execute(t.db);
    expect(shipped.rows.map((r) => r.key)).toEqual([...MENU_ENTRY_TEMPLATES].sort());
    await sql`delete from definition where tenant_id = ${tenant} and kind = 'template' and key in ('zlwd', 'dlzlbd', 'zltj')`.execute(t.db);
    await sql`update definition set comment = 'own' where tenant_id = ${tenant} and kind = 'template' and key = 'ggdl'`.execute(t.db);
    await addMenuTemplates(t.db as unknown as Kysely<unknown>);
    await addMenuTemplates(t.db as unknown as Kysely<unknown>);
    const after = await sql<{ key: string; body: string; comment: string }>`select key, body::text as body, comment from definition
      where tenant_id = ${tenant} and kind = 'template' and key in (${sql.join(MENU_ENTRY_TEMPLATES)}) order by key`.execute(t.db);
    expect(after.rows.map((r) => r.key)).toEqual([...MENU_ENTRY_TEMPLATES].sort());
    expect(after.rows.find((r) => r.key === 'ggdl')!.comment).toBe('own');
    for (const row of after.rows) {
      expect(Object.keys(JSON.parse(row.body) as object)).toEqual(Object.keys(JSON.parse(shipped.rows.find((r) => r.key === row.key)!.body) as object));
    }
  });

  it('describes each template to the administrator', async () => {
    for (const alias of ['zlwd', 'dlzlbd', 'zltj', 'ggdl']) {
      const res = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=${alias}`, session: admin });
      expect(res.statusCode, `${alias}: ${res.body}`).toBe(200);
    }
  });

  it('代理专利 lists the agency cases of the caller tenant (docs/agency-cases.md), with their agency', async () => {
    const page = await list(admin, 'dlzlbd');
    const cases = await sql<{ id: number; agency: string }>`select c.id, a.name as agency from agency_case c join patent_agency a on a.id = c.agency_id
      where c.tenant_id = ${admin.tenantId}`.execute(t.db);
    expect(cases.rows.length).toBeGreaterThan(0);
    expect(page.total).toBe(cases.rows.length);
    const agencyOf = new Map(cases.rows.map((r) => [r.id, r.agency]));
    for (const row of page.rows) expect(row.agencyName, String(row.caseNo)).toBe(agencyOf.get(Number(row.id)));
  });

  it('统计分析 narrows by statistic tile and 专利文档 lists the tenant published patents', async () => {
    const all = await list(admin, 'zltj');
    const expired = await list(admin, 'zltj', { querys: [{ property: 'status', value: 'expired', operation: 'EQUAL' }] });
    expect(expired.total).toBeGreaterThan(0);
    expect(expired.total).toBeLessThan(all.total);
    const docs = await list(admin, 'zlwd');
    expect(docs.total).toBe(await count(admin.tenantId, sql`publication_no is not null`));
    expect(docs.total).toBeGreaterThan(0);
    expect(docs.rows.every((r) => r.fPublicationNo)).toBe(true);
  });

  it('公告管理 lists the caller tenant bulletins only, pinned first, then newest', async () => {
    const page = await list(admin, 'ggdl');
    const own = await sql<{ title: string }>`select title from ip_school_bulletin where tenant_id = ${admin.tenantId}`.execute(t.db);
    expect(page.total).toBe(own.rows.length);
    expect(page.rows.map((r) => r.title).sort()).toEqual(own.rows.map((r) => r.title).sort());
    const order = page.rows.map((r) => `${r.pinned ? 1 : 0} ${String(r.publishDate)}`);
    expect(order).toEqual([...order].sort().reverse());
    const other = await list(corp, 'ggdl');
    expect(other.rows.some((r) => page.rows.some((m) => m.id === r.id))).toBe(false);
  });
});
