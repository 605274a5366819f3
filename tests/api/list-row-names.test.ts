import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const LIST = '/api/form/form/dataTemplate/v1/listJson';
const PAGE = { pageBean: { page: 1, pageSize: 10, showTotal: true } };

describe('listJson brings the names its user and organisation columns hold (no lookup after the rows)', () => {
  let t: TestApp;
  let staff1: Session;
  beforeAll(async () => {
    t = await createTestApp();
    staff1 = await t.login('univ', 'staff1');
  });
  afterAll(async () => { await t?.close(); });

  const list = (session: Session, alias: string, language = 'zh-CN') =>
    t.request({ method: 'POST', url: LIST, session, payload: { alias, queryFilter: PAGE }, headers: { 'accept-language': language } });

  it('names every organisation id of the page in the request language', async () => {
    const orgs = await t.db.selectFrom('org').select(['id', 'name', 'name_en'])
      .where('tenant_id', '=', t.tenantId('univ')).where('kind', '=', 'college').orderBy('id').limit(2).execute();
    // Two applications of staff1, each in a college of its own.
    for (const org of orgs) {
      const saved = await t.request({
        method: 'POST', url: '/api/form/form/dataTemplate/v1/boSave/patentApply?formKey=patentApply', session: staff1,
        payload: { boData: { title: `名称随行 ${org.id}`, type: 'newKind', college: org.id, applicationDate: '2026-11-20' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    for (const [language, name] of [['zh-CN', 'name'], ['en-US', 'name_en']] as const) {
      const reply = await list(staff1, 'patentApplyList', language);
      expect(reply.statusCode, reply.body).toBe(200);
      const page = reply.json() as { rows: { college: unknown }[]; names?: { users: Record<string, string>; orgs: Record<string, string> } };
      const held = [...new Set(page.rows.map((r) => Number(r.college)).filter((id) => id > 0))];
      expect(held.length).toBeGreaterThanOrEqual(2);
      for (const org of orgs) expect(page.names?.orgs[String(org.id)], language).toBe(org[name] || org.name);
      expect(Object.keys(page.names?.orgs ?? {}).map(Number).sort()).toEqual(held.sort());
    }
  });

});
