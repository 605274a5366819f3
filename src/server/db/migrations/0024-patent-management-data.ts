import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { FEE_STATUSES, FEE_TYPES } from '../../../common/enums/fee.ts';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/** The query views of the 专利管理 menu (schemas/template/zlsq.json, jfqx.json). */
const QUERY_VIEW_TEMPLATES = ['zlsq', 'jfqx'];

/**
 * Tenants created before the 专利管理 query views get what a new tenant's seed brings: the fee dictionaries (with
 * a new dictVersion, so browsers drop their cached dictionaries) and the zlsq / jfqx templates, unless they have
 * them already. A fresh database has no tenants here; its seed adds both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dicts = [
    ...Object.entries(FEE_TYPES).map(([key, l]) => ({ typeKey: 'feeType', key, ...l })),
    ...Object.entries(FEE_STATUSES).map(([key, l]) => ({ typeKey: 'feeStatus', key, ...l })),
  ];
  for (const [sn, d] of dicts.entries()) {
    await sql`insert into data_dict (tenant_id, type_key, key, name, name_en, sn)
      select t.id, ${d.typeKey}, ${d.key}, ${d['zh-CN']}, ${d['en-US']}, ${100 + sn} from tenant t
      on conflict (tenant_id, type_key, key) do nothing`.execute(db);
  }
  await sql`update sys_property set value = to_jsonb(coalesce((value #>> '{}')::integer, 0) + 1) where alias = 'dictVersion'`.execute(db);

  for (const key of QUERY_VIEW_TEMPLATES) {
    const file = readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', `${key}.json`));
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, 'template', ${key}, 1, ${Number(file.body.schemaVersion)}, ${JSON.stringify(file.body)}::jsonb, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = 'template' and d.key = ${key})`.execute(db);
  }
}
