import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/** The data templates the workflow centre's lists run on (schemas/template/wf*.json, list calls of the app). */
export const WORKFLOW_LIST_TEMPLATES = ['wfTodo', 'wfLeaderTodo', 'wfDone', 'wfRequest', 'wfTodoRead', 'wfDoneRead', 'wfMyRead', 'wfDelegate', 'wfDrafts'];

/**
 * Tenants created before the workflow lists became definitions get the shipped templates (their lists would end on
 * 数据模板不存在 otherwise), unless they have one of that key already. A fresh database has no tenants here; its seed
 * adds them with every other file of schemas/. Stored as json, so the author's key order stays (migration 0060).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const key of WORKFLOW_LIST_TEMPLATES) {
    const file = readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', `${key}.json`));
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, 'template', ${key}, 1, ${Number(file.body.schemaVersion)}, ${JSON.stringify(file.body)}::json, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = 'template' and d.key = ${key})`.execute(db);
  }
}
