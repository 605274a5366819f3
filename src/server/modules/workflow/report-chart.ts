import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { chartData, loadChart, type ChartPoint } from '../forms/chart-data.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Points -> one x axis (in the points' order) and a series per series value, 0 where a series has no point. */
export function echartsSeries(points: ChartPoint[], fallbackName: string) {
  const xAxis = [...new Set(points.map((p) => text(p.x)))];
  const names = [...new Set(points.map((p) => ('series' in p ? text(p.series) : fallbackName)))];
  const series = names.map((name) => ({
    name,
    data: xAxis.map((x) => points.filter((p) => text(p.x) === x && ('series' in p ? text(p.series) : fallbackName) === name).reduce((sum, p) => sum + p.y, 0)),
  }));
  return { xAxis, series };
}

/**
 * getEchartsData?reportId: a report is a chart definition (schemas/chart, reportId = its alias); its points as
 * ECharts axes and series, after the chart's data rules. An unknown alias is the definitions' 404.
 */
export async function reportEchartsData(db: Db, principal: Principal, reportId: string, lang: Language) {
  const chart = await loadChart(db, principal, reportId);
  const { rows } = await chartData(db, principal, reportId);
  const name = resolveLabel(chart.name, lang);
  return { reportId, name, chartType: chart.chartType, ...echartsSeries(rows, name) };
}
