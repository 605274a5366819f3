import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/** The personal-office lists as data templates (schemas/template/): 审批常用语, 委托代理, 秘书设置. */
export const PERSONAL_TEMPLATES = ['personalApprovalItems', 'personalAgents', 'personalSecretaries'];

interface TemplateBody { manageFields?: unknown[]; displayFields?: unknown[] }

const shipped = (key: string) => readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', `${key}.json`)).body;

/**
 * The personal lists and 他人分享 now run on the list engine from their definitions. Tenants created before get the
 * personal templates (unless they have one of that key already), and a new version of zlfx with the shipped columns
 * and its 移除分享 row action where the current version has no buttons (an administrator's own buttons are kept).
 * A fresh database has no tenants here; its seed adds schemas/. Stored as json, so the author's key order stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const key of PERSONAL_TEMPLATES) {
    const body = shipped(key);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, 'template', ${key}, 1, ${Number(body.schemaVersion)}, ${JSON.stringify(body)}::json, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = 'template' and d.key = ${key})`.execute(db);
  }
  const zlfx = shipped('zlfx') as TemplateBody;
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number; body: TemplateBody }>`
    select id, tenant_id, version, schema_version, body from definition where kind = 'template' and key = 'zlfx' and is_current`.execute(db);
  for (const row of rows) {
    if (row.body.manageFields?.length) continue;
    const body = { ...row.body, displayFields: zlfx.displayFields, manageFields: zlfx.manageFields };
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'template', 'zlfx', ${row.version + 1}, ${row.schema_version}, ${JSON.stringify(body)}::json, true,
        '他人分享 on the list engine: patent link and 移除分享')`.execute(db);
  }
}
