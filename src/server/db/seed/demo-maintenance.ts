import { sql } from 'kysely';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import { seedHolidays } from '../../modules/maintenance/holiday-calendar.ts';
import { lapseUnpaidFees } from '../../modules/maintenance/fee-reminders.ts';
import { syncAnnualFees } from '../../modules/maintenance/sync-annual-fees.ts';
import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';

/**
 * Annual-fee maintenance demo data: China's holidays 2024-2027 in the tenant's calendar; the 85 % reduction for
 * the university's and the institute's patents (public institutions, sole patentee); the calculator's dates and
 * amounts for every open annual fee, and the fees falling due up to the end of next year, as of today; fees whose
 * grace period is over lapse.
 */
export async function seedMaintenance(tx: Tx, tenant: DemoTenant): Promise<void> {
  await seedHolidays(tx, tenant.id);
  if (tenant.typeCode !== 'enterprise') await sql`update patent set fee_reduction = 85 where tenant_id = ${tenant.id}`.execute(tx);
  await syncAnnualFees(tx, tenant.id, chinaToday());
  await lapseUnpaidFees(tx, tenant.id, chinaToday());
}
