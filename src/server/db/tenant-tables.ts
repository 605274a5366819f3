import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Makes tables tenant-owned: row-level security forced (so even the table owner is filtered), one policy
 * matching `tenant_id` to the transaction's `app.tenant_id`, and the application role's grants.
 */
export async function protectTenantTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await execScript(db, `
alter table ${table} enable row level security;
alter table ${table} force row level security;
create policy ${table}_tenant on ${table}
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer);
grant select, insert, update, delete on ${table} to portal_app;
`);
  }
  await execScript(db, 'grant usage, select on all sequences in schema public to portal_app');
}
