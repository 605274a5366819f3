import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { makeApplicationNo } from '../../src/common/patents/application-number.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FRONT = '/api/front';
const SYS = '/api/portal/sys/sysType/v1';

interface Node { id: number; parentId: number; name: string; typeGroupKey: string; dep: number; isDataedit: boolean; canAddChild: boolean; groupId: number | null; ownerId: number | null }

describe('favourites, indexing trees and group collections', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let ipadmin: Session;
  let corp: Session;
  let patents: { id: number; application_no: string; publication_no: string | null }[];

  const call = async (session: Session, method: string, url: string, payload?: unknown) => {
    const res = await t.request({ method, url, session, payload });
    return { status: res.statusCode, body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body, raw: res };
  };
  const tree = async (session: Session, path: string) => {
    const res = await call(session, 'GET', `${SYS}/${path}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Node[];
  };
  const save = (session: Session, body: Record<string, unknown>, query = '') => call(session, 'POST', `${SYS}/save${query}`, body);

  beforeAll(async () => {
    t = await createTestApp();
    [staff1, staff2, ipadmin, corp] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('univ', 'ipadmin'), t.login('corp', 'staff1')]);
    patents = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('patent').select(['id', 'application_no', 'publication_no'])
      .where('publication_no', 'is not', null).orderBy('id', 'desc').limit(10).execute());
  });
  afterAll(async () => { await t?.close(); });

  describe('favourites', () => {
    it('gives each person a root with parentId 0 that cannot be edited, and the demo folder under it', async () => {
      const nodes = await tree(staff1, 'getCollectTree');
      const root = nodes.find((n) => n.parentId === 0)!;
      expect(root).toMatchObject({ typeGroupKey: 'collect', dep: 0, isDataedit: false });
      expect(nodes.find((n) => n.name === '新能源电池')).toMatchObject({ parentId: root.id, dep: 1, isDataedit: true });
      const other = await tree(staff2, 'getCollectTree');
      expect(other.map((n) => n.id)).not.toContain(root.id);
    });

    it('refuses without a folder (请选择收藏夹) and on the root (无法对根节点选择收藏)', async () => {
      const none = await call(staff1, 'POST', `${FRONT}/api/v1/collect`, { refId: patents[0]!.id });
      expect(none).toMatchObject({ status: 400, body: { state: false, message: '请选择收藏夹' } });
      const root = (await tree(staff1, 'getCollectTree')).find((n) => n.parentId === 0)!;
      const onRoot = await call(staff1, 'POST', `${FRONT}/api/v1/collect`, { refId: patents[0]!.id, fSzjzj: root.id });
      expect(onRoot).toMatchObject({ status: 400, body: { state: false, message: '无法对根节点选择收藏' } });
      const english = await t.request({ method: 'POST', url: `${FRONT}/api/v1/collect`, session: staff1, payload: { refId: patents[0]!.id }, headers: { 'accept-language': 'en-US' } });
      expect(english.json().message).toBe('Please select a favourites folder');
    });

    it('checks the application number (check digit) and publication number of the payload', async () => {
      const folder = (await tree(staff1, 'getCollectTree')).find((n) => n.name === '新能源电池')!;
      const target = patents[1]!;
      const digits = target.application_no.slice(2).replace('.', '');
      const wrongCheck = `${digits.slice(0, -1)}${digits.endsWith('0') ? '1' : '0'}`;
      for (const [fSqh, message] of [[wrongCheck, '申请号校验位错误'], ['2019412345678', '申请号的专利类型位不正确（应为 1、2、3、8 或 9）'], ['12345', expect.stringContaining('申请号格式不正确')]] as const) {
        const res = await call(staff1, 'POST', `${FRONT}/api/v1/collect`, { refId: target.id, fSzjzj: folder.id, fSqh });
        expect(res, fSqh).toMatchObject({ status: 400, body: { state: false, message } });
      }
      const badPub = await call(staff1, 'POST', `${FRONT}/api/v1/collect`, { refId: target.id, fSzjzj: folder.id, fGkh: 'CN12A' });
      expect(badPub).toMatchObject({ status: 400, body: { message: expect.stringContaining('公开（公告）号格式不正确') } });
      const mismatch = await call(staff1, 'POST', `${FRONT}/api/v1/collect`, { refId: target.id, fSzjzj: folder.id, fSqh: makeApplicationNo(2019, '1', 9_999_999).formatted });
      expect(mismatch.status).toBe(404);
      const good = await call(staff1, 'POST', `${FRONT}/api/v1/collect`, { refId: target.id, fSzjzj: folder.id, fSqh: target.application_no, fGkh: target.publication_no, fSjly: 'jgzlk' });
      expect(good).toMatchObject({ status: 200, body: { state: true, message: '收藏成功', value: { added: 1 } } });
      const byNumberOnly = await call(staff1, 'POST', `${FRONT}/api/v1/collect`, { fSzjzj: folder.id, fSqh: patents[2]!.application_no });
      expect(byNumberOnly.body).toMatchObject({ state: true, value: { added: 1 } });
    });

    it('creates, renames and deletes folders; name not blank, key alphanumeric', async () => {
      const blank = await save(staff1, { name: '   ', typeGroupKey: 'collect' });
      expect(blank).toMatchObject({ status: 400, body: { message: '名称不能为空' } });
      const badKey = await save(staff1, { name: '芯片', typeKey: 'chip-1', typeGroupKey: 'collect' });
      expect(badKey).toMatchObject({ status: 400, body: { message: '别名只能由字母和数字组成' } });
      const made = await save(staff1, { name: '芯片', typeKey: 'chip1', typeGroupKey: 'collect' }, '?parentId=0');
      expect(made.body).toMatchObject({ state: true, value: { name: '芯片', dep: 1, typeKey: 'chip1' } });
      const id = made.body.value.id;
      const renamed = await save(staff1, { id, name: '集成电路' });
      expect(renamed.body.value.name).toBe('集成电路');
      expect((await save(staff2, { id, name: 'x' })).status).toBe(404);
      expect((await call(staff2, 'DELETE', `${FRONT}/api/v1/collect/delTree/${id}`)).status).toBe(404);
      expect((await call(staff1, 'DELETE', `${FRONT}/api/v1/collect/delTree/${id}`)).body).toMatchObject({ state: true });
      const root = (await tree(staff1, 'getCollectTree')).find((n) => n.parentId === 0)!;
      expect((await call(staff1, 'DELETE', `${FRONT}/api/v1/collect/delTree/${root.id}`))).toMatchObject({ status: 403, body: { message: '该节点不可编辑' } });
    });
  });

  describe('indexing', () => {
    const publicNodes = async () => (await tree(staff1, 'getIndexTree')).filter((n) => n.typeGroupKey === 'pubIndex');

    it('refuses without a node (请选择节点), a root without a name (请输入标引分类节点进行标引), below the third level (不能超过三级标引节点！)', async () => {
      const none = await call(staff1, 'POST', `${FRONT}/api/v1/mark`, { refId: patents[0]!.id });
      expect(none).toMatchObject({ status: 400, body: { message: '请选择节点' } });
      const nodes = await publicNodes();
      const root = nodes.find((n) => n.parentId === 0)!;
      const onRoot = await call(staff1, 'POST', `${FRONT}/api/v1/mark`, { refId: patents[0]!.id, fByzj: root.id });
      expect(onRoot).toMatchObject({ status: 400, body: { message: '请输入标引分类节点进行标引' } });
      const third = nodes.find((n) => n.name === '锂电池')!;
      expect(third.dep).toBe(3);
      const deeper = await call(ipadmin, 'POST', `${FRONT}/api/v1/mark`, { refId: patents[0]!.id, fByzj: third.id, fBymc: '固态电池' });
      expect(deeper).toMatchObject({ status: 400, body: { message: '不能超过三级标引节点！' } });
      const saveDeeper = await save(ipadmin, { name: '固态电池', typeGroupKey: 'pubIndex' }, `?parentId=${third.id}`);
      expect(saveDeeper).toMatchObject({ status: 400, body: { message: '不能超过三级标引节点！' } });
      const ok = await call(staff1, 'POST', `${FRONT}/api/v1/mark`, { refId: patents[0]!.id, fByzj: third.id, fSqh: patents[0]!.application_no, fByly: 'jgzlk' });
      expect(ok).toMatchObject({ status: 200, body: { state: true, message: '标引成功' } });
      const badCheck = await call(staff1, 'POST', `${FRONT}/api/v1/mark`, { refId: patents[0]!.id, fByzj: third.id, fSqh: `${patents[0]!.application_no.slice(0, -1)}${patents[0]!.application_no.endsWith('1') ? '2' : '1'}` });
      expect(badCheck).toMatchObject({ status: 400, body: { message: '申请号校验位错误' } });
    });

    it('lets only IPgly / qyIPgly / kyIPgly edit the public tree; anyone indexes into it and into their own tree', async () => {
      const root = (await publicNodes()).find((n) => n.parentId === 0)!;
      expect(root).toMatchObject({ isDataedit: false, canAddChild: false });
      expect((await tree(ipadmin, 'getIndexTree')).find((n) => n.id === root.id)).toMatchObject({ isDataedit: false, canAddChild: true });
      const refused = await save(staff1, { name: '生物医药', typeGroupKey: 'pubIndex' }, `?parentId=${root.id}`);
      expect(refused).toMatchObject({ status: 403, body: { message: '只有知识产权管理员可以编辑公共标引节点' } });
      const viaMark = await call(staff1, 'POST', `${FRONT}/api/v1/mark`, { refId: patents[3]!.id, fByzj: root.id, fBymc: '生物医药' });
      expect(viaMark).toMatchObject({ status: 403, body: { message: '只有知识产权管理员可以编辑公共标引节点' } });
      const energy = (await publicNodes()).find((n) => n.name === '新能源')!;
      expect(energy.isDataedit).toBe(false);
      expect((await tree(ipadmin, 'getIndexTree')).find((n) => n.id === energy.id)!.isDataedit).toBe(true);
      const made = await save(ipadmin, { name: '生物医药', typeKey: 'bio', typeGroupKey: 'pubIndex' }, `?parentId=${root.id}`);
      expect(made.body).toMatchObject({ state: true, value: { dep: 1 } });
      const personalRoot = (await tree(staff1, 'getIndexTree')).find((n) => n.typeGroupKey === 'priIndex' && n.parentId === 0)!;
      const named = await call(staff1, 'POST', `${FRONT}/api/v1/mark`, { refId: patents[3]!.id, fByzj: personalRoot.id, fBymc: '重点关注' });
      expect(named).toMatchObject({ status: 200, body: { message: '标引成功' } });
      const nodeId = named.body.value.nodeId;
      const page = await call(staff1, 'POST', `${FRONT}/api/v1/mark/patent`, { params: { nodeId } });
      expect(page.body.rows.map((r: { patentId: number }) => r.patentId)).toEqual([patents[3]!.id]);
      const counts = await call(staff1, 'POST', `${FRONT}/api/v1/mark/calculate`, { typeGroupKey: 'priIndex' });
      expect(counts.body).toEqual(expect.arrayContaining([{ nodeId, count: 1 }, { nodeId: personalRoot.id, count: expect.any(Number) }]));
    });

    it('deletes an indexing node only after the can-delete check', async () => {
      const lithium = (await publicNodes()).find((n) => n.name === '锂电池')!;
      const check = await call(ipadmin, 'GET', `${FRONT}/api/v1/mark/tree/candel/${lithium.id}`);
      expect(check.body).toEqual({ state: false, message: '该节点或其下级节点中有已标引的专利，不能删除' });
      const parentCheck = await call(ipadmin, 'GET', `${FRONT}/api/v1/mark/tree/candel/${lithium.parentId}`);
      expect(parentCheck.body.state).toBe(false);
      expect((await call(ipadmin, 'DELETE', `${SYS}/remove?id=${lithium.id}`)).status).toBe(400);
      const staffCheck = await call(staff1, 'GET', `${FRONT}/api/v1/mark/tree/candel/${lithium.id}`);
      expect(staffCheck.body).toEqual({ state: false, message: '只有知识产权管理员可以编辑公共标引节点' });
      const entries = await call(ipadmin, 'POST', `${FRONT}/api/v1/mark/patent`, { params: { nodeId: lithium.id }, pageBean: { pageSize: 100 } });
      const removed = await call(ipadmin, 'POST', `${FRONT}/api/v1/mark/delete/patent`, { ids: entries.body.rows.map((r: { id: number }) => r.id) });
      expect(removed.body.state).toBe(true);
      expect((await call(ipadmin, 'GET', `${FRONT}/api/v1/mark/tree/candel/${lithium.id}`)).body.state).toBe(true);
      expect((await call(ipadmin, 'DELETE', `${SYS}/remove?id=${lithium.id}`)).body.state).toBe(true);
    });
  });

  describe('group collections', () => {
    const groupNodes = (s: Session) => tree(s, 'getGroupCollectTree');

    it('shows the root and the public group (not editable) and the groups one belongs to', async () => {
      const nodes = await groupNodes(staff2);
      expect(nodes.find((n) => n.parentId === 0)).toMatchObject({ isDataedit: false });
      expect(nodes.find((n) => n.name === '公共小组')).toMatchObject({ isDataedit: false, dep: 1 });
      expect(nodes.find((n) => n.name === '新能源专利小组')).toMatchObject({ isDataedit: false });
      expect((await groupNodes(staff1)).find((n) => n.name === '新能源专利小组')).toMatchObject({ isDataedit: true });
      expect((await groupNodes(ipadmin)).find((n) => n.name === '新能源专利小组')).toBeUndefined();
    });

    it('keeps group commands to the owner; members collect, leave; export, move and group indexing work', async () => {
      const group = (await groupNodes(staff1)).find((n) => n.name === '新能源专利小组')!;
      const gid = group.id;
      expect(await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/dismissGroup`, { groupId: gid })).toMatchObject({ status: 403, body: { message: '只有小组创建者可以执行此操作' } });
      expect((await save(staff2, { name: '子文件夹' }, `?parentId=${gid}`)).body.message).toBe('只有小组创建者可以执行此操作');
      const sub = await save(staff1, { name: '子文件夹' }, `?parentId=${gid}`);
      expect(sub.body.value).toMatchObject({ groupId: gid, dep: 2 });
      expect((await call(staff2, 'POST', `${FRONT}/api/v1/collect`, { refId: patents[5]!.id, fSzjzj: gid })).body.state).toBe(true);
      const list = await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/list`, { params: { groupId: gid }, pageBean: { pageSize: 50 } });
      expect(list.body.total).toBeGreaterThanOrEqual(3);
      const mine = list.body.rows.find((r: { patentId: number }) => r.patentId === patents[5]!.id);
      const theirs = list.body.rows.find((r: { userName: string }) => r.userName === '张伟');
      expect((await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/moveGroupCollect`, { ids: [theirs.id], targetNodeId: sub.body.value.id })).status).toBe(404);
      expect((await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/moveGroupCollect`, { ids: [mine.id], targetNodeId: sub.body.value.id })).body.state).toBe(true);
      const pub = (await publicIndex(ipadmin)).find((n) => n.name === '人工智能')!;
      const indexed = await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/groupIndexing`, { ids: [mine.id], fByzj: pub.id });
      expect(indexed.body).toMatchObject({ state: true, message: '标引成功' });
      const file = await call(staff1, 'POST', `${FRONT}/api/v1/groupCollect/exportGroupCollect`, { groupId: gid });
      expect(file.status).toBe(200);
      expect(file.raw.headers['content-type']).toContain('spreadsheetml');
      expect(file.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect((await call(staff1, 'GET', `${FRONT}/api/v1/groupCollect/canRemoveUser?groupId=${gid}&userId=${staff1.userId}`)).body.state).toBe(false);
      expect((await call(staff1, 'GET', `${FRONT}/api/v1/groupCollect/canRemoveUser?groupId=${gid}&userId=${staff2.userId}`)).body.state).toBe(true);
      expect((await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/setDataSource`, { groupId: gid, dataSource: 'bxzlk' })).status).toBe(403);
      expect((await call(staff1, 'POST', `${FRONT}/api/v1/groupCollect/setDataSource`, { groupId: gid, dataSource: 'bxzlk' })).body.state).toBe(true);
      expect((await call(staff2, 'GET', `${FRONT}/api/v1/groupCollect/getDataSource?groupId=${gid}`)).body).toEqual({ groupId: gid, dataSource: 'bxzlk' });
      expect(await call(staff1, 'POST', `${FRONT}/api/v1/groupCollect/exitGroup`, { groupId: gid })).toMatchObject({ status: 400, body: { message: '小组创建者不能退出小组，请解散小组' } });
      expect((await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/exitGroup`, { groupId: gid })).body.state).toBe(true);
      expect((await call(staff2, 'POST', `${FRONT}/api/v1/groupCollect/list`, { params: { groupId: gid } })).status).toBe(404);
      expect((await call(staff1, 'POST', `${FRONT}/api/v1/groupCollect/dismissGroup`, { groupId: gid })).body.state).toBe(true);
      expect((await groupNodes(staff1)).find((n) => n.id === gid)).toBeUndefined();
    });

    const publicIndex = async (s: Session) => (await tree(s, 'getIndexTree')).filter((n) => n.typeGroupKey === 'pubIndex');
  });

  describe('tenant isolation and the visitor', () => {
    it('another tenant\'s node, entry, folder or patent ids read as not found, never as data', async () => {
      const univFolder = (await tree(staff1, 'getCollectTree')).find((n) => n.name === '新能源电池')!;
      const univPublic = (await tree(staff1, 'getIndexTree')).find((n) => n.name === '新能源')!;
      const corpFolder = (await tree(corp, 'getCollectTree')).find((n) => n.name === '新能源电池')!;
      const probes: [string, string, unknown?][] = [
        ['GET', `${SYS}/getByParentId?parentId=${univFolder.id}`],
        ['POST', `${FRONT}/api/v1/collect`, { refId: patents[0]!.id, fSzjzj: univFolder.id }],
        ['POST', `${FRONT}/api/v1/collect`, { refId: patents[0]!.id, fSzjzj: corpFolder.id }],
        ['POST', `${FRONT}/api/v1/mark`, { refId: patents[0]!.id, fByzj: univPublic.id }],
        ['POST', `${FRONT}/api/v1/mark/patent`, { params: { nodeId: univPublic.id } }],
        ['GET', `${FRONT}/api/v1/mark/tree/candel/${univPublic.id}`],
        ['DELETE', `${FRONT}/api/v1/collect/delTree/${univFolder.id}`],
        ['DELETE', `${SYS}/remove?id=${univPublic.id}`],
        ['POST', `${SYS}/save`, { id: univFolder.id, name: 'x' }],
        ['POST', `${FRONT}/api/v1/groupCollect/list`, { params: { groupId: univFolder.id } }],
        ['POST', `${FRONT}/api/v1/collect/remove`, { ids: [1, 2, 3] }],
      ];
      for (const [method, url, payload] of probes) {
        const res = await call(corp, method, url, payload);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('新能源');
      }
    });

    it('the visitor may not collect, index or read trees', async () => {
      const res = await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId('univ')}` });
      const body = res.json() as { token: string };
      const visitor = { headers: { authorization: `Bearer ${body.token}`, 'tenant-code': 'univ', 'accept-language': 'zh-CN' } } as unknown as Session;
      expect((await call(visitor, 'POST', `${FRONT}/api/v1/collect`, { refId: patents[0]!.id, fSzjzj: 1 })).status).toBe(403);
      expect((await call(visitor, 'GET', `${SYS}/getCollectTree`)).status).toBe(403);
      expect((await call(visitor, 'POST', `${FRONT}/api/v1/mark`, {})).status).toBe(403);
    });
  });
});
