import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, type Tx } from '../../src/server/db/database.ts';
import { applyFilter } from '../../src/server/query/paged-query.ts';
import { DONE_FIELDS, DONE_TASK_FIELDS, DRAFT_FIELDS, INSTANCE_FIELDS, NOTICE_FIELDS, TODO_FIELDS } from '../../src/server/modules/workflow/list-fields.ts';
import { DONE_TASK_ORDER, doneTaskBase, DRAFT_ORDER, draftBase, NOTICE_ORDER, noticeBase } from '../../src/server/modules/workflow/list-notices.ts';
import {
  DELEGATE_ORDER, delegateBase, DONE_ORDER, doneBase, leaderTodoBase, REQUEST_ORDER, requestBase, TODO_ORDER, todoBase,
} from '../../src/server/modules/workflow/list-tasks.ts';
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

  it('leader to-do (secretaries) goes through the same to-do index', async () => {
    const text = await plan((tx) => applyFilter(leaderTodoBase(tx, t.tenantId('univ'), 5), {}, TODO_FIELDS, { order: TODO_ORDER }).rows.compile());
    expect(text).not.toMatch(/Seq Scan on bpm_task/);
    expect(text, text).toMatch(/bpm_task_todo/);
  });

  it('my delegations', async () => {
    const text = await plan((tx) => applyFilter(delegateBase(tx, t.tenantId('univ'), 5), {}, TODO_FIELDS, { order: DELEGATE_ORDER }).rows.compile());
    expect(text).not.toMatch(/Seq Scan on bpm_task/);
    expect(text, text).toMatch(/bpm_task_owner/);
  });

  it('copy-to: unread, read and sent', async () => {
    const indexes = { todoRead: /bpm_notice_unread/, doneRead: /bpm_notice_read/, myRead: /bpm_notice_sent/ } as const;
    for (const box of ['todoRead', 'doneRead', 'myRead'] as const) {
      const text = await plan((tx) => applyFilter(noticeBase(tx, t.tenantId('univ'), 5, box), {}, NOTICE_FIELDS, { order: NOTICE_ORDER[box] }).rows.compile());
      expect(text, text).not.toMatch(/Seq Scan on bpm_notice/);
      expect(text, text).toMatch(indexes[box]);
    }
  });

  it('drafts and the done list with the revoke flag', async () => {
    const drafts = await plan((tx) => applyFilter(draftBase(tx, t.tenantId('univ'), 5), {}, DRAFT_FIELDS, { order: DRAFT_ORDER }).rows.compile());
    expect(drafts, drafts).toMatch(/bpm_draft_creator/);
    const done = await plan((tx) => applyFilter(doneTaskBase(tx, t.tenantId('univ'), 5), {}, DONE_TASK_FIELDS, { order: DONE_TASK_ORDER }).rows.compile());
    expect(done).not.toMatch(/Seq Scan on bpm_opinion/);
    expect(done, done).toMatch(/bpm_opinion_user/);
  });
});
