import { resolveLabel } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { requireAdmin } from '../../definitions/require-admin.ts';
import { lockFlowType } from './flow-type-rules.ts';

/** Deletes a category no flow is in; otherwise refuses, naming it and how many flows it holds. Old versions lose it. */
export function removeFlowType(db: Db, principal: Principal, id: number, lang: Language): Promise<void> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const type = await lockFlowType(tx, principal.tenantId, id);
    const used = await tx.selectFrom('bpm_definition').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', principal.tenantId).where('type_id', '=', id).where('is_main', '=', true).executeTakeFirstOrThrow();
    const count = Number(used.n);
    if (count > 0) throw badRequest('flowTypeInUse', { name: resolveLabel(type.name, lang), count });
    await tx.deleteFrom('bpm_flow_type').where('tenant_id', '=', principal.tenantId).where('id', '=', id).execute();
  });
}
