import type { DesignerEntry } from '../designer-registry.ts';
import { MenuDesigner } from './menu-designer.tsx';

/** The menu's designer: its entries as a tree ordered by drag, each with what it opens, its icon, names and roles, over the same text as the JSON tab. */
export const designerEntry: DesignerEntry = { kind: 'menu', component: MenuDesigner };
