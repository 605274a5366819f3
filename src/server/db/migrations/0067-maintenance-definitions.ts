import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { DICT_TYPE_NAMES } from '../../../common/enums/dict-types.ts';
import { CHINA_HOLIDAYS, HOLIDAY_KINDS, KEEP_STATUSES } from '../../../common/patents/annual-fees/index.ts';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';
import { HOLIDAY_MENU, MAINTENANCE_MENUS } from '../seed/demo-maintenance-menus.ts';
import type { DemoMenu } from '../seed/demo-menus.ts';

/** The data templates of annual-fee maintenance (schemas/template/). */
export const MAINTENANCE_TEMPLATES = ['nfwh', 'nfys', 'jjr'];

async function addMenu(db: Kysely<unknown>, parentAlias: string, menu: DemoMenu): Promise<void> {
  await sql`insert into menu (tenant_id, parent_id, alias, name, name_en, path, sn)
    select p.tenant_id, p.id, ${menu.alias}, ${menu.name}, ${menu.nameEn}, ${menu.path ?? null},
      coalesce((select max(c.sn) + 1 from menu c where c.parent_id = p.id), 0)
    from menu p where p.alias = ${parentAlias}
    on conflict (tenant_id, alias) do nothing`.execute(db);
  for (const role of menu.roles ?? []) {
    await sql`insert into role_menu (tenant_id, role_id, menu_id)
      select m.tenant_id, r.id, m.id from menu m join role r on r.tenant_id = m.tenant_id and r.code = ${role}
      where m.alias = ${menu.alias} and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
  }
}

/**
 * Tenants created before annual-fee maintenance shipped get its templates (unless they have one of that key),
 * its dictionaries (with a new dictVersion), its menu entries under 专利管理 and 系统管理 (where those exist), and
 * China's 2024-2027 holidays in their calendar. A fresh database has no tenants here; its seed adds them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const key of MAINTENANCE_TEMPLATES) {
    const file = readDefinitionFile('template', path.join(SCHEMAS_DIR, 'template', `${key}.json`));
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, 'template', ${key}, 1, ${Number(file.body.schemaVersion)}, ${JSON.stringify(file.body)}::json, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = 'template' and d.key = ${key})`.execute(db);
  }
  for (const [typeKey, labels] of [['keepStatus', KEEP_STATUSES], ['holidayKind', HOLIDAY_KINDS]] as const) {
    for (const [sn, [key, label]] of Object.entries(labels).entries()) {
      await sql`insert into data_dict (tenant_id, type_key, key, name, name_en, sn)
        select t.id, ${typeKey}, ${key}, ${label['zh-CN']}, ${label['en-US']}, ${300 + sn} from tenant t
        on conflict (tenant_id, type_key, key) do nothing`.execute(db);
    }
    const name = DICT_TYPE_NAMES[typeKey]!;
    await sql`insert into data_dict_type (tenant_id, type_key, name, name_en)
      select t.id, ${typeKey}, ${name['zh-CN']}, ${name['en-US']} from tenant t
      where not exists (select 1 from data_dict_type d where d.tenant_id = t.id and d.type_key = ${typeKey})`.execute(db);
  }
  await sql`update sys_property set value = to_jsonb(coalesce((value #>> '{}')::integer, 0) + 1) where alias = 'dictVersion'`.execute(db);
  for (const menu of MAINTENANCE_MENUS) await addMenu(db, 'zlgl', menu);
  await addMenu(db, 'sys', HOLIDAY_MENU);
  await sql`insert into holiday_calendar (tenant_id, day, kind, name, name_en)
    select t.id, h.day, h.kind, h.name, h.name_en from tenant t
    cross join jsonb_to_recordset(${JSON.stringify(CHINA_HOLIDAYS.map((h) => ({ day: h.day, kind: h.kind, name: h.name, name_en: h.nameEn })))}::jsonb)
      as h(day date, kind text, name text, name_en text)
    where t.id > 0
    on conflict (tenant_id, day) do nothing`.execute(db);
}
