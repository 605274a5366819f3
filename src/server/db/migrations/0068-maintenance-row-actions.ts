import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/**
 * 年费维护 (template nfwh) first shipped without its row buttons (consult, keep, abandon, record payment): tenants whose
 * current nfwh is still that first shipped version get the shipped one as a new version; edited ones are left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const file = readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', 'nfwh.json'));
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number }>`
    select id, tenant_id, version, schema_version from definition
    where kind = 'template' and key = 'nfwh' and is_current and version = 1 and comment = 'schemas/'
      and not (body::jsonb -> 'manageFields') @> '[{"type": "action"}]'::jsonb`.execute(db);
  for (const row of rows) {
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'template', 'nfwh', 2, ${row.schema_version}, ${JSON.stringify(file.body)}::json, true,
        'row buttons: consult, keep, abandon, record payment')`.execute(db);
  }
}
