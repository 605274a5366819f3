import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { AGENCY_DICT_TYPE_NAMES, AGENCY_DICTS } from '../../../common/patents/agency/agency-dicts.ts';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';
import { AGENCY_MENUS } from '../seed/demo-agency-menus.ts';

/** The data templates of agency cases added beside 代理专利 (schemas/template/). */
export const AGENCY_TEMPLATES = ['dlqx', 'dlzj', 'dlfy'];

const shipped = (key: string) => readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', `${key}.json`)).body;

/**
 * Tenants created before agency cases shipped: 代理专利 (dlzlbd) becomes the list of agency cases where the tenant still
 * has the first shipped version (the entrusted patents over patentSearch; an edited one is left alone); they get the
 * templates of time limits, quality reviews and fees (unless they have one of that key), the dictionaries (with a
 * new dictVersion) and the menu entries under 专利管理 (where it exists). A fresh database has no tenants here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dlzlbd = shipped('dlzlbd');
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number }>`
    select id, tenant_id, version, schema_version from definition
    where kind = 'template' and key = 'dlzlbd' and is_current and comment = 'schemas/'
      and (body::jsonb #>> '{source,sqlAlias}') = 'patentSearch'`.execute(db);
  for (const row of rows) {
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'template', 'dlzlbd', ${row.version + 1}, ${Number(dlzlbd.schemaVersion)}, ${JSON.stringify(dlzlbd)}::json, true,
        'agency cases with their steps')`.execute(db);
  }
  for (const key of AGENCY_TEMPLATES) {
    const body = shipped(key);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, 'template', ${key}, 1, ${Number(body.schemaVersion)}, ${JSON.stringify(body)}::json, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = 'template' and d.key = ${key})`.execute(db);
  }
  for (const [typeKey, labels] of Object.entries(AGENCY_DICTS)) {
    for (const [sn, [key, label]] of Object.entries(labels).entries()) {
      await sql`insert into data_dict (tenant_id, type_key, key, name, name_en, sn)
        select t.id, ${typeKey}, ${key}, ${label['zh-CN']}, ${label['en-US']}, ${400 + sn} from tenant t
        on conflict (tenant_id, type_key, key) do nothing`.execute(db);
    }
    const name = AGENCY_DICT_TYPE_NAMES[typeKey]!;
    await sql`insert into data_dict_type (tenant_id, type_key, name, name_en)
      select t.id, ${typeKey}, ${name['zh-CN']}, ${name['en-US']} from tenant t
      where not exists (select 1 from data_dict_type d where d.tenant_id = t.id and d.type_key = ${typeKey})`.execute(db);
  }
  await sql`update sys_property set value = to_jsonb(coalesce((value #>> '{}')::integer, 0) + 1) where alias = 'dictVersion'`.execute(db);
  for (const menu of AGENCY_MENUS) {
    await sql`insert into menu (tenant_id, parent_id, alias, name, name_en, path, sn)
      select p.tenant_id, p.id, ${menu.alias}, ${menu.name}, ${menu.nameEn}, ${menu.path ?? null},
        coalesce((select max(c.sn) + 1 from menu c where c.parent_id = p.id), 0)
      from menu p where p.alias = 'zlgl'
      on conflict (tenant_id, alias) do nothing`.execute(db);
    for (const role of menu.roles ?? []) {
      await sql`insert into role_menu (tenant_id, role_id, menu_id)
        select m.tenant_id, r.id, m.id from menu m join role r on r.tenant_id = m.tenant_id and r.code = ${role}
        where m.alias = ${menu.alias} and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
    }
  }
}
