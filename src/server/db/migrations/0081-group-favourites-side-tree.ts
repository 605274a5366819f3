import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

interface TemplateBody { displayFields?: unknown[]; manageFields?: unknown[]; conditionFields?: { field?: string }[]; sideTree?: unknown; showTitle?: boolean; rowFields?: string[] }

/**
 * 小组收藏 (xzsz) now runs on the list engine: the group tree beside the list is the template's `sideTree`, and 移出,
 * 移动 and 标引 are toolbar actions over the chosen entries. Tenants created before get a new version of xzsz with the
 * shipped tree and buttons (the group and folder search fields give way to the tree, which filters by them as row fields; the columns are the page's: 申请号, 专利名称, 法律状态, 收藏夹, 收藏人)
 * where the current version has neither a tree nor buttons; a version an administrator gave either is kept.
 * A fresh database has no tenants here; its seed adds schemas/. Stored as json, so the author's key order stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const shipped = readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', 'xzsz.json')).body as TemplateBody;
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number; body: TemplateBody }>`
    select id, tenant_id, version, schema_version, body from definition where kind = 'template' and key = 'xzsz' and is_current`.execute(db);
  for (const row of rows) {
    if (row.body.sideTree || row.body.manageFields?.length) continue;
    const body = {
      ...row.body,
      conditionFields: (row.body.conditionFields ?? []).filter((c) => c.field !== 'groupId' && c.field !== 'folderId'),
      displayFields: shipped.displayFields,
      manageFields: shipped.manageFields,
      sideTree: shipped.sideTree,
      // The tree filters by these; a view source answers only the fields its template declares.
      rowFields: [...new Set([...(row.body.rowFields ?? []), ...(shipped.rowFields ?? [])])],
      showTitle: true,
    };
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'template', 'xzsz', ${row.version + 1}, ${row.schema_version}, ${JSON.stringify(body)}::json, true,
        '小组收藏 on the list engine: group tree, 移出 / 移动 / 标引')`.execute(db);
  }
}
