import type { ChartDefinition } from '../../src/common/definitions/kinds/chart.ts';

/** One point as a chart draws it: the x label (dictionary applied), an optional series label and the value. */
export interface ChartDatum {
  x: string;
  y: number;
  series?: string;
}

/** What a chart needs of its definition; the patent statistics pages pass only these. */
export type ChartDisplay = Pick<ChartDefinition, 'chartType' | 'conf' | 'height'>;

/** A zoom slider appears above this many points on a line or bar chart (patent-library.md section 9). */
export const SLIDER_THRESHOLD = 20;
export const DEFAULT_CHART_HEIGHT = 320;
