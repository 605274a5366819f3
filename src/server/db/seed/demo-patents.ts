import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { generatePatents, type GeneratorPerson } from '../../patents-data/generate-patents.ts';
import { insertPatents } from '../../patents-data/insert-patents.ts';
import { seedOf } from '../../patents-data/prng.ts';

/**
 * The generator lives in src/server/patents-data/, which the test-database fingerprint does not read: bump
 * this when its output changes so cached test databases are rebuilt.
 */
export const GENERATOR_REVISION = 2;

/** Demo patents per tenant; the platform tenant gets a few so its detail-id form has data. */
export const DEMO_PATENT_COUNT = { platform: 60, tenant: 300 } as const;

/** Staff who appear as inventors (so "my patents" has rows), with the share of patents they are on. */
const INVENTOR_ACCOUNTS: Record<string, number> = { staff1: 0.08, staff2: 0.05, leader: 0.03 };

export async function seedPatents(tx: Tx, tenant: DemoTenant): Promise<void> {
  const orgs = await tx.selectFrom('org').select(['id', 'code', 'name', 'kind', 'parent_id']).execute();
  const users = await tx.selectFrom('app_user')
    .innerJoin('user_org', (join) => join.onRef('user_org.user_id', '=', 'app_user.id').on('user_org.is_master', '=', true))
    .select(['app_user.account', 'app_user.fullname', 'user_org.org_id'])
    .where('app_user.account', 'in', Object.keys(INVENTOR_ACCOUNTS))
    .orderBy('app_user.account')
    .execute();
  const people: GeneratorPerson[] = users.map((u) => ({ fullname: u.fullname, orgId: u.org_id, share: INVENTOR_ACCOUNTS[u.account]! }));
  const patents = generatePatents({
    tenantId: tenant.id,
    tenantName: tenant.name,
    seed: seedOf(tenant.code),
    count: tenant.id === -1 ? DEMO_PATENT_COUNT.platform : DEMO_PATENT_COUNT.tenant,
    orgs: orgs.map((o) => ({ id: o.id, code: o.code, name: o.name, kind: o.kind, parentId: o.parent_id })),
    people,
  });
  await insertPatents(tx, tenant.id, patents, { batchSize: 150, pdfApplicant: tenant.nameEn });
}
