import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../src/common/patents/annual-fees/index.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { sendTermReminders } from '../../src/server/modules/agency/term-reminders.ts';
import { sendFeeReminders } from '../../src/server/modules/maintenance/fee-reminders.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const today = chinaToday();

/**
 * The maintenance pass's reminders (annual fees, office actions' time limits) are written in each reader's language:
 * user_preference `language`, zh-CN for a reader who chose none.
 */
describe('reminders in each reader\'s language', () => {
  let t: TestApp;
  let tenantId: number;
  let users: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    tenantId = t.tenantId('univ');
    users = new Map((await withTenant(t.db, tenantId, (tx) => tx.selectFrom('app_user').select(['id', 'account']).execute())).map((u) => [u.account, u.id]));
  });
  afterAll(async () => { await t?.close(); });

  const prefer = (account: string, language: string) => withTenant(t.db, tenantId, (tx) => sql`insert into user_preference (tenant_id, user_id, key, value)
    values (${tenantId}, ${users.get(account)!}, 'language', ${JSON.stringify(language)}::jsonb)
    on conflict (tenant_id, user_id, key) do update set value = excluded.value`.execute(tx));
  const messagesAfter = (id: number, url: string) => withTenant(t.db, tenantId, async (tx) => (await sql<{ receiver_id: number; subject: string }>`
    select receiver_id, subject from portal_message where id > ${id} and url = ${url} order by id`.execute(tx)).rows);
  const lastMessageId = () => withTenant(t.db, tenantId, async (tx) => (await sql<{ id: number }>`select coalesce(max(id), 0)::int as id from portal_message`.execute(tx)).rows[0]!.id);

  it('an office action\'s time limit: the agent who reads English gets it in English, the IP administrator in Chinese', async () => {
    await prefer('agent', 'en-US');
    const due = addDays(today, 7);
    const term = await withTenant(t.db, tenantId, async (tx) => (await sql<{ id: number; case_no: string; title: string }>`
      with filed as (select c.id, c.case_no, c.title from agency_case c join patent_agency a on a.id = c.agency_id
        where a.name = '北京知远专利代理事务所' and c.status = 'filed' order by c.id limit 1)
      insert into agency_term (tenant_id, case_id, notice_type, issue_date, delivery, received_date, due_date)
      select ${tenantId}, f.id, 'correction', ${addDays(due, -60)}, 'electronic', ${addDays(due, -60)}, ${due} from filed f
      returning id, (select case_no from filed), (select title from filed)`.execute(tx)).rows[0]!);
    const before = await lastMessageId();
    const sent = await withTenant(t.db, tenantId, (tx) => sendTermReminders(tx, tenantId, today));
    expect(sent.has(users.get('agent')!) && sent.has(users.get('ipadmin')!)).toBe(true);
    const mine = (await messagesAfter(before, '/zlgl/template/preview/dlqx')).filter((m) => m.subject.includes(term.case_no));
    expect(mine.find((m) => m.receiver_id === users.get('agent'))?.subject)
      .toBe(`The reply to the Correction notice on "${term.title}" (${term.case_no}) is due on ${due}: 7 days left`);
    expect(mine.find((m) => m.receiver_id === users.get('ipadmin'))?.subject)
      .toBe(`“${term.title}”（${term.case_no}）的补正通知书答复期限为 ${due}，还剩 7 天`);
  });

  it('annual fees: the administrator who reads English gets English reminders, the IP administrator Chinese ones', async () => {
    await prefer('admin', 'en-US');
    // Forget the seed's claims, so this pass reminds of every open fee again.
    await withTenant(t.db, tenantId, (tx) => sql`delete from patent_fee_reminder where tenant_id = ${tenantId}`.execute(tx));
    const before = await lastMessageId();
    await withTenant(t.db, tenantId, (tx) => sendFeeReminders(tx, tenantId, today));
    const sent = await messagesAfter(before, '/zlgl/template/preview/nfwh');
    const of = (account: string) => sent.filter((m) => m.receiver_id === users.get(account)).map((m) => m.subject);
    expect(of('admin').length).toBeGreaterThan(0);
    expect(of('admin').length).toBe(of('ipadmin').length);
    expect(of('admin').every((s) => /^The year \d+ annual fee of ".+" \(.+\)/.test(s))).toBe(true);
    expect(of('ipadmin').every((s) => /^专利“.+”（.+）第 \d+ 年年费/.test(s))).toBe(true);
  });
});
