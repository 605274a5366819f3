import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import type { FieldRight } from '../../../common/definitions/kinds/form.ts';
import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from '../../modules/forms/caller.ts';
import { loadBo, loadForm } from '../../modules/forms/load-definitions.ts';
import type { Run } from '../run-context.ts';
import { nodeSetting } from '../settings.ts';
import { nodeFieldRights } from './node-field-rights.ts';

/**
 * The flow form at a node and the caller's rights on its fields there (null: the flow has no form). The start node
 * reads its own settings only, as the start page does (`defaults` are meant for the approval nodes).
 */
export async function nodeFormRights(tx: Tx, principal: Principal, run: Pick<Run, 'model' | 'settings'>, nodeId: string) {
  const isFirstNode = nodeId === run.model.startId;
  const setting = isFirstNode ? run.settings.nodes?.[nodeId] ?? {} : nodeSetting(run.settings, nodeId);
  const formKey = setting.form ?? run.settings.form;
  if (!formKey) return null;
  const form = await loadForm(tx, principal.tenantId, formKey);
  const bo = await loadBo(tx, principal.tenantId, form.boAlias);
  const caller = await loadCaller(tx, principal);
  const rights: Record<string, FieldRight> = nodeFieldRights(setting.fieldRights ?? {}, isFirstNode, bo, fieldRightsFor(form.rights, caller.roles));
  return { isFirstNode, setting, form, bo, rights };
}
