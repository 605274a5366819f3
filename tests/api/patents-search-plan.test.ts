import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant, withTenant, type Tx } from '../../src/server/db/database.ts';
import { keywordTokens } from '../../src/common/patents/search-tokens.ts';
import { generatePatents } from '../../src/server/patents-data/generate-patents.ts';
import { insertPatents } from '../../src/server/patents-data/insert-patents.ts';
import { patentListQueries } from '../../src/server/modules/patents/query-patents.ts';
import { applyFilter } from '../../src/server/query/paged-query.ts';
import { SQL_VIEWS, viewSource } from '../../src/server/modules/forms/sql-views.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const EXTRA = 5000;

/** DESIGN.md section 7: no keyword search may scan the patent table. Plans are read after ANALYZE on ~5,300 rows. */
describe('patent keyword search plans', () => {
  let t: TestApp;
  let tenantId: number;
  let sample: { application_no: string; publication_no: string };

  const explain = async (tx: Tx, query: Compilable) => {
    const compiled = query.compile();
    const result = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = t.tenantId('univ');
    await withTenant(t.db, tenantId, async (tx) => {
      const orgs = await tx.selectFrom('org').select(['id', 'code', 'name', 'kind', 'parent_id']).execute();
      const patents = generatePatents({
        tenantId, tenantName: '示例大学', seed: 7, count: EXTRA, serialBase: 5_000_000, fullText: false,
        orgs: orgs.map((o) => ({ id: o.id, code: o.code, name: o.name, kind: o.kind, parentId: o.parent_id })),
        people: [{ fullname: '张伟', orgId: null, share: 0.02 }],
      });
      expect(await insertPatents(tx, tenantId, patents)).toBe(EXTRA);
      sample = await tx.selectFrom('patent').select(['application_no', 'publication_no']).where('publication_no', 'is not', null)
        .orderBy('id', 'desc').executeTakeFirstOrThrow() as typeof sample;
    });
    await sql`analyze patent`.execute(t.db);
  });
  afterAll(async () => { await t?.close(); });

  const cases: [string, () => string, RegExp | null][] = [
    ['a two-character Chinese keyword', () => '电池', null],
    ['a longer Chinese keyword', () => '锂离子电池', null],
    ['an inventor', () => '张伟', null],
    ['a research group', () => '课题组', null],
    ['an application number with CN and dot', () => sample.application_no, /patent_application_no_prefix/],
    ['an application number prefix', () => sample.application_no.slice(2, 8), /patent_application_no_prefix/],
    ['a publication number', () => sample.publication_no, /patent_publication_no_prefix/],
  ];

  it.each(cases)('%s: neither the page nor the count scans patent', async (_, keyword, index) => {
    const plans = await withTenant(t.db, tenantId, async (tx) => {
      const { rows, count } = patentListQueries(tx, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword() } });
      return [await explain(tx, rows), await explain(tx, count)];
    });
    for (const plan of plans) {
      if (process.env.SHOW_PLANS) console.log(plan);
      expect(plan, plan).not.toMatch(/Seq Scan on patent(\s|$)/);
      if (index) expect(plan, plan).toMatch(index);
      else expect(plan, plan).toMatch(/patent_token_match/);
    }
  });

  it.each(cases)('%s through the registered view of templates jgzlk / bxzlk and my patents: no scan of patent', async (_, keyword, index) => {
    const plans = await withTenant(t.db, tenantId, async (tx) => {
      const out: string[] = [];
      for (const alias of ['patentSearch', 'wdzl']) {
        const source = viewSource(tx, tenantId, SQL_VIEWS[alias]!, () => true, () => true);
        const { rows, count } = applyFilter(source.base, { pageBean: { page: 1, pageSize: 10 }, querys: [{ property: 'searchValue', value: keyword(), operation: 'LIKE' }] },
          source.fields, { order: source.order });
        out.push(await explain(tx, rows), await explain(tx, count));
      }
      return out;
    });
    for (const plan of plans.slice(0, 2)) {
      expect(plan, plan).not.toMatch(/Seq Scan on patent(\s|$)/);
      if (index) expect(plan, plan).toMatch(index);
      else expect(plan, plan).toMatch(/patent_token_match/);
    }
  });

  it.each(['电池', '张伟', '人工智能研究组'])('the token lookup for %s reads the GIN index and finds what ILIKE finds', async (keyword) => {
    const tokens = keywordTokens(keyword);
    // patent_token_match runs as its owner with the tenant condition of the policy: explain its body the same way.
    const plan = await withoutTenant(t.db, async (tx) => {
      await sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`.execute(tx);
      const compiled = sql`select id from patent where tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer and search_tokens @> cast(${tokens} as text[])`.compile(tx);
      const result = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan, plan).toMatch(/Bitmap Index Scan on patent_search_tokens/);
    const [viaIndex, viaScan] = await withTenant(t.db, tenantId, async (tx) => [
      (await sql<{ id: number }>`select p.id from patent p left join org o on o.id = p.org_id left join org s on s.id = p.subject_id
        where p.id in (select m.id from patent_token_match(cast(${tokens} as text[])) m(id))
          and (p.name like ${`%${keyword}%`} or p.inventor like ${`%${keyword}%`} or o.name like ${`%${keyword}%`} or s.name like ${`%${keyword}%`}) order by p.id`.execute(tx)).rows,
      (await sql<{ id: number }>`select p.id from patent p left join org o on o.id = p.org_id left join org s on s.id = p.subject_id
        where p.name like ${`%${keyword}%`} or p.inventor like ${`%${keyword}%`} or o.name like ${`%${keyword}%`} or s.name like ${`%${keyword}%`} order by p.id`.execute(tx)).rows,
    ]);
    expect(viaIndex.length).toBeGreaterThan(0);
    expect(viaIndex).toEqual(viaScan);
  });
});
