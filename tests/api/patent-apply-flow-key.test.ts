import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../src/server/db/migrations/0045-patent-apply-flow-key.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Body { manageFields: { type: string; flowKey?: string }[]; flow?: { defKey?: string } }
const startFlowKey = (body: Body) => body.manageFields.find((f) => f.type === 'startFlow')?.flowKey;

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="own" name="自建的专利申请流程" isExecutable="true">
    <bpmn:startEvent id="start" /><bpmn:userTask id="review" name="审核" /><bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" /><bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

/** 专利申请's 提交审批 starts the patent application flow: seeded so for new tenants, migrated for older ones (0045). */
describe('patent application list flow key (migration 0045)', () => {
  let t: TestApp;
  const current = async (tenant: string) => (await sql<{ version: number; body: Body }>`
    select version, body from definition where tenant_id = ${t.tenantId(tenant)} and kind = 'template' and key = 'patentApplyList' and is_current`.execute(t.db)).rows[0]!;
  const makeOld = async (tenant: string) => {
    const { body } = await current(tenant);
    const old = { ...body, manageFields: body.manageFields.map((f) => (f.type === 'startFlow' ? { ...f, flowKey: 'patentApplyFlow' } : f)), flow: { defKey: 'patentApplyFlow' } };
    await sql`update definition set body = ${JSON.stringify(old)}::jsonb where tenant_id = ${t.tenantId(tenant)} and kind = 'template' and key = 'patentApplyList' and is_current`.execute(t.db);
  };
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('a new tenant\'s list starts the demo flow patentApply, which exists', async () => {
    const { body } = await current('univ');
    expect(startFlowKey(body)).toBe('patentApply');
    expect(body.flow?.defKey).toBe('patentApply');
    const flows = await sql<{ n: number }>`select count(*)::int as n from bpm_definition where tenant_id = ${t.tenantId('univ')} and def_key = 'patentApply' and is_main`.execute(t.db);
    expect(flows.rows[0]!.n).toBe(1);
  });

  it('an older tenant gets a new version naming patentApply; a tenant with its own patentApplyFlow keeps its list; a second run changes nothing', async () => {
    await makeOld('univ');
    await makeOld('corp');
    const admin = await t.login('corp', 'admin');
    const deployed = await t.request({
      method: 'POST', url: '/api/bpm-model/flow/def/v1/deploy', session: admin,
      payload: { defKey: 'patentApplyFlow', xml: XML, settings: { nodes: {}, defaults: { assignees: [{ type: 'initiator' }] } }, baseVersion: 0 },
    });
    expect(deployed.statusCode).toBe(200);
    const before = { univ: await current('univ'), corp: await current('corp') };

    await up(t.db as unknown as Kysely<unknown>);
    const univ = await current('univ');
    expect(univ.version).toBe(before.univ.version + 1);
    expect(startFlowKey(univ.body)).toBe('patentApply');
    expect(univ.body.flow?.defKey).toBe('patentApply');
    expect(univ.body.manageFields.map((f) => f.type)).toEqual(before.univ.body.manageFields.map((f) => f.type));
    expect(await current('corp')).toEqual(before.corp);

    await up(t.db as unknown as Kysely<unknown>);
    expect((await current('univ')).version).toBe(univ.version);
  });
});
