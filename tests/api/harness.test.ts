import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('test database', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('holds the demo tenants with row-level security keeping each tenant to its own users', async () => {
    const { withTenant } = await import('../../src/server/db/database.ts');
    const univUsers = await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('app_user').select(['account', 'tenant_id']).execute());
    expect(univUsers.map((u) => u.account)).toContain('staff1');
    expect(new Set(univUsers.map((u) => u.tenant_id))).toEqual(new Set([t.tenantId('univ')]));
  });
});
