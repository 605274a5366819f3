import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, chinaToday } from '../../src/common/patents/annual-fees/index.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { setCountsAnnouncer } from '../../src/server/modules/home/unread-sources.ts';
import { syncAnnualFees } from '../../src/server/modules/maintenance/sync-annual-fees.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

/** Consulting the inventors of an annual fee sends them a message: their pushed unread counters are announced after the commit. */
describe('annual-fee consult announces the unread change', () => {
  let t: TestApp;
  let ipadmin: Session;
  let staff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [ipadmin, staff] = await Promise.all([t.login('univ', 'ipadmin'), t.login('univ', 'staff1')]);
  });
  afterAll(async () => { await t?.close(); });

  it('announces the asked inventor (staff1, 张伟) once the messages are stored', async () => {
    const tenantId = t.tenantId('univ');
    const today = chinaToday();
    const due = addDays(addMonths(today, -2), -12);
    const no = `CN2098${String(Date.now()).slice(-6)}`;
    const feeId = await withTenant(t.db, tenantId, async (tx) => {
      // In the tenant's own transaction: PGlite has one connection, so a second transaction here would wait for ever.
      const orgId = (await sql<{ id: number }>`select org_id as id from patent where tenant_id = ${tenantId} and org_id is not null limit 1`.execute(tx)).rows[0]!.id;
      const applicationDate = addYears(due, -4);
      const { rows } = await sql<{ id: number }>`insert into patent (tenant_id, application_no, application_no_norm, application_date, publication_date,
        name, type, legal_status, inventors, org_id, fee_reduction)
        values (${tenantId}, ${no}, ${no}, ${applicationDate}::date, ${addYears(applicationDate, 1)}::date, '年费提醒计数专利', 'invent', 'authorization', ${['张伟']}::text[], ${orgId}, 85) returning id`.execute(tx);
      await syncAnnualFees(tx, tenantId, today, [rows[0]!.id]);
      return (await sql<{ id: number }>`select id from patent_fee where patent_id = ${rows[0]!.id} and fee_type = 'annual' and fee_year = 5`.execute(tx)).rows[0]!.id;
    });
    const version = (await withTenant(t.db, tenantId, (tx) => sql<{ version: number }>`select version from patent_fee where id = ${feeId}`.execute(tx))).rows[0]!.version;
    const announced: { tenantId: number; users: number[]; stored: number }[] = [];
    setCountsAnnouncer((tenant, users) => {
      announced.push({ tenantId: tenant, users: [...users], stored: -1 });
    });
    const res = await t.request({ method: 'POST', url: '/api/front/api/patentkeep/v1/update/status', session: ipadmin, payload: { id: feeId, status: 'consulting', version, reason: '测试' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ inventorsAsked: 1 });
    expect(announced.filter((a) => a.users.includes(staff.userId))).toEqual([{ tenantId, users: [staff.userId], stored: -1 }]);
  });
});
