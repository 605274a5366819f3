import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from '../query/page.ts';

/** TypeBox schemas of the custom dialog, chart and query calls (`/api/form/form/customDialog|customChart|customQuery/...`). */

/** One row of a dialog, query or query view: the definition's fields by name, plus `id`. */
export const ViewRow = Type.Record(Type.String(), Type.Unknown());
export const ViewRowsPage = PageOf(ViewRow);

/** One point of a custom chart: the x value (raw, before any dictionary), its series and the aggregated y. */
export const ChartPoint = Type.Object({ x: Type.Unknown(), series: Type.Optional(Type.Unknown()), y: Type.Number() });
/** getListData: the chart's points, largest y first. */
export const ChartPoints = Type.Object({ rows: Type.Array(ChartPoint) });

export type ViewRow = Static<typeof ViewRow>;
export type ViewRowsPage = Static<typeof ViewRowsPage>;
export type ChartPoint = Static<typeof ChartPoint>;
export type ChartPoints = Static<typeof ChartPoints>;

/** Condition values by field name, as a dialog's or query's search bar collects them. */
export type ConditionValues = Record<string, unknown>;
