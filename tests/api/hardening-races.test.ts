import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { BPM_MODEL, countersignXml, MODEL, RT, workflowClient } from './workflow-helpers.ts';

/** Every password check the sign-in makes, counted (the real check still runs). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/server/lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/lib/passwords.ts')>();
  return { ...real, verifyPassword: (password: string, stored: string) => { checks.count++; return real.verifyPassword(password, stored); } };
});

const statuses = (replies: { statusCode: number }[]) => replies.map((r) => r.statusCode).sort();

/**
 * Races that only a real PostgreSQL shows (its statements run in parallel; PGlite runs one at a time): two saves
 * from the same revision at once are one 200 and one 409 with nothing of the loser's written, and a burst of
 * sign-ins against one account or from one address checks no more passwords than the lock allows.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('races on PostgreSQL: optimistic saves and the sign-in lock', () => {
  let t: TestApp;
  let wf: ReturnType<typeof workflowClient>;
  let staff1: Session;
  let leader: Session;
  let admin: Session;
  let college: number;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader, admin] = await Promise.all(['staff1', 'leader', 'admin'].map((a) => t.login('univ', a))) as [Session, Session, Session];
    college = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select('id').where('code', '=', 'cs').executeTakeFirstOrThrow())).id;
  });
  afterAll(async () => { await t?.close(); });
  beforeEach(() => { checks.count = 0; });

  const storedData = async (instId: string) => (await withTenant(t.db, t.tenantId('univ'), (tx) =>
    tx.selectFrom('bpm_instance').select('data').where('id', '=', Number(instId)).executeTakeFirstOrThrow())).data as Record<string, unknown>;
  const apply = async () => {
    const started = await wf.start(staff1, { flowKey: 'patentApply' },
      { title: '一种固态电池电解质', type: 'invent', claims: '1. 一种电解质', college, applicationDate: '2026-03-01' });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().instId as string;
  };
  const saveForm = (session: Session, instId: string, data: Record<string, unknown>, dataRev: string) =>
    wf.post(session, '/instance/v1/saveFormData', { instId: Number(instId), data: base64(JSON.stringify(data)), dataRev });
  const dataRevOf = async (instId: string) => (await wf.get(leader, `/instance/v1/getRelatedInformationById?id=${instId}`)).json().dataRev as string;

  it('instance form data: of two people saving from the same revision at once, one gets 200 and the other 409, and only the winner\'s change is stored (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const instId = await apply();
      const rev = await dataRevOf(instId);
      // The initiator edits the title (start node), the leader the review comment (their task's node).
      const [mine, theirs] = await Promise.all([
        saveForm(staff1, instId, { title: `标题 ${round}` }, rev),
        saveForm(leader, instId, { reviewComment: `意见 ${round}` }, rev),
      ]);
      expect(statuses([mine, theirs]), `round ${round}: ${mine.body} ${theirs.body}`).toEqual([200, 409]);
      const loser = mine.statusCode === 409 ? mine : theirs;
      expect(loser.json(), `round ${round}`).toMatchObject({ state: false, message: '表单数据已被他人修改，请刷新后再保存' });
      const stored = await storedData(instId);
      if (mine.statusCode === 200) expect(stored, `round ${round}`).toMatchObject({ title: `标题 ${round}` });
      else expect(stored, `round ${round}`).toMatchObject({ title: '一种固态电池电解质', reviewComment: `意见 ${round}` });
      if (mine.statusCode === 200) expect(stored.reviewComment, `round ${round}`).not.toBe(`意见 ${round}`);
      // The winner's reply is the revision now stored: a save from it goes through.
      const winner = mine.statusCode === 200 ? mine : theirs;
      expect(await dataRevOf(instId), `round ${round}`).toBe(winner.json().value.dataRev);
    }
  });

  it('task drafts: two saves of the task page from the same revision at once are one 200 and one 409', async () => {
    const instId = await apply();
    const task = await wf.onlyTask(leader, instId);
    const { dataRev } = (await wf.get(leader, `/task/v1/get?id=${task.id}`)).json() as { dataRev: string };
    const draft = (comment: string) => t.request({ method: 'POST', url: `${RT}/task/v1/saveDraft`, session: leader,
      payload: { taskId: Number(task.id), data: base64(JSON.stringify({ reviewComment: comment })), dataRev } });
    const replies = await Promise.all([draft('甲'), draft('乙')]);
    expect(statuses(replies)).toEqual([200, 409]);
    const won = replies[0]!.statusCode === 200 ? '甲' : '乙';
    expect(await storedData(instId)).toMatchObject({ reviewComment: won });
  });

  it('agree with form data and the initiator\'s save of the instance data from the same revision at once: one 200, one 409', async () => {
    for (let round = 0; round < 5; round++) {
      const instId = await apply();
      const task = await wf.onlyTask(leader, instId);
      const { dataRev } = (await wf.get(leader, `/task/v1/get?id=${task.id}`)).json() as { dataRev: string };
      const [agreed, saved] = await Promise.all([
        wf.complete(leader, task.id, 'agree', { data: base64(JSON.stringify({ reviewComment: `同意 ${round}` })), dataRev }),
        saveForm(staff1, instId, { title: `标题 ${round}` }, dataRev),
      ]);
      expect(statuses([agreed, saved]), `round ${round}: ${agreed.body} ${saved.body}`).toEqual([200, 409]);
      const stored = await storedData(instId);
      if (agreed.statusCode === 200) {
        expect(stored, `round ${round}`).toMatchObject({ title: '一种固态电池电解质', reviewComment: `同意 ${round}` });
      } else {
        expect(agreed.json(), `round ${round}`).toMatchObject({ code: 'FORM_DATA_STALE' });
        expect(stored, `round ${round}`).toMatchObject({ title: `标题 ${round}` });
        expect(await wf.onlyTask(leader, instId), `round ${round}`).toMatchObject({ id: task.id });
      }
    }
  });

  it('business records: two saves of one record from the same version at once are one 200 and one 409', async () => {
    const save = (boData: Record<string, unknown>, extra: Record<string, unknown> = {}) => t.request({
      method: 'POST', url: '/api/form/form/dataTemplate/v1/boSave/expenseClaim', session: staff1, payload: { boData, ...extra } });
    const claim = { title: '差旅', claimant: staff1.userId, amount: '10.50', claimDate: '2026-03-02' };
    const created = await save(claim);
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().value as { id: string; version: number };
    const replies = await Promise.all([save({ ...claim, title: '差旅甲' }, { id, version }), save({ ...claim, title: '差旅乙' }, { id, version })]);
    expect(statuses(replies)).toEqual([200, 409]);
    const won = replies[0]!.statusCode === 200 ? '差旅甲' : '差旅乙';
    const row = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('bo_record').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow());
    expect(row).toMatchObject({ version: version + 1, data: expect.objectContaining({ title: won }) });
  });

  it('definitions: two saves from the same base version at once are one 200 and one 409', async () => {
    const BASE = '/api/form/form/definition/v1';
    const { version, body } = (await t.request({ method: 'GET', url: `${BASE}/get?kind=form&key=expenseClaim`, session: admin })).json() as { version: number; body: Record<string, unknown> };
    const save = (name: string) => t.request({ method: 'POST', url: `${BASE}/save`, session: admin, payload: { kind: 'form', body: { ...body, name: { 'zh-CN': name } }, baseVersion: version } });
    const replies = await Promise.all([save('甲'), save('乙')]);
    expect(statuses(replies)).toEqual([200, 409]);
    const won = replies[0]!.statusCode === 200 ? '甲' : '乙';
    const now = (await t.request({ method: 'GET', url: `${BASE}/get?kind=form&key=expenseClaim`, session: admin })).json() as { version: number; body: Record<string, unknown> };
    expect(now).toMatchObject({ version: version + 1, body: expect.objectContaining({ name: { 'zh-CN': won } }) });
  });

  it('definitions: two creates of one new key at once (base version 0) are one 200 and one 409', async () => {
    const BASE = '/api/form/form/definition/v1';
    const { body } = (await t.request({ method: 'GET', url: `${BASE}/get?kind=menu&key=formsMenu`, session: admin })).json() as { body: Record<string, unknown> };
    const save = (name: string) => t.request({ method: 'POST', url: `${BASE}/save`, session: admin, payload: { kind: 'menu', body: { ...body, alias: 'raceMenu', name: { 'zh-CN': name } }, baseVersion: 0 } });
    const replies = await Promise.all([save('甲'), save('乙')]);
    expect(statuses(replies), replies.map((r) => r.body).join(' ')).toEqual([200, 409]);
    const now = (await t.request({ method: 'GET', url: `${BASE}/get?kind=menu&key=raceMenu`, session: admin })).json() as { version: number };
    expect(now.version).toBe(1);
  });

  it('flow deployments (XML and node settings): two deploys from the same base version at once are one 200 and one 409', async () => {
    const xml = countersignXml('raceDeploy', { name: '并发部署' });
    expect((await wf.deploy(admin, 'raceDeploy', xml)).statusCode).toBe(200);
    const deploy = (name: string) => t.request({ method: 'POST', url: `${MODEL}/deploy`, session: admin, payload: { defKey: 'raceDeploy', xml, name, settings: {}, baseVersion: 1 } });
    const replies = await Promise.all([deploy('部署甲'), deploy('部署乙')]);
    expect(statuses(replies), replies.map((r) => r.body).join(' ')).toEqual([200, 409]);
    const won = replies[0]!.statusCode === 200 ? '部署甲' : '部署乙';
    const versions = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('bpm_definition').select(['version', 'name', 'is_main'])
      .where('def_key', '=', 'raceDeploy').orderBy('version').execute());
    expect(versions).toEqual([{ version: 1, name: '并发部署', is_main: false }, { version: 2, name: won, is_main: true }]);
  });

  it('flow categories: two renames from the same previous name at once are one 200 and one 409', async () => {
    const call = (path: string, payload?: unknown) => t.request({ method: payload === undefined ? 'GET' : 'POST', url: `${BPM_MODEL}/flow/type/v1${path}`, session: admin, payload });
    const listed = (await call('/list')).json() as { id: string | number; typeKey: string; name: { 'zh-CN': string; 'en-US'?: string } }[];
    const fees = listed.find((r) => r.typeKey === 'fees')!;
    const rename = (name: string) => call('/rename', { id: Number(fees.id), name: { 'zh-CN': name }, previous: fees.name });
    const replies = await Promise.all([rename('费用甲'), rename('费用乙')]);
    expect(statuses(replies), replies.map((r) => r.body).join(' ')).toEqual([200, 409]);
    const won = replies[0]!.statusCode === 200 ? '费用甲' : '费用乙';
    expect(((await call('/list')).json() as typeof listed).find((r) => r.typeKey === 'fees')!.name).toEqual({ 'zh-CN': won });
  });

  it('profile: two saves of the own profile from the same version at once are one 200 and one 409', async () => {
    const detail = async () => (await t.request({ method: 'GET', url: '/api/uc/api/user/v1/user/getDetailByAccountOrId', session: leader })).json().user as { fullname: string; version: number };
    const { version } = await detail();
    const save = (fullname: string) => t.request({ method: 'POST', url: '/api/uc/api/user/v1/user/updateUser', session: leader, payload: { fullname, version } });
    const replies = await Promise.all([save('王强甲'), save('王强乙')]);
    expect(statuses(replies)).toEqual([200, 409]);
    const won = replies[0]!.statusCode === 200 ? '王强甲' : '王强乙';
    expect(await detail()).toMatchObject({ fullname: won, version: version + 1 });
  });

  it('bulletins: two saves of one bulletin from the same version at once are one 200 and one 409', async () => {
    const save = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/front/ipSchoolBulletin/v1/save', session: admin, payload: body });
    const made = await save({ fTitle: '并发公告' });
    expect(made.statusCode, made.body).toBe(200);
    const { id, version } = made.json().value as { id: number; version: number };
    const replies = await Promise.all([save({ id, version, fTitle: '公告甲' }), save({ id, version, fTitle: '公告乙' })]);
    expect(statuses(replies)).toEqual([200, 409]);
    const won = replies[0]!.statusCode === 200 ? '公告甲' : '公告乙';
    const row = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('ip_school_bulletin').select(['title', 'version']).where('id', '=', id).executeTakeFirstOrThrow());
    expect(row).toEqual({ title: won, version: version + 1 });
  });
});

/**
 * Sign-in bursts. On PostgreSQL the attempts' transactions run side by side, so without the lock each reads the
 * account as open and gets its password checked; PGlite runs one transaction at a time and hides that, but the
 * counts and replies pinned here hold on both.
 */
