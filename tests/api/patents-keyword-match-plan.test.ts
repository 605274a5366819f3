import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { keywordTokens } from '../../src/common/patents/search-tokens.ts';
import { generatePatents } from '../../src/server/patents-data/generate-patents.ts';
import { insertPatents } from '../../src/server/patents-data/insert-patents.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The statements inside patent_keyword_match (SECURITY DEFINER: never inlined, so EXPLAIN of a caller stops at it),
 * read with auto_explain (log_nested_statements) on PostgreSQL: a selective term reads the GIN index alone, with no
 * bitmap of every row of the tenant ANDed to it (migration 0091) and no scan of patent.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('patent_keyword_match plan (PostgreSQL, auto_explain)', () => {
  let t: TestApp;
  let tenantId: number;
  let client: pg.Client;
  const notices: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = t.tenantId('univ');
    // Another tenant much larger than this one: the tenant condition is then selective enough for PostgreSQL to read
    // the tenant's whole bitmap and AND it with the term's, unless the function prevents that.
    const other = t.tenantId('corp');
    await withTenant(t.db, other, async (tx) => {
      const orgs = await tx.selectFrom('org').select(['id', 'code', 'name', 'kind', 'parent_id']).execute();
      const patents = generatePatents({
        tenantId: other, tenantName: '示例企业', seed: 11, count: 4000, serialBase: 6_000_000, fullText: false,
        orgs: orgs.map((o) => ({ id: o.id, code: o.code, name: o.name, kind: o.kind, parentId: o.parent_id })),
      });
      await insertPatents(tx, other, patents);
    });
    await sql`analyze patent`.execute(t.db);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    client.on('notice', (notice) => notices.push(notice.message ?? ''));
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice`);
  });
  afterAll(async () => {
    await client?.end();
    await t?.close();
  });

  it('a selective term: the GIN index alone, no tenant-wide BitmapAnd, no scan of patent, and only the tenant\'s rows', async () => {
    // A four-character run of a title of this tenant: a few hits among thousands.
    const { rows: [named] } = await withTenant(t.db, tenantId, (tx) => sql<{ name: string }>`select name from patent
      where name ~ '^[一-龥]{4}' order by id desc limit 1`.execute(tx));
    const term = named!.name.slice(0, 4);
    notices.length = 0;
    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', $1, true), set_config('role', 'portal_app', true)`, [String(tenantId)]);
    const { rows } = await client.query<{ id: number }>('select m.id from patent_keyword_match($1::text[], $2) m(id)', [keywordTokens(term), `%${term}%`]);
    await client.query('commit');
    const inner = notices.filter((n) => n.includes('from patent p'));
    expect(inner.length, notices.join('\n')).toBeGreaterThan(0);
    const plan = inner.join('\n');
    expect(rows.length).toBeGreaterThan(0);
    expect(plan, plan).toMatch(/Bitmap Index Scan on patent_search_tokens/);
    expect(plan, plan).not.toMatch(/BitmapAnd/);
    expect(plan, plan).not.toMatch(/Seq Scan on patent(\s|$)/);
    const owners = await withTenant(t.db, tenantId, (tx) => tx.selectFrom('patent').select('id').where('id', 'in', rows.map((r) => r.id)).execute());
    expect(owners).toHaveLength(rows.length);
  });
});
