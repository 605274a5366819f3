import type { DesignerEntry } from '../designer-registry.ts';
import { ChartDesigner } from './chart-designer.tsx';

/** The custom chart's designer: title, source, chart type and encodings (x, y, series, aggregation) over the same text as the JSON tab. */
export const designerEntry: DesignerEntry = { kind: 'chart', component: ChartDesigner };
