import type { FlowSettings } from '../../../common/api/workflow.ts';
import type { FormDefinition } from '../../../common/definitions/kinds/form.ts';
import type { Tx } from '../../db/database.ts';
import { loadForm } from '../forms/load-definitions.ts';

/** A flow's form as the pages load it: the form definition by its key, the records by the bo it edits (the two may differ). */
export interface FlowForm {
  formKey: string;
  boAlias: string;
  definition: FormDefinition;
}

/** The form a flow starts with (and an instance shows): the start node's own, else the flow's. */
export function startFormKey(settings: FlowSettings, startNodeId: string): string | null {
  return settings.nodes?.[startNodeId]?.form ?? settings.form ?? null;
}

/** The form a node's settings name, with its bo; null when they name none; formNotFound when the key has no form. */
export async function flowFormOf(tx: Tx, tenantId: number, formKey: string | null | undefined): Promise<FlowForm | null> {
  if (!formKey) return null;
  const definition = await loadForm(tx, tenantId, formKey);
  return { formKey, boAlias: definition.boAlias, definition };
}
