import type { DesignerEntry } from '../designer-registry.ts';
import { DialogDesigner } from './dialog-designer.tsx';

/** The custom dialog's designer: source, search conditions, displayed columns, returned values, single or multiple choice. */
export const designerEntry: DesignerEntry = { kind: 'dialog', component: DialogDesigner };
