import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

const BASE = '/api/form/form/definition/v1';
const XML = '<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">'
  + '<bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:userTask id="u1" name="审核"/><bpmn:endEvent id="e"/>'
  + '<bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="u1"/><bpmn:sequenceFlow id="f2" sourceRef="u1" targetRef="e"/></bpmn:process></bpmn:definitions>';

/** Authoring refuses what would fail at run time: every reference is checked and every formula compiled on save. */
describe('definitions: references and formulas are checked on save', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('univ', 'admin');
  });
  afterAll(async () => { await t?.close(); });

  const post = (url: string, payload: unknown, lang = 'zh-CN') =>
    t.request({ method: 'POST', url: `${BASE}${url}`, session: admin, payload, headers: { 'accept-language': lang } });
  const current = async (kind: string, key: string) =>
    (await t.request({ method: 'GET', url: `${BASE}/get?kind=${kind}&key=${key}`, session: admin })).json() as { version: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('refuses a display field naming a field the business object does not have, with its pointer, in both languages', async () => {
    const { version, body } = await current('template', 'expenseClaimList');
    body.displayFields.push({ field: 'noSuchField', label: { 'zh-CN': '无', 'en-US': 'None' } });
    const pointer = `/displayFields/${body.displayFields.length - 1}/field`;
    const saved = await post('/save', { kind: 'template', body, baseVersion: version });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toEqual([{ pointer, message: '字段“noSuchField”在业务对象“expenseClaim”中不存在' }]);
    expect(saved.json().message).toBe(`定义校验未通过（1 处）：${pointer} 字段“noSuchField”在业务对象“expenseClaim”中不存在`);
    const en = await post('/validate', { kind: 'template', body }, 'en-US');
    expect(en.json()).toEqual({ valid: false, errors: [{ pointer, message: 'field "noSuchField" does not exist in business object "expenseClaim"' }] });
    expect((await current('template', 'expenseClaimList')).version).toBe(version);
  });

  it('refuses a formula with a syntax error ($sum() and a form naming a missing dictionary', async () => {
    const { version, body } = await current('form', 'expenseClaim');
    body.formulas[0].expression = '$sum(';
    const saved = await post('/save', { kind: 'form', body, baseVersion: version });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toEqual([{ pointer: '/formulas/0/expression', message: expect.stringMatching(/^表达式无法编译：/) }]);
    const form = (await current('form', 'patentApply')).body;
    form.uiSchema.type['ui:options'].dictKey = 'noDict';
    expect((await post('/validate', { kind: 'form', body: form })).json().errors).toEqual([{ pointer: '/uiSchema/type/ui:options/dictKey', message: '不存在数据字典“noDict”' }]);
  });

  it('refuses a template whose rows start a flow that is not deployed', async () => {
    const { body } = await current('template', 'patentApplyList');
    body.flow = { defKey: 'notDeployed' };
    const errors = (await post('/validate', { kind: 'template', body })).json().errors;
    expect(errors).toContainEqual({ pointer: '/flow/defKey', message: '不存在流程“notDeployed”（请先部署该流程）' });
  });

  it('refuses to deploy a flow whose settings name a form that does not exist', async () => {
    const wf = workflowClient(t);
    const missing = await wf.deploy(admin, 'formless', XML, { form: 'agencyEntrust', nodes: { u1: { form: 'noSuchForm' } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('流程设置 /settings/nodes/u1/form 引用的表单“noSuchForm”不存在');
    const flowForm = await wf.deploy(admin, 'formless', XML, { form: 'ghostForm' });
    expect(flowForm.json().message).toBe('流程设置 /settings/form 引用的表单“ghostForm”不存在');
    expect((await wf.deploy(admin, 'formless', XML, { form: 'agencyEntrust', nodes: { u1: { form: 'agencyEntrust' } } })).statusCode).toBe(200);
  });
});
