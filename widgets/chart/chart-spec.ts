import { DEFAULT_CHART_HEIGHT, SLIDER_THRESHOLD, type ChartDatum, type ChartDisplay } from './chart-types.ts';
import { wrapLabel } from './wrap-label.ts';

/** Texts the spec puts on the canvas (tooltips), in the UI language. */
export interface ChartTexts {
  value: string;
}

type Spec = Record<string, unknown>;

/** Room (px) above and below a pie for its labels. */
const PIE_INSET = 16;

/** Lines and areas read left to right in x order; bars and pies keep the server's order (largest first). */
export function orderPoints(display: ChartDisplay, points: readonly ChartDatum[]): ChartDatum[] {
  if (display.chartType !== 'line' && display.chartType !== 'area') return [...points];
  return [...points].sort((a, b) => a.x.localeCompare(b.x, 'zh-CN', { numeric: true }));
}

/** The slider shows the first 20 x values of a longer line or bar chart; the user drags to see the rest. */
function slider(display: ChartDisplay, points: readonly ChartDatum[]): Spec | undefined {
  const xs = new Set(points.map((p) => p.x)).size;
  if (display.chartType === 'pie' || xs <= SLIDER_THRESHOLD) return undefined;
  return { x: { values: [0, SLIDER_THRESHOLD / xs] } };
}

function xAxis(display: ChartDisplay): Spec {
  const all = display.conf?.xShowAll === true;
  // xShowAll: every label drawn, rotated as needed; otherwise long labels are shortened and crowded ones hidden.
  return {
    title: false,
    ...(all ? { labelAutoHide: false, labelAutoRotate: true, labelAutoEllipsis: false } : { labelAutoHide: true, labelAutoRotate: false, labelAutoEllipsis: true }),
  };
}

/** The G2 5 options of a chart: line, area, column, bar (horizontal) or pie. */
export function chartSpec(display: ChartDisplay, points: readonly ChartDatum[], texts: ChartTexts): Spec {
  const data = orderPoints(display, points);
  const series = data.some((p) => p.series !== undefined);
  const height = display.height ?? DEFAULT_CHART_HEIGHT;
  const tooltip = { title: 'x', items: [{ channel: 'y', name: texts.value }] };
  if (display.chartType === 'pie') {
    return {
      type: 'interval', autoFit: true, height, data,
      encode: { y: 'y', color: 'x' },
      transform: [{ type: 'stackY' }],
      coordinate: { type: 'theta', outerRadius: 0.7 },
      // Room above and below for the labels of the top and bottom slices; the legend keeps to one row (paged).
      insetTop: PIE_INSET, insetBottom: PIE_INSET,
      legend: { color: { position: 'bottom', layout: { justifyContent: 'center' }, maxRows: 1 } },
      // Spider labels line up at both sides, so small neighbouring slices keep readable labels: pushed apart, then
      // kept inside the chart (a label dodged past the top or bottom edge would be cut). The value ends the last line.
      labels: [{
        text: (d: ChartDatum) => `${wrapLabel(d.x)} ${d.y}`, position: 'spider', connectorDistance: 4, fontSize: 12,
        transform: [{ type: 'overlapDodgeY' }, { type: 'exceedAdjust' }],
      }],
      tooltip: { title: (d: ChartDatum) => d.x, items: [{ channel: 'y', name: texts.value }] },
      animate: false,
    };
  }
  const yMin = display.conf?.yMin;
  const common = {
    autoFit: true, height, data,
    encode: { x: 'x', y: 'y', ...(series ? { color: 'series' } : {}) },
    scale: { y: { nice: true, ...(yMin !== undefined ? { domainMin: yMin } : {}) } },
    axis: { x: xAxis(display), y: { title: false } },
    legend: series ? { color: { position: 'top' } } : false,
    animate: false,
  };
  const zoom = slider(display, data);
  if (display.chartType === 'line' || display.chartType === 'area') {
    const shape = display.chartType === 'area' ? [{ type: 'area', style: { fillOpacity: 0.25 }, tooltip: false }] : [];
    return {
      type: 'view', ...common,
      children: [...shape, { type: 'line', tooltip, ...(zoom ? { slider: zoom } : {}) }, { type: 'point', encode: { shape: 'point' }, tooltip: false }],
    };
  }
  return {
    type: 'interval', ...common,
    ...(series ? { transform: [{ type: 'dodgeX' }] } : {}),
    ...(display.chartType === 'bar' ? { coordinate: { transform: [{ type: 'transpose' }] } } : {}),
    ...(zoom ? { slider: zoom } : {}),
    style: { maxWidth: 48 },
    tooltip,
  };
}
