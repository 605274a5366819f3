import { sql } from 'kysely';
import type { ChartDefinition } from '../../../common/definitions/kinds/chart.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { findField } from '../../query/query-fields.ts';
import { findCurrent } from '../definitions/definition-repo.ts';
import { boSource } from './bo-source.ts';
import { loadCaller } from './caller.ts';
import { dataRulesWhere } from './list-template-rows.ts';
import { loadBo } from './load-definitions.ts';
import { findView, viewSource } from './sql-views.ts';

const AGGREGATES = { count: 'count', sum: 'sum', avg: 'avg', max: 'max', min: 'min' } as const;

export interface ChartPoint { x: unknown; series?: unknown; y: number }

export async function loadChart(db: Db, principal: Principal, alias: string): Promise<ChartDefinition> {
  const found = await withTenant(db, principal.tenantId, (tx) => findCurrent(tx, principal.tenantId, 'chart', alias));
  if (!found) throw notFound('definitionNotFound');
  return found.body;
}

/** getListData: the chart's source grouped by xField (and seriesField), yField aggregated (count: rows), data rules applied. */
export async function chartData(db: Db, principal: Principal, alias: string): Promise<{ rows: ChartPoint[] }> {
  const chart = await loadChart(db, principal, alias);
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const wanted = new Set([chart.xField, chart.yField, chart.seriesField, ...(chart.dataRules ?? []).map((r) => r.field)].filter(Boolean) as string[]);
    let source;
    if (chart.source.kind === 'bo') source = boSource(tx, principal.tenantId, await loadBo(tx, principal.tenantId, chart.source.boAlias), () => true);
    else if (chart.source.kind === 'view') source = viewSource(tx, principal.tenantId, findView(chart.source.sqlAlias), (n) => wanted.has(n), () => true);
    else throw badRequest('restNotServed');
    const column = (name: string | undefined) => {
      const field = name ? findField(source.fields, name) : undefined;
      if (!field) throw badRequest('unknownProperty', { property: name ?? '' });
      return sql.ref(field.column);
    };
    const x = column(chart.xField);
    const series = chart.seriesField ? column(chart.seriesField) : undefined;
    const y = chart.aggregate === 'count' ? sql`count(*)` : sql`${sql.raw(AGGREGATES[chart.aggregate])}(${column(chart.yField)})`;
    let query = source.base.clearSelect()
      .select([sql<unknown>`${x}::text`.as('x'), sql<unknown>`${y}`.as('y')])
      .groupBy(x).orderBy(sql`2`, 'desc').limit(chart.limit ?? 100);
    if (series) query = query.select(sql<unknown>`${series}::text`.as('series')).groupBy(series);
    const rules = dataRulesWhere(chart, caller, source.fields);
    if (rules) query = query.where(rules);
    const rows = await query.execute();
    return { rows: rows.map((r) => ({ x: r.x, y: Number(r.y ?? 0), ...(series ? { series: (r as { series?: unknown }).series } : {}) })) };
  });
}
