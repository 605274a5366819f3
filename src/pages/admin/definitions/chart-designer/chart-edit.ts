import { formatBody } from '../parse-definition-text.ts';
import { isJsonObject as isObject, parseJsonText, patched, type Json } from '../designer-edit.ts';

/**
 * Edits of a custom chart's text as its designer makes them: type, source, encodings and display. Keys keep their
 * order, keys the designer does not know (data rules...) stay as they are, a property emptied is removed.
 */

export const CHART_TYPES = ['bar', 'column', 'line', 'area', 'pie'] as const;
export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export const SOURCE_KINDS = ['bo', 'view', 'rest'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export type Aggregate = (typeof AGGREGATES)[number];
export type SourceKind = (typeof SOURCE_KINDS)[number];
export type Encoding = 'xField' | 'yField' | 'seriesField';

export type ChartBody = Json & { source: Json; chartType?: string; xField?: string; yField?: string; seriesField?: string; aggregate?: string; conf?: Json };

/** The text as a body the designer can edit, or why it cannot. */
export function readChart(text: string): { chart: ChartBody } | { error: 'syntax' | 'shape'; detail?: string } {
  const read = parseJsonText(text);
  if ('error' in read) return read;
  const { parsed } = read;
  if (!isObject(parsed) || !isObject(parsed.source)) return { error: 'shape' };
  return { chart: parsed as ChartBody };
}

export const writeChart = (chart: ChartBody): string => formatBody(chart);

/** The body with its own properties (name, chartType, aggregate, encodings, height...) patched. */
export function withChartProps(chart: ChartBody, patch: Json): ChartBody {
  return patched(chart, patch);
}

/** The alias (or URL) a source names. */
export function sourceTarget(source: Json): string {
  const value = source.kind === 'bo' ? source.boAlias : source.kind === 'view' ? source.sqlAlias : source.url;
  return typeof value === 'string' ? value : '';
}

/**
 * The body reading another source or another alias of its kind. A REST source keeps its method and list key while it
 * stays REST; another kind's keys go. The encodings stay (the problems say when the new source lacks them).
 */
export function withSource(chart: ChartBody, kind: SourceKind, target: string): ChartBody {
  const key = kind === 'bo' ? 'boAlias' : kind === 'view' ? 'sqlAlias' : 'url';
  const source: Json = chart.source.kind === kind ? patched(chart.source, { [key]: target }, (v) => v === undefined) : { kind, [key]: target };
  return { ...chart, source };
}

/** The body with the display options (conf) patched; an emptied conf goes. */
export function withConf(chart: ChartBody, patch: Json): ChartBody {
  const conf = patched(isObject(chart.conf) ? chart.conf : {}, patch, (value) => value === undefined || value === false || value === '');
  return patched(chart, { conf: Object.keys(conf).length ? conf : undefined });
}
