import type { DesignerEntry } from '../designer-registry.ts';
import { QueryDesigner } from './query-designer.tsx';

/** The custom query's designer: source, search conditions and result columns over the same text as the JSON tab. */
export const designerEntry: DesignerEntry = { kind: 'query', component: QueryDesigner };
