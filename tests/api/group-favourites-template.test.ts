import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { up as giveSideTree } from '../../src/server/db/migrations/0081-group-favourites-side-tree.ts';

const VIEW = '/api/form/form/query/queryView';
type Row = Record<string, unknown>;

/** 小组收藏 (xzsz) on the list engine: its side tree's node conditions on the server, and how older tenants get the template. */
describe('group favourites template (xzsz)', () => {
  let t: TestApp;
  let staff1: Session;
  let leader: Session;
  beforeAll(async () => {
    t = await createTestApp();
    staff1 = await t.login('univ', 'staff1');
    leader = await t.login('univ', 'leader');
  });
  afterAll(async () => { await t?.close(); });

  const current = async (tenant: number) => (await sql<{ version: number; body: string }>`
    select version, body::text as body from definition where tenant_id = ${tenant} and kind = 'template' and key = 'xzsz' and is_current`.execute(t.db)).rows;
  const rows = (session: Session, querys: Row[]) => t.request({
    method: 'POST', url: `${VIEW}/data_xzsz/xzsz`, session, payload: { pageBean: { page: 1, pageSize: 100 }, querys },
  });

  it('the template carries its side tree and toolbar actions; a group node and a folder subtree filter the rows, only within the caller\'s groups', async () => {
    const info = await t.request({ method: 'GET', url: `${VIEW}/getJson?sqlAlias=xzsz&alias=xzsz`, session: staff1 });
    expect(info.statusCode, info.body).toBe(200);
    const template = (info.json() as { template: { sideTree: Row; manageFields: Row[] } }).template;
    expect(template.sideTree.source).toBe('groupCollectTree');
    expect(template.manageFields.map((b) => b.action)).toEqual(['groupRemoveItems', 'groupMoveItems', 'groupIndexItems']);

    const groups = await sql<{ id: number; name: string }>`select id, name from sys_type
      where tenant_id = ${staff1.tenantId} and type_group_key = 'groupCollect' and name = '新能源专利小组'`.execute(t.db);
    const group = groups.rows[0]!.id;
    const byGroup = await rows(staff1, [{ property: 'groupId', value: group, operation: 'EQUAL' }]);
    expect(byGroup.statusCode, byGroup.body).toBe(200);
    const page = byGroup.json() as { rows: Row[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((r) => Number(r.groupId) === group)).toBe(true);
    const folders = [...new Set(page.rows.map((r) => Number(r.folderId)))];
    const byFolders = await rows(staff1, [{ property: 'folderId', value: folders, operation: 'IN' }]);
    expect((byFolders.json() as { total: number }).total).toBe(page.total);
    // A node id of a group the caller is not in lists nothing: the view's data rule keeps to the caller's groups.
    expect((await rows(leader, [{ property: 'groupId', value: group, operation: 'EQUAL' }])).json()).toMatchObject({ total: 0 });
  });

  it('an older tenant gets the tree and buttons (migration 0081); a second run and an administrator\'s own buttons change nothing', async () => {
    const inst = t.tenantId('inst');
    const corp = t.tenantId('corp');
    const groupField = { field: 'groupId', label: '小组', control: 'number', operation: 'EQUAL' };
    for (const [tenant, buttons] of [[inst, []], [corp, [{ type: 'export' }]]] as const) {
      const [xzsz] = await current(tenant);
      const { sideTree: _tree, ...old } = JSON.parse(xzsz!.body) as Row;
      const body = { ...old, manageFields: buttons, conditionFields: [...(old.conditionFields as Row[]), groupField] };
      await sql`update definition set body = ${JSON.stringify(body)}::json where tenant_id = ${tenant} and kind = 'template' and key = 'xzsz' and is_current`.execute(t.db);
    }
    const before = { inst: (await current(inst))[0]!.version, corp: (await current(corp))[0]!.version };

    await giveSideTree(t.db as unknown as Kysely<unknown>);
    await giveSideTree(t.db as unknown as Kysely<unknown>);

    const [instXzsz] = await current(inst);
    expect(instXzsz!.version).toBe(before.inst + 1);
    const body = JSON.parse(instXzsz!.body) as { sideTree: Row; manageFields: Row[]; conditionFields: Row[] };
    expect(body.sideTree.source).toBe('groupCollectTree');
    expect(body.manageFields.map((b) => b.key)).toEqual(['groupRemove', 'groupMove', 'groupIndex']);
    expect(body.conditionFields.map((c) => c.field)).not.toContain('groupId');
    expect((body as unknown as { rowFields: string[] }).rowFields).toEqual(['groupId', 'folderId', 'collectTime']);
    expect((body as unknown as { displayFields: Row[] }).displayFields.map((d) => d.field)).toEqual(['fApplicationNo', 'fName', 'fLegalStatus', 'folderName', 'collectorName']);
    const [corpXzsz] = await current(corp);
    expect(corpXzsz!.version).toBe(before.corp);
    expect((JSON.parse(corpXzsz!.body) as { manageFields: Row[] }).manageFields).toEqual([{ type: 'export' }]);
  });
});
