import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';
import { protectTenantTables } from '../tenant-tables.ts';

/**
 * user_preference: small per-user settings of the portal kept on the server so they follow the user to another
 * browser (first: where the home page's floating workbench was dropped). One row per user and key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create table user_preference (
  tenant_id integer not null references tenant(id),
  user_id integer not null references app_user(id) on delete cascade,
  key text not null,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id, key)
);
`);
  await protectTenantTables(db, ['user_preference']);
}
