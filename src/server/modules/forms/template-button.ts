import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Caller } from './caller.ts';
import { allowedFor } from './visible-data.ts';

/** Export and import are what the template's buttons allow: a declared button of that type whose rights admit the caller. */
export function requireButton(template: TemplateDefinition, type: 'export' | 'import', caller: Caller): void {
  if (caller.principal.isVisitor && type === 'import') throw forbidden('visitorForbidden');
  if (!template.manageFields.some((b) => b.type === type && allowedFor(b.rights, caller.roles))) throw forbidden();
}
