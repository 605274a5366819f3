import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';
import { protectTenantTables } from '../tenant-tables.ts';

/** Uploaded files: metadata here, content in the file storage under `storage_key` (DATA_DIR/files/<tenant>/...). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create table file (
  id uuid primary key,
  tenant_id integer not null references tenant(id),
  name text not null,
  size bigint not null check (size >= 0),
  mime text not null,
  ext text not null,
  storage_key text not null,
  flow_key text,
  extra jsonb not null default '{}'::jsonb,
  uploaded_by integer references app_user(id) on delete set null,
  created_at timestamptz not null default now()
);
create index file_uploader on file (tenant_id, uploaded_by, created_at desc);
`);
  await protectTenantTables(db, ['file']);
}
