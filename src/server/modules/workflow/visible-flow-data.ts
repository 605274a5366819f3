import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import type { Static } from '@sinclair/typebox';
import type { FieldRight } from '../../../common/api/workflow.ts';
import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { findCurrent } from '../definitions/definition-repo.ts';
import { loadCaller } from '../forms/caller.ts';

type NodeFieldRight = Static<typeof FieldRight>;

/**
 * The instance data a caller may receive: the fields hidden from them never leave the server. A field the node's
 * rights name follows the node (hidden = left out); any other follows the form's role rights (n = left out). The
 * page hides the same fields; this is what makes it true for any client.
 */
export async function visibleFlowData(
  tx: Tx, principal: Principal, formKey: string | null | undefined, data: Record<string, unknown>, nodeRights: Record<string, NodeFieldRight> = {},
): Promise<Record<string, unknown>> {
  const form = formKey ? await findCurrent(tx, principal.tenantId, 'form', formKey) : undefined;
  const roleRights = form?.body.rights ? fieldRightsFor(form.body.rights, (await loadCaller(tx, principal)).roles) : {};
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    const node = nodeRights[field];
    if (node ? node !== 'hidden' : roleRights[field] !== 'n') out[field] = value;
  }
  return out;
}
