import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant, withTenant, type Tx } from '../../src/server/db/database.ts';
import { keywordTokens } from '../../src/common/patents/search-tokens.ts';
import { generatePatents } from '../../src/server/patents-data/generate-patents.ts';
import { insertPatents } from '../../src/server/patents-data/insert-patents.ts';
import { patentListQueries, queryPatents } from '../../src/server/modules/patents/query-patents.ts';
import { planKeyword } from '../../src/server/modules/patents/keyword-plan.ts';
import { keywordLookup } from '../../src/server/modules/patents/keyword-condition.ts';
import { applyFilter } from '../../src/server/query/paged-query.ts';
import { SQL_VIEWS } from '../../src/server/modules/forms/sql-view-registry.ts';
import { viewSource } from '../../src/server/modules/forms/sql-views.ts';
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
      // The test table is small, so a keyword matching most of it (课题组) may be read faster by a scan; with scans
      // priced out the plan shows whether an index path exists at all (without one PostgreSQL still scans).
      await sql`set local enable_seqscan = off`.execute(tx);
      const { rows, count } = patentListQueries(tx, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: keyword() } },
        await planKeyword(tx, keyword()));
      return [await explain(tx, rows), await explain(tx, count)];
    });
    for (const plan of plans) {
      if (process.env.SHOW_PLANS) console.log(plan);
      expect(plan, plan).not.toMatch(/Seq Scan on patent(\s|$)/);
      if (index) expect(plan, plan).toMatch(index);
      // A text keyword's hits come from patent_keyword_match (GIN) before these run; they read them by id.
      else expect(plan, plan).toMatch(/\(id = ANY \('\{\d/);
    }
  });

  it('a common keyword (more hits than the cap): the page walks the date index and tests each row, the count stops at the cap', async () => {
    const lookup = keywordLookup('电池');
    if (lookup.kind !== 'text') throw new Error('电池 is a text keyword');
    const [page, count] = await withTenant(t.db, tenantId, async (tx) => {
      const { rows, count } = patentListQueries(tx, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: '电池' } }, { kind: 'common', lookup, cap: 50 });
      return [await explain(tx, rows), await explain(tx, count)];
    });
    if (process.env.SHOW_PLANS) console.log(page, count);
    expect(page, page).not.toMatch(/Seq Scan on patent(\s|$)/);
    expect(page, page).toMatch(/Index Scan using patent_application_date/);
    expect(page, page).not.toMatch(/Sort/);
    expect(count, count).not.toMatch(/Seq Scan on patent(\s|$)/);
    expect(count, count).toMatch(/patent_keyword_match/);
  });

  it('a common keyword pages like an exact one; its total is the cap, flagged as a lower bound', async () => {
    const body = (page: number) => ({ pageBean: { page, pageSize: 10 }, params: { searchValue: '电池' } });
    const exact = await queryPatents(t.db, tenantId, body(3));
    expect(exact.totalCapped).toBeUndefined();
    expect(exact.total).toBeGreaterThan(60);
    const capped = await queryPatents(t.db, tenantId, body(3), { cap: 50 });
    expect(capped).toMatchObject({ total: 50, totalCapped: true, page: 3, pageSize: 10 });
    expect(capped.rows).toEqual(exact.rows);
    // With a tile as well, the count covers the first cap + 1 hits only: still a lower bound, never above the cap.
    const effective = await queryPatents(t.db, tenantId, { ...body(1), params: { searchValue: '电池', status: 'effective' } }, { cap: 50 });
    expect(effective.totalCapped).toBe(true);
    expect(effective.total).toBeGreaterThan(0);
    expect(effective.total).toBeLessThanOrEqual(50);
    const exactEffective = await queryPatents(t.db, tenantId, { ...body(1), params: { searchValue: '电池', status: 'effective' } });
    expect(effective.rows).toEqual(exactEffective.rows);
    expect(exactEffective.total).toBeGreaterThanOrEqual(effective.total!);
  });

  it('a keyword below the cap is counted exactly from its hits', async () => {
    const few = await queryPatents(t.db, tenantId, { pageBean: { page: 1, pageSize: 10 }, params: { searchValue: '电池' } }, { cap: 100_000 });
    const all = await withTenant(t.db, tenantId, (tx) => sql<{ n: number }>`select count(*)::integer as n from patent p
      left join org o on o.id = p.org_id left join org s on s.id = p.subject_id
      where p.name like '%电池%' or p.inventor like '%电池%' or o.name like '%电池%' or s.name like '%电池%'`.execute(tx));
    expect(few.total).toBe(all.rows[0]!.n);
    expect(few.totalCapped).toBeUndefined();
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
      else expect(plan, plan).toMatch(/patent_keyword_match/);
    }
  });

  it.each(['电池', '张伟', '人工智能研究组'])('the keyword lookup for %s reads the GIN index and finds what a scan with LIKE finds', async (keyword) => {
    const tokens = keywordTokens(keyword);
    const pattern = `%${keyword}%`;
    // patent_keyword_match runs as its owner with the tenant condition of the policy: explain its body the same way.
    const plan = await withoutTenant(t.db, async (tx) => {
      await sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`.execute(tx);
      const compiled = sql`select p.id from patent p left join org o on o.id = p.org_id left join org s on s.id = p.subject_id
        where p.tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer and p.search_tokens @> cast(${tokens} as text[])
          and (p.name ilike ${pattern} or p.inventor ilike ${pattern} or o.name ilike ${pattern} or s.name ilike ${pattern})`.compile(tx);
      const result = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan, plan).toMatch(/Bitmap Index Scan on patent_search_tokens/);
    const [viaIndex, firstThree, viaScan] = await withTenant(t.db, tenantId, async (tx) => [
      (await sql<{ id: number }>`select m.id from patent_keyword_match(cast(${tokens} as text[]), ${pattern}) m(id) order by m.id`.execute(tx)).rows,
      (await sql<{ id: number }>`select m.id from patent_keyword_match(cast(${tokens} as text[]), ${pattern}, 3) m(id)`.execute(tx)).rows,
      (await sql<{ id: number }>`select p.id from patent p left join org o on o.id = p.org_id left join org s on s.id = p.subject_id
        where p.name like ${pattern} or p.inventor like ${pattern} or o.name like ${pattern} or s.name like ${pattern} order by p.id`.execute(tx)).rows,
    ]);
    expect(viaIndex.length).toBeGreaterThan(3);
    expect(viaIndex).toEqual(viaScan);
    expect(firstThree).toHaveLength(3);
  });

  it('patent_keyword_match sees only the caller\'s tenant', async () => {
    const other = t.tenantId('corp');
    const [mine, theirs] = await Promise.all([tenantId, other].map((id) => withTenant(t.db, id, async (tx) =>
      (await sql<{ id: number }>`select m.id from patent_keyword_match(cast(${keywordTokens('电池')} as text[]), '%电池%') m(id)`.execute(tx)).rows.map((r) => r.id))));
    const owners = await withoutTenant(t.db, async (tx) => (await tx.selectFrom('patent').select('tenant_id').where('id', 'in', [...mine!, ...theirs!, -1]).execute()).map((r) => r.tenant_id));
    expect(mine!.length).toBeGreaterThan(0);
    expect(owners.filter((id) => id === tenantId)).toHaveLength(mine!.length);
    expect(owners.filter((id) => id === other)).toHaveLength(theirs!.length);
  });
});
