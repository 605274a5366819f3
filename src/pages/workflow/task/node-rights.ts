import type { FieldRight as EngineRight } from '../../../common/definitions/kinds/form.ts';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';

const TO_ENGINE: Record<string, EngineRight> = { required: 'b', edit: 'w', read: 'r', hidden: 'n' };

/**
 * The rights the task's form is drawn with, in the engine's letters (b required, w edit, r read, n hidden): a field
 * the node lists gets the node's right; any other keeps the caller's role right on the first node and is read-only
 * elsewhere (the flow settings' rule), hidden staying hidden.
 */
export function nodeRights(
  detail: Pick<TaskDetail, 'fieldRights' | 'isNodeIdOne'>,
  bo: Pick<BoDefinition, 'fields' | 'children'>,
  roleRights: Record<string, EngineRight> = {},
): Record<string, EngineRight> {
  const names = [...bo.fields.map((f) => f.name), ...(bo.children ?? []).map((c) => c.alias), ...Object.keys(detail.fieldRights)];
  return Object.fromEntries([...new Set(names)].map((name) => {
    const node = TO_ENGINE[detail.fieldRights[name] ?? ''];
    const role = roleRights[name] ?? 'w';
    return [name, node ?? (detail.isNodeIdOne || role === 'n' ? role : 'r')];
  }));
}