describe('races: a burst of sign-ins checks no more passwords than the lock allows', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });
  beforeEach(() => { checks.count = 0; });

  const signIn = (account: string, password: string, ip: string) => t.request({
    method: 'POST', url: `/api/uc/auth?tenantId=${t.tenantId('univ')}`,
    payload: { username: account, password: base64(password) }, headers: { 'x-forwarded-for': ip },
  });

  it('a burst of 40 attempts at once for one account checks 5 passwords, no more; the correct password inside the burst and after it is refused', async () => {
    // The correct password is the 21st sent: by then five attempts hold the account's failure slots.
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn('staff2', i === 20 ? DEMO_PASSWORD : 'Wrong@2026', '10.7.0.1')));
    expect(checks.count).toBe(5);
    expect(replies[20]!.statusCode, replies[20]!.body).toBe(429);
    expect(replies.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect(replies.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(35);
    const before = checks.count;
    const correct = await signIn('staff2', DEMO_PASSWORD, '10.7.0.2');
    expect(correct.statusCode).toBe(429);
    expect(correct.json()).toMatchObject({ state: false, message: expect.stringContaining('账号已锁定') });
    expect(checks.count).toBe(before);
  });

  it('the right password of a disabled account is no failure: it never locks the account', async () => {
    const setStatus = (status: number) => withTenant(t.db, t.tenantId('univ'), (tx) => tx.updateTable('app_user').set({ status }).where('account', '=', 'guest1').execute());
    await setStatus(0);
    try {
      for (let i = 0; i < 6; i++) {
        expect((await signIn('guest1', DEMO_PASSWORD, '10.7.3.1')).json()).toEqual({ state: false, message: '账号已被禁用' });
      }
    } finally {
      await setStatus(1);
    }
    expect((await signIn('guest1', DEMO_PASSWORD, '10.7.3.1')).statusCode).toBe(200);
  });

  it('a burst of 40 attempts from one address checks the address limit\'s 30 passwords, no more', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`nobody${i}`, 'Wrong@2026', '10.7.2.1')));
    expect(checks.count).toBe(30);
    expect(replies.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(10);
    expect(replies.find((r) => r.statusCode === 429)!.json()).toMatchObject({ message: '该地址登录失败次数过多，请稍后再试' });
  });
});
