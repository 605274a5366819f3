import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, type Tx } from '../../src/server/db/database.ts';
import { applyFilter } from '../../src/server/query/paged-query.ts';
import { DONE_FIELDS, INSTANCE_FIELDS, TODO_FIELDS } from '../../src/server/modules/workflow/list-fields.ts';
import { DONE_ORDER, doneBase, REQUEST_ORDER, requestBase, TODO_ORDER, todoBase } from '../../src/server/modules/workflow/list-tasks.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * With sequential scans priced out, the planner still picks one when no index can serve a query: so a plan
 * without "Seq Scan" on the workflow tables shows that the list is index-served at any table size.
 */
describe('workflow: to-do, done and request lists are served by indexes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  const plan = (build: (tx: Tx) => CompiledQuery) =>
    withTenant(t.db, t.tenantId('univ'), async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const compiled = build(tx);
      const result = await tx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
    });

  it('to-do', async () => {
    const text = await plan((tx) => applyFilter(todoBase(tx, t.tenantId('univ'), 5), {}, TODO_FIELDS, { order: TODO_ORDER }).rows.compile());
    expect(text).not.toMatch(/Seq Scan on bpm_task/);
    expect(text, text).toMatch(/bpm_task_todo/);
  });

  it('done', async () => {
    const text = await plan((tx) => applyFilter(doneBase(tx, t.tenantId('univ'), 5), {}, DONE_FIELDS, { order: DONE_ORDER }).rows.compile());
    expect(text).not.toMatch(/Seq Scan on bpm_(done|instance)/);
    expect(text).toMatch(/bpm_done_user/);
  });

  it('my requests', async () => {
    const text = await plan((tx) => applyFilter(requestBase(tx, t.tenantId('univ'), 5), {}, INSTANCE_FIELDS, { order: REQUEST_ORDER }).rows.compile());
    expect(text).not.toMatch(/Seq Scan on bpm_instance/);
    expect(text).toMatch(/bpm_instance_request/);
  });
});
