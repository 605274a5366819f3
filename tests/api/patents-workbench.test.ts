import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FRONT = '/api/front';
const FORM = '/api/form';

describe('sharing, messages, bulletins, school statistics and the library query views', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let admin: Session;
  let corp: Session;
  let patentIds: number[];

  const call = async (session: Session, method: string, url: string, payload?: unknown) => {
    const res = await t.request({ method, url, session, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const view = (session: Session, sqlAlias: string, alias: string, body: unknown = {}) => call(session, 'POST', `${FORM}/form/query/queryView/data_${sqlAlias}/${alias}`, body);
  const unread = async (s: Session) => (await call(s, 'GET', `${FRONT}/api/v1/message/unread`)).body.count as number;

  beforeAll(async () => {
    t = await createTestApp();
    [staff1, staff2, leader, admin, corp] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'leader'), t.login('univ', 'admin'), t.login('corp', 'staff1')]);
    patentIds = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('patent').select('id').orderBy('id', 'desc').limit(5).execute())).map((r) => r.id);
  });
  afterAll(async () => { await t?.close(); });

  describe('sharing', () => {
    it('shares patents with people, who get a message and see them under shared by others', async () => {
      const before = await unread(staff2);
      const res = await call(staff1, 'POST', `${FRONT}/api/patentShare/v1/sharePatent`, { pids: `${patentIds[0]},${patentIds[1]}`, sharedId: String(staff2.userId), sjly: 'bxzlk' });
      expect(res).toMatchObject({ status: 200, body: { state: true, message: '操作成功' } });
      expect(await unread(staff2)).toBe(before + 1);
      const list = await call(staff2, 'POST', `${FRONT}/api/patentShare/v1/list`, { params: { direction: 'toMe' } });
      expect(list.body.rows.filter((r: { sharedByName: string }) => r.sharedByName === '张伟').map((r: { patentId: number }) => r.patentId).sort()).toEqual([patentIds[0], patentIds[1]].sort());
      const zlfx = await view(staff2, 'zlfx', 'zlfx');
      expect(zlfx.status, JSON.stringify(zlfx.body)).toBe(200);
      expect(zlfx.body.rows.filter((r: { sharedByName: string }) => r.sharedByName === '张伟')).toHaveLength(2);
      const notMine = await view(leader, 'zlfx', 'zlfx');
      expect(notMine.body.rows).toEqual([]);
    });

    it('the share picker (params.excludeSelf) lists everyone but the caller; sharing with oneself alone is refused', async () => {
      const picker = (params?: Record<string, unknown>) => call(staff1, 'POST', '/api/uc/api/user/v1/users/queryByType', { pageBean: { pageSize: 100 }, ...(params ? { params } : {}) });
      const everyone = (await picker()).body.rows.map((r: { id: number }) => r.id) as number[];
      const others = (await picker({ excludeSelf: true })).body.rows.map((r: { id: number }) => r.id) as number[];
      expect(everyone).toContain(staff1.userId);
      expect(others).not.toContain(staff1.userId);
      expect(others).toEqual(everyone.filter((id) => id !== staff1.userId));
      expect((await picker({ excludeSelf: true })).body.total).toBe(everyone.length - 1);
      expect(await call(staff1, 'POST', `${FRONT}/api/patentShare/v1/sharePatent`, { pids: [patentIds[0]], sharedId: [staff1.userId] }))
        .toMatchObject({ status: 400, body: { message: '请选择分享人员' } });
    });

    it('refuses without patents or people, and for another tenant\'s patents, people or shares', async () => {
      const url = `${FRONT}/api/patentShare/v1/sharePatent`;
      expect(await call(staff1, 'POST', url, { sharedId: [staff2.userId] })).toMatchObject({ status: 400, body: { message: '请选择专利' } });
      expect(await call(staff1, 'POST', url, { pids: [patentIds[0]] })).toMatchObject({ status: 400, body: { message: '请选择分享人员' } });
      expect((await call(corp, 'POST', url, { pids: [patentIds[0]], sharedId: [corp.userId + 1] })).status).toBe(404);
      expect((await call(staff1, 'POST', url, { pids: [patentIds[0]], sharedId: [corp.userId] })).status).toBe(404);
      const shares = (await call(staff2, 'POST', `${FRONT}/api/patentShare/v1/list`, {})).body.rows as { id: number }[];
      expect((await call(corp, 'POST', `${FRONT}/api/patentShare/v1/removeShare`, { ids: [shares[0]!.id] })).status).toBe(404);
      expect((await call(leader, 'POST', `${FRONT}/api/patentShare/v1/removeShare`, { ids: [shares[0]!.id] })).status).toBe(404);
      expect((await call(staff2, 'POST', `${FRONT}/api/patentShare/v1/removeShare`, { ids: [shares[0]!.id] })).body.state).toBe(true);
    });
  });

  describe('messages', () => {
    it('counts unread messages and marks them read and unread, the caller\'s only', async () => {
      const page = await call(staff1, 'POST', `${FRONT}/api/v1/message/list`, { pageBean: { pageSize: 50 } });
      const unreadIds = page.body.rows.filter((r: { isRead: boolean }) => !r.isRead).map((r: { id: number }) => r.id);
      expect(unreadIds.length).toBeGreaterThan(0);
      expect(await unread(staff1)).toBe(unreadIds.length);
      expect((await call(staff2, 'PUT', `${FRONT}/api/v1/message/change/${unreadIds.join(',')}/1`)).status).toBe(404);
      expect((await call(corp, 'PUT', `${FRONT}/api/v1/message/change/${unreadIds[0]}/1`)).status).toBe(404);
      expect(await unread(staff1)).toBe(unreadIds.length);
      expect((await call(staff1, 'PUT', `${FRONT}/api/v1/message/change/${unreadIds.join(',')}/1`)).body).toMatchObject({ state: true, message: '操作成功' });
      expect(await unread(staff1)).toBe(0);
      await call(staff1, 'PUT', `${FRONT}/api/v1/message/change/${unreadIds[0]}/0`);
      expect(await unread(staff1)).toBe(1);
      const wdxx = await view(staff1, 'xxgl', 'wdxx', { querys: [{ property: 'isRead', value: false }] });
      expect(wdxx.body.rows.map((r: { id: number }) => r.id)).toEqual([unreadIds[0]]);
    });
  });

  describe('bulletins', () => {
    const query = (s: Session, body: unknown = {}) => call(s, 'POST', `${FRONT}/ipSchoolBulletin/v1/query/`, body);

    it('lists published bulletins only, pinned first then newest, ten a page', async () => {
      const page = await query(staff1);
      expect(page.body.pageSize).toBe(10);
      expect(page.body.rows.every((r: { F_STATUS: number }) => r.F_STATUS === 1)).toBe(true);
      expect(page.body.rows[0]).toMatchObject({ F_IS_TOP: 1 });
      const rest = page.body.rows.slice(1).map((r: { fPublishDate: string }) => r.fPublishDate);
      expect(rest).toEqual([...rest].sort().reverse());
      expect(page.body.rows.some((r: { fTitle: string }) => r.fTitle.startsWith('（草稿）'))).toBe(false);
      const all = await query(admin, { params: { all: true } });
      expect(all.body.total).toBe(page.body.total + 1);
    });

    it('lets administrators pin, publish and save; others get 403; check digits are checked', async () => {
      const rows = (await query(admin, { params: { all: true } })).body.rows as { id: number; fTitle: string; F_STATUS: number; version: number }[];
      const draft = rows.find((r) => r.F_STATUS === 0)!;
      expect((await call(staff1, 'GET', `${FRONT}/ipSchoolBulletin/v1/get/${draft.id}`)).status).toBe(404);
      expect((await call(admin, 'GET', `${FRONT}/ipSchoolBulletin/v1/get/${draft.id}`)).status).toBe(200);
      expect((await call(staff1, 'POST', `${FRONT}/ipSchoolBulletin/v1/update/status`, { ids: [draft.id], status: 1 })).status).toBe(403);
      expect((await call(admin, 'POST', `${FRONT}/ipSchoolBulletin/v1/update/status`, { ids: [draft.id], status: 1 })).body.state).toBe(true);
      expect((await call(admin, 'POST', `${FRONT}/ipSchoolBulletin/v1/update/isTop`, { ids: String(draft.id), isTop: 1 })).body.state).toBe(true);
      const listed = (await query(staff1)).body.rows as { id: number; F_IS_TOP: number }[];
      expect(listed.slice(0, 2).map((r) => r.id)).toContain(draft.id);
      const save = (body: unknown) => call(admin, 'POST', `${FRONT}/ipSchoolBulletin/v1/save`, body);
      expect(await save({ fTitle: ' ' })).toMatchObject({ status: 400, body: { message: '请输入公告标题' } });
      expect(await save({ fTitle: '新公告', fPublishDate: '2026-02-31' })).toMatchObject({ status: 400, body: { message: '发布日期格式应为 yyyy-mm-dd' } });
      expect(await save({ fTitle: '新公告', fApplicationNo: '201910123456.0', fPublishDate: '2026-07-01' })).toMatchObject({ status: 400 });
      const bad = await save({ fTitle: '新公告', fApplicationNo: 'CN201910000001.1' });
      expect(bad.body.message).toMatch(/申请号/);
      const patent = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('patent').select('application_no').executeTakeFirstOrThrow());
      const made = await save({ fTitle: '新公告', fApplicationNo: patent.application_no.replace('CN', ''), fPublishDate: '2026-07-01', F_STATUS: 1 });
      expect(made.body).toMatchObject({ state: true, value: { version: 1 } });
      const stale = await save({ id: made.body.value.id, version: 0, fTitle: '改' });
      expect(stale.status).toBe(409);
      expect((await call(staff1, 'POST', `${FRONT}/ipSchoolBulletin/v1/save`, { fTitle: 'x' })).status).toBe(403);
      expect((await call(corp, 'GET', `${FRONT}/ipSchoolBulletin/v1/get/${made.body.value.id}`)).status).toBe(404);
      const corpAdmin = await t.login('corp', 'admin');
      expect((await call(corpAdmin, 'DELETE', `${FRONT}/ipSchoolBulletin/v1/${made.body.value.id}`)).status).toBe(404);
      expect((await call(admin, 'DELETE', `${FRONT}/ipSchoolBulletin/v1/remove?ids=${made.body.value.id}`)).body.state).toBe(true);
    });
  });

  describe('school statistics', () => {
    it('gives leaders the campus view and others their own college', async () => {
      expect((await call(leader, 'GET', `${FRONT}/schoolLib/university/statScope`)).body).toMatchObject({ view: 'campus', orgId: null });
      const mine = (await call(staff1, 'GET', `${FRONT}/schoolLib/university/statScope`)).body;
      expect(mine).toMatchObject({ view: 'department', orgName: '计算机科学与技术学院' });
      const leaderChart = await call(leader, 'GET', `${FRONT}/schoolLib/university/chart/department/application`);
      const names = new Set(leaderChart.body.rows.map((r: { name: string }) => r.name));
      expect(names.size).toBeGreaterThan(3);
      expect(leaderChart.body.rows[0]).toMatchObject({ fType: 'invent', value: expect.any(Number) });
      const staffChart = await call(staff1, 'GET', `${FRONT}/schoolLib/university/chart/department/application`);
      expect(new Set(staffChart.body.rows.map((r: { name: string }) => r.name))).toEqual(new Set(['计算机科学与技术学院']));
      expect((await call(staff1, 'GET', `${FRONT}/schoolLib/university/chart/nowhere/application`)).status).toBe(400);
    });

    it('serves the organisation and inventor tables with the counts the tiles define', async () => {
      const byzl = await view(leader, 'syzl', 'byzl', { pageBean: { page: 1, pageSize: 50 } });
      expect(byzl.status, JSON.stringify(byzl.body)).toBe(200);
      const tiles = (await call(leader, 'GET', `${FRONT}/schoolLib/university/statusCounts`)).body;
      const sum = (k: string) => byzl.body.rows.reduce((n: number, r: Record<string, number>) => n + r[k]!, 0);
      const noOrg = await withTenant(t.db, t.tenantId('univ'), (tx) => sql<{ n: number }>`select count(*)::int as n from patent where org_id is null`.execute(tx));
      expect(sum('appTotal') + noOrg.rows[0]!.n).toBe(tiles.applying);
      for (const r of byzl.body.rows) expect(r.appTotal >= r.authTotal && r.authTotal >= r.effTotal).toBe(true);
      const campus = await view(leader, 'syzl', 'xqzl');
      expect(campus.body.rows).toEqual([expect.objectContaining({ orgName: '示例大学', appTotal: tiles.applying, authTotal: tiles.authorized, effTotal: tiles.effective })]);
      const ktz = await view(staff2, 'syzl', 'ktz');
      expect(ktz.body.rows.length).toBeGreaterThan(0);
      const fmrzl = await view(leader, 'syzl', 'fmrzl', { pageBean: { pageSize: 5 }, params: { kind: 'application' } });
      expect(fmrzl.body.rows[0]).toMatchObject({ name: expect.any(String), total: expect.any(Number) });
      const top = fmrzl.body.rows[0];
      expect(top.total).toBeGreaterThanOrEqual(top.invent + top.newKind + top.exterior);
      const zhang = await view(leader, 'syzl', 'fmrzl', { querys: [{ property: 'name', value: '张伟', operation: 'EQUAL' }] });
      const his = await withTenant(t.db, t.tenantId('univ'), (tx) => sql<{ n: number }>`select count(*)::int as n from patent where '张伟' = any(inventors)`.execute(tx));
      expect(zhang.body.rows[0].total).toBe(his.rows[0]!.n);
    });

    it('names colleges, groups and the campus in English for en-US', async () => {
      const english = async (method: string, url: string, payload?: unknown) =>
        (await t.request({ method, url, session: leader, payload, headers: { 'accept-language': 'en-US' } })).json();
      const orgs = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select(['id', 'name', 'name_en']).execute());
      const enOf = new Map(orgs.map((o) => [o.id, o.name_en]));
      const byzl = await english('POST', `${FORM}/form/query/queryView/data_syzl/byzl`, { pageBean: { pageSize: 50 } });
      expect(byzl.rows.length).toBeGreaterThan(2);
      for (const r of byzl.rows) expect(r.orgName).toBe(enOf.get(r.orgId));
      expect((await english('POST', `${FORM}/form/query/queryView/data_syzl/xqzl`)).rows[0].orgName).toBe('Demo University');
      const chart = await english('GET', `${FRONT}/schoolLib/university/chart/department/application`);
      expect(chart.rows.every((r: { name: string }) => [...enOf.values()].includes(r.name))).toBe(true);
      const byOrg = await english('POST', `${FRONT}/statistics/patent/v1/listData`, { params: { groupBy: 'org' } });
      for (const r of byOrg.rows.filter((x: { key: string }) => x.key)) expect(r.name).toBe(enOf.get(Number(r.key)));
      const scope = (await t.request({ method: 'GET', url: `${FRONT}/schoolLib/university/statScope`, session: staff1, headers: { 'accept-language': 'en-US' } })).json();
      expect(scope.orgName).toBe(orgs.find((o) => o.name === '计算机科学与技术学院')!.name_en);
      expect(scope.orgName).not.toBe('计算机科学与技术学院');
    });

    it('lists patent and fee statistics', async () => {
      const byType = await call(leader, 'POST', `${FRONT}/statistics/patent/v1/listData`, { params: { groupBy: 'type' } });
      expect(byType.body.rows.find((r: { key: string }) => r.key === 'invent')).toMatchObject({ name: '发明专利' });
      const fees = await call(leader, 'POST', `${FRONT}/statistics/fee/v1/listData`, { params: { groupBy: 'status' } });
      expect(fees.body.rows.map((r: { key: string }) => r.key).sort()).toEqual(['overdue', 'paid', 'unpaid']);
      const byYear = await call(staff1, 'POST', `${FRONT}/statistics/fee/v1/listData`, { params: { groupBy: 'feeType' } });
      expect(byYear.body.scope.view).toBe('department');
      expect(byYear.body.rows.find((r: { key: string }) => r.key === 'annual').amount).toBeGreaterThan(0);
      expect((await call(leader, 'POST', `${FRONT}/statistics/fee/v1/listData`, { params: { from: '2020-13-01' } })).status).toBe(400);
      expect((await call(leader, 'POST', `${FRONT}/statistics/patent/v1/listData`, { params: { to: '2021-02-29' } })).status).toBe(400);
    });
  });

  describe('library templates and workbench query views', () => {
    const listJson = (s: Session, alias: string, querys: unknown[], pageSize = 200) =>
      call(s, 'POST', `${FORM}/form/dataTemplate/v1/listJson`, { alias, queryFilter: { pageBean: { page: 1, pageSize }, querys } });

    it('searches jgzlk / bxzlk by keyword as the library search does, and filters by tile', async () => {
      for (const keyword of ['电池', '张伟']) {
        const viaTemplate = await listJson(staff1, 'bxzlk', [{ property: 'searchValue', value: keyword, operation: 'LIKE' }]);
        expect(viaTemplate.status, JSON.stringify(viaTemplate.body)).toBe(200);
        const viaSearch = await call(staff1, 'POST', `${FRONT}/schoolLib/ipSchoolPatent/v1/query`, { pageBean: { pageSize: 200 }, params: { searchValue: keyword } });
        expect(viaTemplate.body.total).toBe(viaSearch.body.total);
        for (const row of viaTemplate.body.rows) expect(`${row.fName}|${row.fInventor}|${row.fOrgName}|${row.fSubject}`).toContain(keyword);
      }
      const tiles = (await call(staff1, 'GET', `${FRONT}/schoolLib/university/statusCounts`)).body;
      for (const tile of ['effective', 'underreview', 'entrustedcase']) {
        const page = await listJson(staff1, 'jgzlk', [{ property: 'status', value: tile }, { property: 'statusType', value: '1' }], 5);
        expect(page.body.total, tile).toBe(tiles[tile]);
      }
      expect((await listJson(staff1, 'jgzlk', [{ property: 'status', value: 'bogus' }])).status).toBe(400);
      const number = await listJson(staff1, 'jgzlk', [{ property: 'searchValue', value: 'CN20' }], 5);
      expect(number.body.total).toBeGreaterThan(0);
    });

    it('serves my patents, favourites, indexing and groups through their query views, the caller\'s only', async () => {
      const wdzl = await view(staff1, 'wdzl', 'wdzl', { pageBean: { pageSize: 100 } });
      expect(wdzl.body.total).toBeGreaterThan(5);
      for (const row of wdzl.body.rows) expect(row.fInventor).toContain('张伟');
      const sz = await view(staff1, 'wdsz', 'sz');
      expect(sz.body.rows.every((r: { folderName: string }) => r.folderName === '新能源电池')).toBe(true);
      expect(sz.body.total).toBeGreaterThan(0);
      expect((await view(staff2, 'wdsz', 'sz')).body.total).toBe(0);
      expect((await view(staff2, 'wdxz', 'wdxz')).body.rows.map((r: { name: string }) => r.name).sort()).toEqual(['公共小组', '新能源专利小组']);
      expect((await view(staff2, 'xzsz', 'xzsz')).body.total).toBeGreaterThan(0);
      expect((await view(leader, 'xzsz', 'xzsz')).body.total).toBe(0);
      expect((await view(staff1, 'wdby', 'ggby')).body.total).toBeGreaterThan(0);
      expect((await view(staff1, 'wdby', 'grby')).body.total).toBe(0);
      expect((await view(staff1, 'wdby', 'wdzl')).status).toBe(404);
    });
  });
});
