import { Type, type Static } from '@sinclair/typebox';
import { Alias, DataRule, head, Identifier, literals, Source, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

/** Custom chart: rows of a source grouped by `xField`, `yField` aggregated, optionally split by `seriesField`. */
export const ChartDefinition = strict({
  ...head('chart', CURRENT_VERSION.chart),
  alias: Alias,
  name: Label,
  chartType: literals(['bar', 'column', 'line', 'area', 'pie'] as const),
  source: Source,
  xField: Identifier,
  yField: Type.Optional(Identifier),
  seriesField: Type.Optional(Identifier),
  aggregate: literals(['count', 'sum', 'avg', 'max', 'min'] as const),
  dictKey: Type.Optional(Alias),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  dataRules: Type.Optional(Type.Array(DataRule, { maxItems: 20 })),
  height: Type.Optional(Type.Integer({ minimum: 100, maximum: 2000 })),
  /** Display options (patent-library.md section 3: conf): the y axis start, and every x label shown (rotated, none hidden). */
  conf: Type.Optional(strict({ yMin: Type.Optional(Type.Number()), xShowAll: Type.Optional(Type.Boolean()) })),
}, { title: 'Custom chart' });

export type ChartDefinition = Static<typeof ChartDefinition>;
