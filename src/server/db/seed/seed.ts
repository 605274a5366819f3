import { withoutTenant, withTenant, type Db, type Tx } from '../database.ts';
import { DEMO_TENANTS, tenantLogo, type DemoTenant } from './demo-tenants.ts';
import { seedTenantBaseline } from './baseline-tenant.ts';
import { seedDemoOrgPeople } from './demo-org-people.ts';
import { seedPatents } from './demo-patents.ts';
import { seedPatentLibrary } from './demo-patent-library.ts';
import { seedDefinitions } from './demo-definitions.ts';
import { seedMaintenance } from './demo-maintenance.ts';
import { seedAgency } from './demo-agency.ts';
import { seedMarket } from './demo-market.ts';
import { seedFlows } from './demo-flows.ts';
import { seedInstances } from './demo-instances.ts';
import { seedNews } from './demo-news.ts';

export type TenantSeeder = (tx: Tx, tenant: DemoTenant) => Promise<void>;

/** Demo data per tenant, in order; each area adds its seeder to this list (patents, flows, definitions). */
const TENANT_SEEDERS: TenantSeeder[] = [seedFoundation, seedPatents, seedPatentLibrary, seedMaintenance, seedAgency, seedMarket, seedDefinitions, seedFlows, seedNews];

export interface SeedOptions {
  /** Start the demo approvals (demo-instances.ts); the tests' template database leaves them out. Default true. */
  instances?: boolean;
}

/** Seeds the demo tenants that are not there yet; running it again changes nothing. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ seeded: string[] }> {
  const seeders = options.instances === false ? TENANT_SEEDERS : [...TENANT_SEEDERS, seedInstances];
  const existing = new Set((await db.selectFrom('tenant').select('code').execute()).map((t) => t.code));
  const seeded: string[] = [];
  for (const tenant of DEMO_TENANTS) {
    if (existing.has(tenant.code)) continue;
    await withoutTenant(db, (tx) => tx.insertInto('tenant').values({
      id: tenant.id, code: tenant.code, name: tenant.name, name_en: tenant.nameEn, name_front: tenant.name,
      type_code: tenant.typeCode, logo: tenantLogo(tenant),
    }).execute());
    await withTenant(db, tenant.id, async (tx) => {
      for (const seeder of seeders) await seeder(tx, tenant);
    });
    seeded.push(tenant.code);
  }
  return { seeded };
}

/** The tenant's baseline configuration (baseline-tenant.ts), then the demo organisations and people in it. */
async function seedFoundation(tx: Tx, tenant: DemoTenant): Promise<void> {
  await seedDemoOrgPeople(tx, tenant, await seedTenantBaseline(tx, tenant));
}
