import { sql, type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * Files meant for everyone of their tenant are marked `public`: the tenant logo (sysSetting.frontLogo) and the
 * pictures of published bulletins (fPicture, and pictures their content embeds by file id). Every other file is
 * read only by its uploader and by whoever may read something that references it (modules/files/file-access.ts).
 * Existing tenants get their public files marked here; afterwards publishing keeps the mark (syncPublicFiles).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
alter table file add column public boolean not null default false;
create index file_public on file (tenant_id) where public;
`);
  await sql`update file f set public = true where f.id in (
    select s.id::uuid from (
      select e->>'id' as id, p.tenant_id from sys_property p,
        jsonb_array_elements(case when jsonb_typeof(p.value->'frontLogo') = 'array' then p.value->'frontLogo' else '[]'::jsonb end) e
        where p.alias = 'sysSetting'
      union all
      select e->>'id', b.tenant_id from ip_school_bulletin b,
        jsonb_array_elements(case when jsonb_typeof(b.picture) = 'array' then b.picture else '[]'::jsonb end) e
        where b.status = 1
      union all
      select m[1], b.tenant_id from ip_school_bulletin b,
        regexp_matches(b.content, '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})', 'g') m
        where b.status = 1
    ) s where s.tenant_id = f.tenant_id and s.id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')`.execute(db);
}
