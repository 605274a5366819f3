import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import { readDefinitionFile, SCHEMAS_DIR } from './definition-files.ts';

/** A shipped definition (schemas/<kind>/<key>.json), upgraded and checked. */
export const shippedDefinition = (kind: DefinitionKind, key: string) => readDefinitionFile(kind, path.join(SCHEMAS_DIR, kind, `${key}.json`)).body;

/**
 * For migrations: gives every existing tenant the shipped definition unless it has one of that key (a fresh database
 * has no tenants here; its seed adds schemas/). Stored as json, so the author's key order stays.
 */
export async function addShippedDefinition(db: Kysely<unknown>, kind: DefinitionKind, key: string): Promise<void> {
  const body = shippedDefinition(kind, key);
  await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
    select t.id, ${kind}, ${key}, 1, ${Number(body.schemaVersion)}, ${JSON.stringify(body)}::json, true, 'schemas/'
    from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = ${kind} and d.key = ${key})`.execute(db);
}

/**
 * For migrations: a new current version of a definition in each tenant whose current version `needs` it, made by
 * `change` from the stored body (an administrator's own changes elsewhere are kept).
 */
export async function reviseDefinition(db: Kysely<unknown>, kind: DefinitionKind, key: string, comment: string,
  needs: (body: Record<string, unknown>) => boolean, change: (body: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number; body: Record<string, unknown> }>`
    select id, tenant_id, version, schema_version, body from definition where kind = ${kind} and key = ${key} and is_current`.execute(db);
  for (const row of rows) {
    if (!needs(row.body)) continue;
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, ${kind}, ${key}, ${row.version + 1}, ${row.schema_version}, ${JSON.stringify(change(row.body))}::json, true, ${comment})`.execute(db);
  }
}

/** For migrations: reviseDefinition of a template (the earlier migrations' form of it). */
export const reviseTemplate = (db: Kysely<unknown>, key: string, comment: string,
  needs: (body: Record<string, unknown>) => boolean, change: (body: Record<string, unknown>) => Record<string, unknown>) =>
  reviseDefinition(db, 'template', key, comment, needs, change);

/** For migrations: a dictionary (its type and entries) in every existing tenant, entries it has already kept as they are. */
export async function addShippedDictionary(db: Kysely<unknown>, typeKey: string, name: { 'zh-CN': string; 'en-US': string },
  entries: Record<string, { 'zh-CN': string; 'en-US': string }>, firstSn = 400): Promise<void> {
  for (const [sn, [key, label]] of Object.entries(entries).entries()) {
    await sql`insert into data_dict (tenant_id, type_key, key, name, name_en, sn)
      select t.id, ${typeKey}, ${key}, ${label['zh-CN']}, ${label['en-US']}, ${firstSn + sn} from tenant t
      on conflict (tenant_id, type_key, key) do nothing`.execute(db);
  }
  await sql`insert into data_dict_type (tenant_id, type_key, name, name_en)
    select t.id, ${typeKey}, ${name['zh-CN']}, ${name['en-US']} from tenant t
    where not exists (select 1 from data_dict_type d where d.tenant_id = t.id and d.type_key = ${typeKey})`.execute(db);
  // Browsers drop their cached dictionaries.
  await sql`update sys_property set value = to_jsonb(coalesce((value #>> '{}')::integer, 0) + 1) where alias = 'dictVersion'`.execute(db);
}

/** For migrations: a menu entry under the tenant's entry `parentAlias` (where it exists), with the roles that see it. */
export async function addShippedMenu(db: Kysely<unknown>, parentAlias: string,
  menu: { alias: string; name: string; nameEn: string; path?: string; roles?: readonly string[] }): Promise<void> {
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
