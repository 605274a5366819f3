import { sql, type Kysely } from 'kysely';

/** The formats the shipped patent application form's 附件 takes (schemas/form/patentApply.json). */
export const PATENT_APPLY_ACCEPT = 'pdf,doc,docx,jpg,jpeg,png,zip';

interface FormBody { uiSchema?: Record<string, Record<string, unknown> | undefined> }

/**
 * The patent application form (patentApply) shipped its 附件 without the formats it takes, so the widget refused
 * every file (请配置可上传文件的格式!). Tenants created before get a new version of the form naming them, where the
 * current version's field still names none (an administrator's own list is kept). A fresh database seeds schemas/.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number; body: FormBody }>`
    select id, tenant_id, version, schema_version, body from definition where kind = 'form' and key = 'patentApply' and is_current`.execute(db);
  for (const row of rows) {
    const field = row.body.uiSchema?.attachments;
    const options = (field?.['ui:options'] ?? {}) as { accept?: unknown };
    if (!field || field['ui:widget'] !== 'attachment' || options.accept) continue;
    const body = { ...row.body, uiSchema: { ...row.body.uiSchema, attachments: { ...field, 'ui:options': { ...options, accept: PATENT_APPLY_ACCEPT } } } };
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'form', 'patentApply', ${row.version + 1}, ${row.schema_version}, ${JSON.stringify(body)}::jsonb, true,
        '附件 takes pdf, Word, pictures and zip')`.execute(db);
  }
}
