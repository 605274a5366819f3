import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../src/server/db/migrations/0044-message-type-dict.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Field { field: string; formatter?: string; dictKey?: string }
const typeColumn = (body: { displayFields: Field[] }) => body.displayFields.find((f) => f.field === 'type');

/** 我的消息 shows a message's type by the messageType dictionary: seeded for new tenants, migrated for older ones. */
describe('message types (migration 0044)', () => {
  let t: TestApp;
  const current = async () => (await sql<{ version: number; body: { displayFields: Field[] } }>`
    select version, body from definition where tenant_id = ${t.tenantId('univ')} and kind = 'template' and key = 'wdxx' and is_current`.execute(t.db)).rows;
  const dict = async () => (await sql<{ key: string; name: string; name_en: string }>`
    select key, name, name_en from data_dict where tenant_id = ${t.tenantId('univ')} and type_key = 'messageType' order by sn`.execute(t.db)).rows;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('a new tenant has the dictionary and a wdxx template that formats the type with it', async () => {
    expect((await dict()).map((d) => [d.key, d.name, d.name_en])).toEqual([
      ['system', '系统消息', 'System'], ['share', '分享', 'Share'], ['bulletin', '公告', 'Bulletin'], ['flow', '流程', 'Workflow'],
    ]);
    const [wdxx] = await current();
    expect(typeColumn(wdxx!.body)).toMatchObject({ formatter: 'dict', dictKey: 'messageType' });
  });

  it('an older tenant gets the dictionary and a new wdxx version; a second run changes nothing', async () => {
    const tenant = t.tenantId('univ');
    await sql`delete from data_dict where tenant_id = ${tenant} and type_key = 'messageType'`.execute(t.db);
    const [seeded] = await current();
    const unformatted = ({ formatter: _formatter, dictKey: _dictKey, ...rest }: Field) => rest;
    const old = { ...seeded!.body, displayFields: seeded!.body.displayFields.map((f) => (f.field === 'type' ? unformatted(f) : f)) };
    await sql`update definition set body = ${JSON.stringify(old)}::jsonb where tenant_id = ${tenant} and kind = 'template' and key = 'wdxx' and is_current`.execute(t.db);
    const version = async () => (await sql<{ v: number }>`select (value #>> '{}')::integer as v from sys_property where tenant_id = ${tenant} and alias = 'dictVersion'`.execute(t.db)).rows[0]?.v;
    const before = await version();

    await up(t.db as unknown as Kysely<unknown>);
    expect(await dict()).toHaveLength(4);
    const [migrated] = await current();
    expect(migrated!.version).toBe(seeded!.version + 1);
    expect(typeColumn(migrated!.body)).toMatchObject({ formatter: 'dict', dictKey: 'messageType' });
    expect(await version()).toBe(before! + 1);

    await up(t.db as unknown as Kysely<unknown>);
    expect(await dict()).toHaveLength(4);
    expect((await current())[0]!.version).toBe(migrated!.version);
  });
});
