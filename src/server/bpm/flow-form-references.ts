import { joinPointer } from '../../common/definitions/pointer.ts';
import type { Tx } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { findCurrent } from '../modules/definitions/definition-repo.ts';
import type { FlowSettings } from './settings.ts';

/** The form keys a flow's settings name, each at its JSON pointer (the flow's form, the defaults', each node's). */
export function formsNamed(settings: FlowSettings): [pointer: string, key: string][] {
  const named: [string, string | undefined][] = [
    ['/settings/form', settings.form],
    ['/settings/defaults/form', settings.defaults?.form],
    ...Object.entries(settings.nodes ?? {}).map(([nodeId, node]): [string, string | undefined] => [`${joinPointer('/settings/nodes', nodeId)}/form`, node.form]),
  ];
  return named.filter((entry): entry is [string, string] => Boolean(entry[1]));
}

/** A flow is deployed only with forms that exist: a missing one is a 400 naming its pointer, not a task page that cannot open. */
export async function requireFlowForms(tx: Tx, tenantId: number, settings: FlowSettings): Promise<void> {
  for (const [pointer, key] of formsNamed(settings)) {
    if (!(await findCurrent(tx, tenantId, 'form', key))) throw new AppError(400, 'bpmSettingsFormMissing', { pointer, key });
  }
}
