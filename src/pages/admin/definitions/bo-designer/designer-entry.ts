import type { DesignerEntry } from '../designer-registry.ts';
import { BoDesigner } from './bo-designer.tsx';

/** The business object's designer; saving shows the data changes first (bo-changes-dialog.tsx). */
export const designerEntry: DesignerEntry = { kind: 'bo', component: BoDesigner, confirmSave: true };
