import type { Static } from '@sinclair/typebox';
import type { FieldRight as NodeRight } from '../../../common/api/workflow.ts';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight } from '../../../common/definitions/kinds/form.ts';

const TO_FORM: Record<Static<typeof NodeRight>, FieldRight> = { required: 'b', edit: 'w', read: 'r', hidden: 'n' };

/**
 * The caller's rights on a flow form at a node, in the form's letters (b required, w edit, r read, n hidden): a field
 * the node names gets the node's right; any other keeps the caller's role right on the first node and is read-only
 * elsewhere, hidden staying hidden (the flow settings' rule, as the task and start pages draw it).
 */
export function nodeFieldRights(
  nodeRights: Record<string, Static<typeof NodeRight>>, isFirstNode: boolean, bo: Pick<BoDefinition, 'fields' | 'children'>,
  roleRights: Record<string, FieldRight>,
): Record<string, FieldRight> {
  const names = [...bo.fields.map((f) => f.name), ...(bo.children ?? []).map((c) => c.alias)];
  return Object.fromEntries(names.map((name) => {
    const node = nodeRights[name];
    const role = roleRights[name] ?? 'w';
    return [name, node ? TO_FORM[node] : isFirstNode || role === 'n' ? role : 'r'];
  }));
}
