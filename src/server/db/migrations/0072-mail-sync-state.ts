import type { Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';
import { protectTenantTables } from '../tenant-tables.ts';

/**
 * Where the IMAP sync of a mailbox folder stands: the UIDVALIDITY seen and the highest UID stored. A sync fetches
 * only UIDs above it (a new UIDVALIDITY starts the folder again); it advances after each stored batch, so an
 * interrupted sync resumes where it stopped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create table mail_sync_state (
  tenant_id integer not null references tenant(id),
  set_id integer not null references mail_setting(id) on delete cascade,
  folder text not null,
  uid_validity bigint not null,
  last_uid bigint not null default 0,
  updated_at timestamptz not null default now(),
  primary key (set_id, folder)
);
`);
  await protectTenantTables(db, ['mail_sync_state']);
}
