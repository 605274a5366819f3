import type { DesignerEntry } from '../designer-registry.ts';
import { FormDesigner } from './form-designer.tsx';

/** The form's designer: business-object fields laid out in groups, their properties, rules, linkages and formulas. */
export const designerEntry: DesignerEntry = { kind: 'form', component: FormDesigner };
