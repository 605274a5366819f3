import { sql, type Kysely } from 'kysely';

interface ManageField { type: string; flowKey?: string }
interface TemplateBody { manageFields?: ManageField[]; flow?: { defKey?: string } }

const OLD_KEY = 'patentApplyFlow';
const FLOW_KEY = 'patentApply';

/**
 * The 专利申请 list (template patentApplyList) shipped its 提交审批 row button, and its flow link, with the flow key
 * patentApplyFlow, a flow no tenant has: the button opened a start page that said the flow does not exist. Tenants
 * whose current version still names it, and that have not deployed a flow of that key themselves, get a new version
 * naming the demo flow patentApply. A fresh database has no tenants here; its seed brings the fixed template.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number; body: TemplateBody }>`
    select d.id, d.tenant_id, d.version, d.schema_version, d.body from definition d
    where d.kind = 'template' and d.key = 'patentApplyList' and d.is_current
      and not exists (select 1 from bpm_definition f where f.tenant_id = d.tenant_id and f.def_key = ${OLD_KEY})`.execute(db);
  for (const row of rows) {
    const manageFields = row.body.manageFields ?? [];
    const stale = manageFields.some((f) => f.type === 'startFlow' && f.flowKey === OLD_KEY) || row.body.flow?.defKey === OLD_KEY;
    if (!stale) continue;
    const body = {
      ...row.body,
      manageFields: manageFields.map((f) => (f.type === 'startFlow' && f.flowKey === OLD_KEY ? { ...f, flowKey: FLOW_KEY } : f)),
      ...(row.body.flow?.defKey === OLD_KEY ? { flow: { ...row.body.flow, defKey: FLOW_KEY } } : {}),
    };
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'template', 'patentApplyList', ${row.version + 1}, ${row.schema_version}, ${JSON.stringify(body)}::jsonb, true,
        '提交审批 starts the patent application flow (patentApply)')`.execute(db);
  }
}
