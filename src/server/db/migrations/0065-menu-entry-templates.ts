import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/** The data templates behind the seeded menu entries 专利文档, 代理专利, 统计分析 and 公告管理 (schemas/template/). */
export const MENU_ENTRY_TEMPLATES = ['zlwd', 'dlzlbd', 'zltj', 'ggdl'];

/**
 * Tenants created before these templates shipped had menu entries ending on 数据模板不存在: they get the shipped
 * templates, unless they have one of that key already. A fresh database has no tenants here; its seed adds them.
 * Stored as json, so the author's key order stays (migration 0060).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const key of MENU_ENTRY_TEMPLATES) {
    const file = readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', `${key}.json`));
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, 'template', ${key}, 1, ${Number(file.body.schemaVersion)}, ${JSON.stringify(file.body)}::json, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = 'template' and d.key = ${key})`.execute(db);
  }
}
