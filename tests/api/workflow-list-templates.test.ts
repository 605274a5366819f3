import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { WORKFLOW_LIST_TEMPLATES, up as addWorkflowListTemplates } from '../../src/server/db/migrations/0076-workflow-list-templates.ts';

const T = '/api/form/form/dataTemplate/v1';

/** The workflow centre's lists as data templates (schemas/template/wf*.json) over the app's list calls. */
describe('workflow list templates', () => {
  let t: TestApp;
  let staff1: Session;
  beforeAll(async () => {
    t = await createTestApp();
    staff1 = await t.login('univ', 'staff1');
  });
  afterAll(async () => { await t?.close(); });

  it('an older tenant without them gets them (migration 0076); a second run and a tenant\'s own version change nothing', async () => {
    const tenant = t.tenantId('inst');
    const keys = async () => (await sql<{ key: string; comment: string }>`select key, comment from definition
      where tenant_id = ${tenant} and kind = 'template' and key in (${sql.join(WORKFLOW_LIST_TEMPLATES)}) order by key`.execute(t.db)).rows;
    expect((await keys()).map((r) => r.key)).toEqual([...WORKFLOW_LIST_TEMPLATES].sort());
    await sql`delete from definition where tenant_id = ${tenant} and kind = 'template' and key in ('wfTodo', 'wfDone')`.execute(t.db);
    await sql`update definition set comment = 'own' where tenant_id = ${tenant} and kind = 'template' and key = 'wfRequest'`.execute(t.db);
    await addWorkflowListTemplates(t.db as unknown as Kysely<unknown>);
    await addWorkflowListTemplates(t.db as unknown as Kysely<unknown>);
    const after = await keys();
    expect(after.map((r) => r.key)).toEqual([...WORKFLOW_LIST_TEMPLATES].sort());
    expect(after.find((r) => r.key === 'wfRequest')!.comment).toBe('own');
  });

  it('describes each to its users; their rows come from the workflow endpoints, not from listJson (a clear 400)', async () => {
    for (const alias of WORKFLOW_LIST_TEMPLATES) {
      const res = await t.request({ method: 'GET', url: `${T}/getBpmDataTemplateInfo?alias=${alias}`, session: staff1 });
      expect(res.statusCode, `${alias}: ${res.body}`).toBe(200);
      expect(res.json().template.source.kind).toBe('call');
    }
    const res = await t.request({ method: 'POST', url: `${T}/listJson`, session: staff1, payload: { alias: 'wfTodo', pageBean: { page: 1, pageSize: 10 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('workflowTodo');
  });
});
