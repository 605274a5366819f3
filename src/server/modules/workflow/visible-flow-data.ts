import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import type { Static } from '@sinclair/typebox';
import type { FieldRight } from '../../../common/api/workflow.ts';
import type { FormDefinition } from '../../../common/definitions/kinds/form.ts';
import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

type NodeFieldRight = Static<typeof FieldRight>;

/**
 * The instance data a caller may receive: the fields hidden from them never leave the server. A field the node's
 * rights name follows the node (hidden = left out); any other follows the form's role rights (n = left out). The
 * page hides the same fields; this is what makes it true for any client. The caller's roles are read only when the
 * form has role rights on a field the node leaves to them.
 */
export async function visibleFlowData(
  tx: Tx, principal: Principal, form: FormDefinition | null, data: Record<string, unknown>, nodeRights: Record<string, NodeFieldRight> = {},
): Promise<Record<string, unknown>> {
  const byRole = (form?.rights ?? []).some((entry) => Object.keys(entry.fields).some((field) => !Object.hasOwn(nodeRights, field) && Object.hasOwn(data, field)));
  const roleRights = byRole ? fieldRightsFor(form!.rights, await roleCodesOf(tx, principal.tenantId, principal.userId)) : {};
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    const node = nodeRights[field];
    if (node ? node !== 'hidden' : roleRights[field] !== 'n') out[field] = value;
  }
  return out;
}
