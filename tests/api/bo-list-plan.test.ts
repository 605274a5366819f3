import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoDefinition } from '../../src/common/definitions/kinds/bo.ts';
import type { QueryCondition } from '../../src/common/query/query-filter.ts';
import { withTenant } from '../../src/server/db/database.ts';
import { boSource } from '../../src/server/modules/forms/bo-source.ts';
import { splitContainment } from '../../src/server/modules/forms/containment.ts';
import { applyFilter } from '../../src/server/query/paged-query.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const LIST = '/api/form/form/dataTemplate/v1/listJson';
const ROWS = 20_000;
const TYPES = ['invent', 'newKind', 'exterior', 'inventSQ', 'other'];

describe('listJson filters on bo records use the GIN index (jsonb containment)', () => {
  let t: TestApp;
  let ipadmin: Session;
  let bo: BoDefinition;

  const list = async (querys: QueryCondition[]) => {
    const res = await t.request({ method: 'POST', url: LIST, session: ipadmin, payload: { alias: 'patentApplyList', querys, pageBean: { pageSize: 5 } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; rows: Record<string, unknown>[] };
  };
  /** The old meaning of a filter, written as text comparisons on the stored data. */
  const countWhere = async (condition: ReturnType<typeof sql>) => Number((await sql<{ n: number }>`select count(*)::int as n from bo_record
    where tenant_id = ${ipadmin.tenantId} and bo_alias = 'patentApply' and ${condition}`.execute(t.db)).rows[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    ipadmin = await t.login('univ', 'ipadmin');
    // Generated rows (reproducible): five types in turn, a unique title, page counts 0..49, dates over 2020..2024.
    await sql`insert into bo_record (id, tenant_id, bo_alias, data, created_by, org_id)
      select gen_random_uuid(), ${ipadmin.tenantId}, 'patentApply',
        jsonb_build_object('title', '样例专利 ' || g, 'type', (${sql.val(TYPES)}::text[])[1 + g % 5], 'college', 1, 'pageCount', g % 50,
          'applicationDate', to_char(date '2020-01-01' + (g % 1800), 'YYYY-MM-DD')),
        ${ipadmin.userId}, null
      from generate_series(1, ${ROWS}) g`.execute(t.db);
    await sql`analyze bo_record`.execute(t.db);
    bo = (await t.db.selectFrom('definition').select('body').where('tenant_id', '=', ipadmin.tenantId).where('kind', '=', 'bo')
      .where('key', '=', 'patentApply').where('is_current', '=', true).executeTakeFirstOrThrow()).body as unknown as BoDefinition;
  });
  afterAll(async () => { await t?.close(); });

  it('answers EQUAL and IN exactly as the text comparisons did', async () => {
    expect((await list([{ property: 'type', value: 'newKind' }])).total).toBe(await countWhere(sql`data->>'type' = 'newKind'`));
    expect((await list([{ property: 'type', operation: 'IN', value: ['newKind', 'exterior'] }])).total)
      .toBe(await countWhere(sql`data->>'type' in ('newKind', 'exterior')`));
    expect((await list([{ property: 'pageCount', value: '7' }, { property: 'type', value: 'inventSQ' }])).total)
      .toBe(await countWhere(sql`data->>'pageCount' = '7' and data->>'type' = 'inventSQ'`));
    expect((await list([{ property: 'type', operation: 'IN', value: 'invent,other' }, { property: 'type', value: 'other' }])).total)
      .toBe(await countWhere(sql`data->>'type' = 'other'`));
    expect((await list([{ property: 'type', value: 'invent' }, { property: 'type', value: 'other' }])).total).toBe(0);
    // An OR inside a group is left to the compiler: same answer, no containment.
    expect((await list([{ property: 'type', value: 'invent', group: 'g' }, { property: 'type', value: 'other', relation: 'OR', group: 'g' }])).total)
      .toBe(await countWhere(sql`data->>'type' in ('invent', 'other')`));
    const row = (await list([{ property: 'title', value: '样例专利 12345' }])).rows;
    expect(row.map((r) => r.title)).toEqual(['样例专利 12345']);
  });

  it('keeps hidden and undeclared fields out of containment: they are still refused', async () => {
    const res = await t.request({ method: 'POST', url: LIST, session: ipadmin, payload: { alias: 'patentApplyList', querys: [{ property: 'abstract', value: 'x' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('未知的查询字段：abstract');
  });

  it('plans a selective EQUAL without scanning bo_record: the rows come from bo_record_matching; a broad dictionary EQUAL stays with the compiler', async () => {
    const querys: QueryCondition[] = [{ property: 'title', value: '样例专利 12345' }, { property: 'type', operation: 'LIKE', value: 'new' },
      { property: 'applicationDate', operation: 'BETWEEN', value: ['2021-01-01', '2022-12-31'] }];
    const sizes = new Map([['patentType', 5]]);
    const fields = new Set(['type', 'title', 'applicationDate']);
    expect(splitContainment(bo, [{ property: 'type', value: 'newKind' }], fields, sizes)).toEqual({ indexed: false, rest: [{ property: 'type', value: 'newKind' }] });
    const plan = await withTenant(t.db, ipadmin.tenantId, async (tx) => {
      const split = splitContainment(bo, querys, fields, sizes);
      expect(split).toEqual({ patterns: [{ title: '样例专利 12345' }], indexed: true, rest: querys.slice(1) });
      const source = boSource(tx, ipadmin.tenantId, bo, () => true, split.patterns);
      const { rows } = applyFilter(source.base.select(['rec.s_id', 'rec.s_data']), { querys: split.rest }, source.fields, { order: [['rec.s_created_at', 'desc']] });
      const compiled = rows.compile();
      const result = await tx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on bo_record/);
    expect(plan).toMatch(/Function Scan on bo_record_matching/);
  });

  it('serves the containment inside bo_record_matching from the GIN index bo_record_data', async () => {
    const source = (await sql<{ prosrc: string }>`select prosrc from pg_proc where proname = 'bo_record_matching'`.execute(t.db)).rows[0]!.prosrc;
    const text = source.replaceAll('p_alias', '$1').replaceAll('p_patterns', '$2');
    const plan = await t.db.transaction().execute(async (tx) => {
      await sql`select set_config('app.tenant_id', ${String(ipadmin.tenantId)}, true)`.execute(tx);
      const result = await tx.executeQuery(CompiledQuery.raw(`explain ${text}`, ['patentApply', JSON.stringify([{ title: '样例专利 77' }])]));
      return result.rows.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on bo_record_data/);
    expect(plan).not.toMatch(/Seq Scan on bo_record/);
  });
});
