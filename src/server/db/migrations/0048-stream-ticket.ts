import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';
import { protectTenantTables } from '../tenant-tables.ts';

/**
 * stream_ticket: single-use, short-lived tickets that open the counters' event stream. EventSource cannot send
 * headers, and an access token in the query string stays in proxy and server logs; a ticket there is worth nothing
 * once used or after its few seconds. Only the ticket's hash is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create table stream_ticket (
  ticket_hash text primary key,
  tenant_id integer not null references tenant(id),
  session_id uuid not null references auth_session(id) on delete cascade,
  user_id integer not null,
  expires_at timestamptz not null
);
create index stream_ticket_expiry on stream_ticket (tenant_id, expires_at);
`);
  await protectTenantTables(db, ['stream_ticket']);
}
