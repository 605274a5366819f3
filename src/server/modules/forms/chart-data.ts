import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
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
import { findView } from './sql-view-registry.ts';
import { viewSource } from './sql-views.ts';
import { restAllowlist, restTimeoutMs } from './rest-allowlist.ts';
import { fetchRestRows } from './rest-source.ts';

const AGGREGATES = { count: 'count', sum: 'sum', avg: 'avg', max: 'max', min: 'min' } as const;

export interface ChartPoint { x: unknown; series?: unknown; y: number }

export async function loadChart(db: Db, principal: Principal, alias: string): Promise<ChartDefinition> {
  const found = await withTenant(db, principal.tenantId, (tx) => findCurrent(tx, principal.tenantId, 'chart', alias));
  if (!found) throw notFound('definitionNotFound');
  return found.body;
}

/** getListData: the chart's source grouped by xField (and seriesField), yField aggregated (count: rows), data rules applied. */
export async function chartData(db: Db, principal: Principal, alias: string, lang: Language = 'zh-CN'): Promise<{ rows: ChartPoint[] }> {
  const chart = await loadChart(db, principal, alias);
  if (chart.source.kind === 'rest') return restChartData(db, principal, chart, chart.source);
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const wanted = new Set([chart.xField, chart.yField, chart.seriesField, ...(chart.dataRules ?? []).map((r) => r.field)].filter(Boolean) as string[]);
    let source;
    if (chart.source.kind === 'bo') source = boSource(tx, principal.tenantId, await loadBo(tx, principal.tenantId, chart.source.boAlias), () => true);
    else if (chart.source.kind === 'view') source = viewSource(tx, principal.tenantId, findView(chart.source.sqlAlias), (n) => wanted.has(n), () => true, lang);
    else throw badRequest('restNotServed');
    const column = (name: string | undefined) => {
      const field = name ? findField(source.fields, name) : undefined;
      if (!field) throw badRequest('unknownProperty', { property: name ?? '' });
      return sql.ref(field.column);
    };
    // A view's x and series are grouped by what the list shows (an organisation's name in the request language).
    const shown = (name: string | undefined) => (chart.source.kind === 'view' && name && findField(source.fields, name)
      ? sql.ref(`rec.c_${findField(source.fields, name)!.name}`) : column(name));
    const x = shown(chart.xField);
    const series = chart.seriesField ? shown(chart.seriesField) : undefined;
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

/** A chart over a REST source: its rows fetched server-side (allow-list, timeout), then grouped and aggregated here. */
async function restChartData(db: Db, principal: Principal, chart: ChartDefinition, source: Extract<ChartDefinition['source'], { kind: 'rest' }>): Promise<{ rows: ChartPoint[] }> {
  const allowed = await withTenant(db, principal.tenantId, (tx) => restAllowlist(tx, principal.tenantId));
  const { rows } = await fetchRestRows({ alias: chart.alias, url: source.url, method: source.method, params: {}, listKey: source.listKey }, allowed, restTimeoutMs());
  const groups = new Map<string, { x: unknown; series?: unknown; values: number[] }>();
  for (const row of rows) {
    const x = row[chart.xField];
    const series = chart.seriesField ? row[chart.seriesField] : undefined;
    const key = JSON.stringify([x, series]);
    const group = groups.get(key) ?? { x: x === undefined || x === null ? null : String(x), ...(chart.seriesField ? { series: series === undefined || series === null ? null : String(series) } : {}), values: [] };
    const y = chart.yField ? Number(row[chart.yField]) : 1;
    if (Number.isFinite(y)) group.values.push(y);
    groups.set(key, group);
  }
  const aggregate = (values: number[]) => {
    switch (chart.aggregate) {
      case 'count': return values.length;
      case 'sum': return values.reduce((a, b) => a + b, 0);
      case 'avg': return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
      case 'max': return values.length ? Math.max(...values) : 0;
      case 'min': return values.length ? Math.min(...values) : 0;
    }
  };
  const points = [...groups.values()].map(({ values, ...g }) => ({ ...g, y: aggregate(values) }));
  return { rows: points.sort((a, b) => b.y - a.y).slice(0, chart.limit ?? 100) };
}
