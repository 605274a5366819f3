import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import type { Principal } from '../../src/server/lib/context.ts';
import { getInstance } from '../../src/server/modules/workflow/instance-reads.ts';
import { getTask } from '../../src/server/modules/workflow/read-task.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { MODEL, workflowClient } from './workflow-helpers.ts';
import { formDataRevKey } from '../../src/server/bpm/actions/form-data-rev.ts';

const DEFINITIONS = '/api/form/form/definition/v1';
const GET_FORM = '/api/form/form/dataTemplate/v1/getForm';

/** One approval node between start and end; the leader handles it. */
const XML = '<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">'
  + '<bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:userTask id="u" name="审核"/><bpmn:endEvent id="e"/>'
  + '<bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="u"/><bpmn:sequenceFlow id="f2" sourceRef="u" targetRef="e"/></bpmn:process></bpmn:definitions>';

/** Counts the statements a Kysely instance runs (the transaction's set_config included). */
function statementCounter() {
  const counter = { count: 0, plugin: undefined as unknown as KyselyPlugin };
  counter.plugin = {
    transformQuery: (args) => { counter.count += 1; return args.node; },
    transformResult: async (args) => args.result,
  };
  return counter;
}

/**
 * A flow whose form key is not its bo's alias: the review form `patentApplyReview` edits the bo `patentApply`. The
 * start, task and instance reads name both, the form loads by its key against that bo, and the review form's own
 * role rights decide which fields leave the server.
 */
describe('workflow: a form key other than the bo alias', () => {
  let t: TestApp;
  let admin: Session;
  let staff1: Session;
  let leader: Session;
  let wf: ReturnType<typeof workflowClient>;
  let instId: string;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [admin, staff1, leader] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1'), t.login('univ', 'leader')]);
    const current = await t.request({ method: 'GET', url: `${DEFINITIONS}/get?kind=form&key=patentApply`, session: admin });
    const body = {
      ...(current.json() as { body: Record<string, unknown> }).body,
      key: 'patentApplyReview', name: { 'zh-CN': '专利申请审核表', 'en-US': 'Patent application review form' },
      rights: [{ roles: ['*'], fields: { abstract: 'n' } }],
    };
    const saved = await t.request({ method: 'POST', url: `${DEFINITIONS}/save`, session: admin, payload: { kind: 'form', body, baseVersion: 0 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const deployed = await wf.deploy(admin, 'reviewByKey', XML, {
      form: 'patentApplyReview', nodes: { u: { assignees: [{ type: 'users', accounts: ['leader'] }], fieldRights: { title: 'read' } } },
    });
    expect(deployed.statusCode, deployed.body).toBe(200);
    const started = await wf.start(staff1, { flowKey: 'reviewByKey', subject: '表单键测试' }, { title: '表单键测试', abstract: '仅审核表隐藏' });
    expect(started.statusCode, started.body).toBe(200);
    instId = started.json().instId as string;
    taskId = (await wf.onlyTask(leader, instId)).id;
  });
  afterAll(async () => { await t?.close(); });

  it('names the form key and the bo alias apart on the start view, the task and the instance', async () => {
    const view = (await t.request({ method: 'GET', url: `${MODEL}/getJson?defKey=reviewByKey`, session: staff1 })).json();
    expect(view).toMatchObject({ formKey: 'patentApplyReview', boAlias: 'patentApply' });
    const task = (await wf.get(leader, `/task/v1/get?id=${taskId}`)).json();
    expect(task).toMatchObject({ form: 'patentApplyReview', boAlias: 'patentApply' });
    const instance = (await wf.get(staff1, `/instance/v1/getInstanceByInstId?instId=${instId}`)).json();
    expect(instance).toMatchObject({ formKey: 'patentApplyReview', boAlias: 'patentApply' });
  });

  it('loads the form by its key against the bo alias, and not by the key twice', async () => {
    const ok = await t.request({ method: 'GET', url: `${GET_FORM}/patentApplyReview/patentApply?action=add`, session: leader });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().form).toMatchObject({ key: 'patentApplyReview', boAlias: 'patentApply' });
    const twice = await t.request({ method: 'GET', url: `${GET_FORM}/patentApplyReview/patentApplyReview?action=add`, session: leader });
    expect(twice.statusCode).toBe(404);
  });

  it('keeps back the fields the flow\'s own form hides, on the task and on the instance', async () => {
    const task = (await wf.get(leader, `/task/v1/get?id=${taskId}`)).json() as { data: Record<string, unknown> };
    expect(task.data).toEqual({ title: '表单键测试' });
    const instance = (await wf.get(staff1, `/instance/v1/getInstanceByInstId?instId=${instId}`)).json() as { data: Record<string, unknown> };
    expect(instance.data).toEqual({ title: '表单键测试' });
  });

  it('reads a task and an instance in a bounded number of statements, the roles only when a field depends on them', async () => {
    const principal = (s: Session, account: string): Principal => ({
      userId: s.userId, tenantId: s.tenantId, tenantCode: s.tenantCode, account, sessionId: 'statement-count', isVisitor: false,
    });
    const count = async (read: (db: TestApp['db']) => Promise<unknown>) => {
      const counter = statementCounter();
      const db = t.db.withPlugin(counter.plugin);
      await formDataRevKey(db); // the form data revision key: read once per database handle, then kept in memory
      const before = counter.count;
      await read(db);
      return counter.count - before;
    };
    // Before the form key and bo alias were read apart: task get 13, instance read 8 (form, roles and organisations).
    const taskStatements = await count((db) => getTask(db, principal(leader, 'leader'), Number(taskId), 'zh-CN'));
    const instanceStatements = await count((db) => getInstance(db, principal(staff1, 'staff1'), Number(instId), 'zh-CN'));
    expect(taskStatements).toBeLessThanOrEqual(12);
    expect(instanceStatements).toBeLessThanOrEqual(7);

    // A node that names every field itself leaves nothing to the roles: one statement fewer, and its rights decide.
    const deployed = await wf.deploy(admin, 'reviewByKeyNamed', XML, {
      form: 'patentApplyReview', nodes: { u: { assignees: [{ type: 'users', accounts: ['leader'] }], fieldRights: { title: 'read', abstract: 'read' } } },
    });
    expect(deployed.statusCode, deployed.body).toBe(200);
    const started = await wf.start(staff1, { flowKey: 'reviewByKeyNamed', subject: '节点权限' }, { title: '节点权限', abstract: '节点可读' });
    const named = (await wf.onlyTask(leader, started.json().instId as string)).id;
    expect(await count((db) => getTask(db, principal(leader, 'leader'), Number(named), 'zh-CN'))).toBe(taskStatements - 1);
    expect((await wf.get(leader, `/task/v1/get?id=${named}`)).json().data).toEqual({ title: '节点权限', abstract: '节点可读' });
  });
});
