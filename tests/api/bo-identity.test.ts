import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { formatSerial, periodKey } from '../../src/common/definitions/serial-rule.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

describe('identity: getNextIdByAlias (serial numbers)', () => {
  let t: TestApp;
  let staff: Session;
  let corp: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [staff, corp] = await Promise.all([t.login('univ', 'staff1'), t.login('corp', 'staff1')]);
  });
  afterAll(async () => { await t?.close(); });

  const next = (alias: string, session = staff) => t.request({ method: 'GET', url: `/api/portal/sys/identity/v1/getNextIdByAlias?alias=${alias}`, session });

  it('numbers by the rule: date in China, fixed text, padded counter', async () => {
    const res = await next('expenseClaimNo');
    expect(res.statusCode).toBe(200);
    const month = periodKey('monthly', new Date());
    expect(res.json()).toEqual({ state: true, message: '', value: `BX-${month}-001` });
    expect((await next('expenseClaimNo')).json().value).toBe(`BX-${month}-002`);
  });

  it('never gives two of 50 parallel callers the same number', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => next('patentApplyNo')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const values = results.map((r) => r.json().value as string);
    expect(new Set(values).size).toBe(50);
    const counters = values.map((v) => Number(v.slice(-4))).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('starts again in a new period and keeps counting within one', async () => {
    const tenantId = t.tenantId('univ');
    await withTenant(t.db, tenantId, (tx) => tx.updateTable('identity').set({ current_value: 41, period_key: '202001' })
      .where('tenant_id', '=', tenantId).where('alias', '=', 'expenseClaimNo').execute());
    const now = new Date();
    expect((await next('expenseClaimNo')).json().value).toBe(formatSerial('BX-{yyyy}{MM}-{NNN}', 1, now));
    expect((await next('expenseClaimNo')).json().value).toBe(formatSerial('BX-{yyyy}{MM}-{NNN}', 2, now));
    // A caller holding an older period than the stored one (it raced a period change) never resets the counter back.
    await withTenant(t.db, tenantId, (tx) => tx.updateTable('identity').set({ current_value: 7, period_key: '999912' })
      .where('tenant_id', '=', tenantId).where('alias', '=', 'expenseClaimNo').execute());
    expect(Number((await next('expenseClaimNo')).json().value.slice(-3))).toBeGreaterThan(7);
  });

  it('keeps counters per tenant and answers an unknown alias with 404', async () => {
    expect((await next('expenseClaimNo', corp)).json().value).toBe(`BX-${periodKey('monthly', new Date())}-001`);
    const missing = await next('nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('流水号规则不存在');
  });

  it('gives pinyin of Chinese text: full or initials', async () => {
    const full = await t.request({ method: 'GET', url: `/api/portal/base/tools/v1/getPinyin?chinese=${encodeURIComponent('专利申请')}&type=1`, session: staff });
    expect(full.json().value).toBe('zhuanlishenqing');
    const initials = await t.request({ method: 'GET', url: `/api/portal/base/tools/v1/getPinyin?chinese=${encodeURIComponent('专利申请A1')}&type=0`, session: staff });
    expect(initials.json().value).toBe('zlsqA1');
  });
});
