import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { addFormRemind } from '../../src/server/modules/forms/form-reminds.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const BASE = '/api/form/form/formRemindData/v1';

describe('form reminders', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    [staff1, staff2] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2')]);
    const tenantId = t.tenantId('univ');
    ids = await withTenant(t.db, tenantId, async (tx) => [
      await addFormRemind(tx, tenantId, { userId: staff1.userId, title: '年费即将到期', url: '/statement/template/preview/patentApplyList', remindAt: new Date(Date.now() - 60_000) }),
      await addFormRemind(tx, tenantId, { userId: staff1.userId, title: '明天的提醒', remindAt: new Date(Date.now() + 86_400_000) }),
      await addFormRemind(tx, tenantId, { userId: staff2.userId, title: '别人的提醒' }),
    ]);
  });
  afterAll(async () => { await t?.close(); });

  it('lists the caller\'s due reminders only', async () => {
    const res = await t.request({ method: 'GET', url: `${BASE}/getFormRemindDataByUser`, session: staff1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: ids[0], title: '年费即将到期', url: '/statement/template/preview/patentApplyList' })]);
  });

  it('dismisses the caller\'s own reminder; another user\'s is a 404', async () => {
    expect((await t.request({ method: 'DELETE', url: `${BASE}/${ids[2]}`, session: staff1 })).statusCode).toBe(404);
    const res = await t.request({ method: 'DELETE', url: `${BASE}/${ids[0]}`, session: staff1 });
    expect(res.json()).toEqual({ state: true, message: '删除成功' });
    expect((await t.request({ method: 'GET', url: `${BASE}/getFormRemindDataByUser`, session: staff1 })).json()).toEqual([]);
  });
});
