import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PATENT_APPLY_ACCEPT, up as addAccept } from '../../src/server/db/migrations/0064-patent-apply-attachment-accept.ts';

type Attachments = { 'ui:widget': string; 'ui:options'?: { accept?: string } };
type Body = { uiSchema: { attachments: Attachments } };

/** The patent application form's 附件 names the formats it takes, for new tenants and (migration 0064) older ones. */
describe('patent application attachments take files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const current = async (tenant: number) => (await sql<{ version: number; body: Body }>`
    select version, body from definition where tenant_id = ${tenant} and kind = 'form' and key = 'patentApply' and is_current`.execute(t.db)).rows[0]!;

  it('a seeded tenant names them', async () => {
    expect((await current(t.tenantId('univ'))).body.uiSchema.attachments['ui:options']?.accept).toBe(PATENT_APPLY_ACCEPT);
  });

  it('an older tenant whose field names none gets a new version naming them; a second run and an own list change nothing', async () => {
    const tenant = t.tenantId('corp');
    const seeded = await current(tenant);
    const old = { ...seeded.body, uiSchema: { ...seeded.body.uiSchema, attachments: { 'ui:widget': 'attachment' } } };
    await sql`update definition set body = ${JSON.stringify(old)}::jsonb where tenant_id = ${tenant} and kind = 'form' and key = 'patentApply' and is_current`.execute(t.db);
    await addAccept(t.db as unknown as Kysely<unknown>);
    const migrated = await current(tenant);
    expect(migrated.version).toBe(seeded.version + 1);
    expect(migrated.body.uiSchema.attachments).toEqual({ 'ui:widget': 'attachment', 'ui:options': { accept: PATENT_APPLY_ACCEPT } });
    await addAccept(t.db as unknown as Kysely<unknown>);
    expect((await current(tenant)).version).toBe(migrated.version);

    const own = { ...seeded.body, uiSchema: { ...seeded.body.uiSchema, attachments: { 'ui:widget': 'attachment', 'ui:options': { accept: 'pdf' } } } };
    await sql`update definition set body = ${JSON.stringify(own)}::jsonb where tenant_id = ${tenant} and kind = 'form' and key = 'patentApply' and is_current`.execute(t.db);
    await addAccept(t.db as unknown as Kysely<unknown>);
    expect((await current(tenant)).body.uiSchema.attachments['ui:options']?.accept).toBe('pdf');
  });
});
