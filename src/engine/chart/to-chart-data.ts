import type { ChartPoint } from '../../common/api/custom-views.ts';
import type { DictItem } from '../../common/api/system.ts';
import type { ChartDatum } from '../../../widgets/chart/chart-types.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Server points as chart data: x through the chart's dictionary (when it has one), empty x as `blank`. */
export function toChartData(points: readonly ChartPoint[], dict: readonly DictItem[] | undefined, blank: string): ChartDatum[] {
  const names = new Map((dict ?? []).map((d) => [d.key, d.name]));
  return points.map((p) => {
    const x = text(p.x);
    return {
      x: x === '' ? blank : (names.get(x) ?? x),
      y: p.y,
      ...(p.series !== undefined && p.series !== null ? { series: text(p.series) } : {}),
    };
  });
}
