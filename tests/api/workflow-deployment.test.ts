import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { MODEL } from './workflow-helpers.ts';

const XML = (name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="editFlow" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="review" name="审核" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
const SETTINGS = { nodes: { review: { nameEn: 'Review', assignees: [{ type: 'users', accounts: ['leader'] }] } } };

describe('workflow: editing a flow\'s next version (getDeployment, deploy with baseVersion)', () => {
  let t: TestApp;
  let admin: Session;
  let staff1: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff1] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1')]);
  });
  afterAll(async () => { await t?.close(); });

  const deploy = (payload: Record<string, unknown>, session = admin) =>
    t.request({ method: 'POST', url: `${MODEL}/deploy`, session, payload: { defKey: 'editFlow', xml: XML('编辑测试'), settings: SETTINGS, ...payload } });
  const deployment = (session = admin, defKey = 'editFlow') => t.request({ method: 'GET', url: `${MODEL}/getDeployment?defKey=${defKey}`, session });

  it('a new key deploys from base version 0, once: a second deploy from 0 is told the flow now exists', async () => {
    expect((await deploy({ baseVersion: 0, nameEn: 'Edit test', typeKey: 'patentBusiness' })).statusCode).toBe(200);
    const again = await deploy({ baseVersion: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ state: false, message: '该流程在您编辑期间已发布了新版本（第 1 版），请重新打开后再发布' });
  });

  it('returns the main version\'s XML, settings, English name and category to sysAdmin only', async () => {
    const res = await deployment();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      defKey: 'editFlow', version: 1, latestVersion: 1, name: '编辑测试', nameEn: 'Edit test', typeKey: 'patentBusiness', xml: XML('编辑测试'),
      settings: { nameEn: 'Edit test', nodes: { review: { nameEn: 'Review' } } },
    });
    expect((await deployment(staff1)).statusCode).toBe(403);
    const missing = await deployment(admin, 'noSuchFlow');
    expect(missing.statusCode).toBe(404);
  });

  it('deploys from the latest version; an editor who started from an older one gets a 409 and nothing is deployed', async () => {
    const first = (await deployment()).json();
    const second = (await deployment()).json();
    // Both editors opened version 1; the first deploys version 2.
    expect((await deploy({ baseVersion: first.latestVersion, xml: XML('编辑测试二') })).statusCode).toBe(200);
    const stale = await deploy({ baseVersion: second.latestVersion, xml: XML('编辑测试三') }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('该流程在您编辑期间已发布了新版本（第 2 版），请重新打开后再发布');
    const staleEn = await t.request({
      method: 'POST', url: `${MODEL}/deploy`, session: admin, headers: { 'accept-language': 'en-US' },
      payload: { defKey: 'editFlow', xml: XML('编辑测试三'), settings: SETTINGS, baseVersion: 1 },
    });
    expect(staleEn.json().message).toBe('A newer version (version 2) of this flow was deployed while you edited it; reopen it before deploying');
    const now = (await deployment()).json();
    expect(now).toMatchObject({ version: 2, latestVersion: 2, name: '编辑测试二', typeKey: 'patentBusiness' });
    // Without a base version there is no check (scripts and seeds).
    expect((await deploy({})).json().value).toMatchObject({ version: 3 });
  });
});
