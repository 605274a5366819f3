import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_FORMS, up as addPersonalForms } from '../../src/server/db/migrations/0095-personal-forms.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const T = '/api/form/form/dataTemplate/v1';
const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();

/** The personal forms of the engine (schemas/form/personal*.json): getForm and boSave through the workflow module's record stores. */
describe('personal forms on the record stores', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let agent: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [staff1, staff2, agent] = await Promise.all(['staff1', 'staff2', 'agent'].map((a) => t.login('univ', a))) as [Session, Session, Session];
  });
  afterAll(async () => { await t?.close(); });

  const save = (session: Session, alias: string, boData: Record<string, unknown>, id?: string, version?: number) => t.request({
    method: 'POST', url: `${T}/boSave/${alias}?formKey=${alias}`, session, payload: { boData, ...(id ? { id, version } : {}) },
  });
  const form = (session: Session, alias: string, id: string) => t.request({ method: 'GET', url: `${T}/getForm/${alias}/${alias}?id=${id}&action=edit`, session });

  it('agent rules keep the server\'s rules: not oneself, end not before start, a new rule\'s end ahead, no cycles; a stale edit is a 409', async () => {
    const period = { startDate: at(0), endDate: at(5) };
    expect((await save(staff1, 'personalAgent', { agentId: staff1.userId, ...period })).json()).toMatchObject({ state: false, message: '不能委托给自己' });
    expect((await save(staff1, 'personalAgent', { agentId: staff2.userId, startDate: at(5), endDate: at(1) })).json().message).toContain('结束时间不能早于开始时间');
    expect((await save(staff1, 'personalAgent', { agentId: staff2.userId, startDate: at(-5), endDate: at(-1) })).json()).toMatchObject({ message: '结束时间不能早于当前时间' });
    const made = await save(staff1, 'personalAgent', { agentId: staff2.userId, subject: '出差', defKeys: null, ...period });
    expect(made.statusCode).toBe(200);
    const { id, version } = made.json().value as { id: string; version: number };
    const read = (await form(staff1, 'personalAgent', id)).json();
    expect(read).toMatchObject({ readonly: false, version, data: { agentId: staff2.userId, subject: '出差', isEnabled: true, ...period } });
    expect(read.data.defKeys ?? null).toBeNull();
    // The REST list reads the same row: every flow is null, not [""].
    expect((await t.request({ method: 'GET', url: `/api/bpm-model/flow/agent/v1/agentGet?id=${id}`, session: staff1 })).json()).toMatchObject({ defKeys: null, agent: '李娜' });
    const edited = await save(staff1, 'personalAgent', { ...read.data, defKeys: ['patentApply'] }, id, version);
    expect(edited.json().value).toEqual({ id, version: version + 1 });
    expect((await save(staff1, 'personalAgent', read.data, id, version)).statusCode).toBe(409);
    // An expired rule may still be edited; someone else's rule is not found.
    expect((await form(staff2, 'personalAgent', id)).statusCode).toBe(404);
    await save(staff2, 'personalAgent', { agentId: agent.userId, ...period });
    const cycle = await save(agent, 'personalAgent', { agentId: staff1.userId, ...period });
    expect(cycle.json()).toMatchObject({ state: false, message: '委托关系形成循环，请重新选择代理人' });
    // "Chosen flows" with none chosen is refused by the form's rule.
    expect((await save(staff1, 'personalAgent', { agentId: agent.userId, defKeys: [], ...period })).json().message).toContain('请至少选择一个流程');
    await sql`delete from bpm_agent`.execute(t.db);
  });

  it('secretaries, deputies and approval phrases save through their stores; a public phrase cannot be changed', async () => {
    expect((await save(staff1, 'personalSecretary', { secretaryId: staff1.userId })).json()).toMatchObject({ state: false, message: '不能选择自己' });
    const made = await save(staff1, 'personalSecretary', { secretaryId: agent.userId, defKeys: ['patentApply'], isEnabled: true });
    expect(made.json()).toMatchObject({ state: true });
    const secretary = made.json().value as { id: string };
    expect((await form(staff1, 'personalSecretary', secretary.id)).json().data).toEqual({ secretaryId: agent.userId, defKeys: ['patentApply'], isEnabled: true });
    const leaders = await t.request({ method: 'GET', url: '/api/bpm-runtime/runtime/bpmSecretaryManage/v1/getSecretaryByUserId', session: agent });
    expect(leaders.json()).toEqual([{ id: String(staff1.userId), name: '张伟' }]);

    expect((await save(staff1, 'personalDeputy', { deputyId: staff1.userId })).json()).toMatchObject({ message: '不能选择自己' });
    const deputy = (await save(staff1, 'personalDeputy', { deputyId: staff2.userId })).json().value as { id: string; version: number };
    const replaced = (await save(staff1, 'personalDeputy', { deputyId: agent.userId }, deputy.id, deputy.version)).json().value;
    expect(replaced).toEqual({ id: deputy.id, version: deputy.version + 1 });
    expect((await t.request({ method: 'GET', url: '/api/bpm-model/bpmModel/bpmDeputy/v1/getByUserId', session: staff1 })).json()).toMatchObject({ agentId: String(agent.userId) });

    const phrase = (await save(staff1, 'personalApprovalItem', { expression: '同意（表单）', defKeys: ['patentApply'], sn: 3 })).json().value as { id: string };
    expect((await form(staff1, 'personalApprovalItem', phrase.id)).json().data).toEqual({ expression: '同意（表单）', defKeys: ['patentApply'], sn: 3, isPublic: false });
    expect((await save(staff1, 'personalApprovalItem', { expression: '' })).statusCode).toBe(400);
    const publicId = (await sql<{ id: number }>`select id from bpm_approval_item where user_id is null and tenant_id = ${t.tenantId('univ')} limit 1`.execute(t.db)).rows[0]!.id;
    const shown = (await form(staff1, 'personalApprovalItem', String(publicId))).json();
    expect(shown.data.isPublic).toBe(true);
    expect((await save(staff1, 'personalApprovalItem', { ...shown.data, expression: 'x' }, String(publicId), shown.version)).statusCode).toBe(404);
  });

  it('an older tenant gets the personal forms (migration 0095); a second run changes nothing', async () => {
    const inst = t.tenantId('inst');
    await sql`delete from definition where tenant_id = ${inst} and kind in ('bo', 'form') and key like 'personal%'`.execute(t.db);
    await addPersonalForms(t.db as never);
    await addPersonalForms(t.db as never);
    const rows = (await sql<{ kind: string; key: string }>`select kind, key from definition where tenant_id = ${inst} and key like 'personal%' and kind in ('bo', 'form') and is_current order by kind, key`.execute(t.db)).rows;
    expect(rows.map((r) => [r.kind, r.key])).toEqual([...PERSONAL_FORMS].sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`)));
  });
});
