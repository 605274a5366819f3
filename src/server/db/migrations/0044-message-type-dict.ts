import { sql, type Kysely } from 'kysely';
import { MESSAGE_TYPES } from '../../../common/enums/message-type.ts';

interface DisplayField { field: string; formatter?: string; dictKey?: string }

/**
 * 我的消息 (template wdxx) showed a message's type as its raw key (system, share...). Tenants created before get the
 * messageType dictionary (with a new dictVersion, so browsers drop their cached dictionaries) and, where the current
 * wdxx template still shows the type unformatted, a new version of it with the dictionary formatter. A fresh
 * database has no tenants here; its seed brings both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [sn, [key, label]] of Object.entries(MESSAGE_TYPES).entries()) {
    await sql`insert into data_dict (tenant_id, type_key, key, name, name_en, sn)
      select t.id, 'messageType', ${key}, ${label['zh-CN']}, ${label['en-US']}, ${200 + sn} from tenant t
      on conflict (tenant_id, type_key, key) do nothing`.execute(db);
  }
  await sql`update sys_property set value = to_jsonb(coalesce((value #>> '{}')::integer, 0) + 1) where alias = 'dictVersion'`.execute(db);

  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number; body: { displayFields?: DisplayField[] } }>`
    select id, tenant_id, version, schema_version, body from definition where kind = 'template' and key = 'wdxx' and is_current`.execute(db);
  for (const row of rows) {
    const fields = row.body.displayFields ?? [];
    if (!fields.some((f) => f.field === 'type' && !f.formatter)) continue;
    const body = { ...row.body, displayFields: fields.map((f) => (f.field === 'type' && !f.formatter ? { ...f, formatter: 'dict', dictKey: 'messageType' } : f)) };
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'template', 'wdxx', ${row.version + 1}, ${row.schema_version}, ${JSON.stringify(body)}::jsonb, true,
        'message types shown through the messageType dictionary')`.execute(db);
  }
}
