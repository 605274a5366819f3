import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import { recordLabel } from '../../../common/definitions/record-label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { nodeFieldRights } from '../../bpm/actions/node-field-rights.ts';
import { loadCaller } from '../forms/caller.ts';
import { loadBo, loadForm } from '../forms/load-definitions.ts';
import { readRecord } from '../forms/read-record.ts';
import { flowStartView } from './instance-views.ts';

/**
 * startForm?defKey&businessKey&boAlias: the start page of a flow's main version, filled from an existing record of
 * the flow form's bo (the record's id becomes the instance's business key). The caller must be able to start the
 * flow and to read the record; fields the start node or the form hides from them are left out.
 */
export async function startForm(db: Db, principal: Principal, input: { defKey: string; businessKey: string; boAlias: string }, lang: Language) {
  const view = await flowStartView(db, principal, { defKey: input.defKey }, lang);
  if (!view.formKey || view.boAlias !== input.boAlias) throw badRequest('bpmFormBoMismatch', { boAlias: input.boAlias });
  if (!view.canStart) throw forbidden('bpmNoStartRights');
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const record = await readRecord(tx, caller, input.businessKey, input.boAlias);
    const form = await loadForm(tx, principal.tenantId, view.formKey!);
    const bo = await loadBo(tx, principal.tenantId, input.boAlias);
    const rights = nodeFieldRights(view.fieldRights, true, bo, fieldRightsFor(form.rights, caller.roles));
    const data = Object.fromEntries(Object.entries(record.data).filter(([field]) => rights[field] !== 'n'));
    return { ...view, businessKey: record.id, data, recordVersion: record.version, recordLabel: recordLabel(bo, data) };
  });
}
