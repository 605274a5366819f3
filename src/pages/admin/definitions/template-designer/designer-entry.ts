import type { DesignerEntry } from '../designer-registry.ts';
import { TemplateDesigner } from './template-designer.tsx';

/** The list template's designer: columns, query conditions, buttons, paging and export over the same text as the JSON tab. */
export const designerEntry: DesignerEntry = { kind: 'template', component: TemplateDesigner };
