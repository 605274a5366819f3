import type { DictEntrySortBody } from '../../../../common/api/dict-admin.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { conflict } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { bumpDictVersion } from './dict-version.ts';
import { lockDictType } from './dict-rules.ts';

/** Puts a dictionary's entries in the given order; `ids` must be exactly its current entries, else 409. Bumps dictVersion. */
export function sortDictEntries(db: Db, principal: Principal, body: DictEntrySortBody): Promise<number> {
  const tenantId = principal.tenantId;
  return withTenant(db, tenantId, async (tx) => {
    await lockDictType(tx, tenantId, body.typeKey);
    const current = await tx.selectFrom('data_dict').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', body.typeKey).execute();
    const known = new Set(current.map((r) => r.id));
    if (known.size !== body.ids.length || body.ids.some((id) => !known.has(id))) throw conflict('dictEntriesChanged');
    for (const [sn, id] of body.ids.entries()) {
      await tx.updateTable('data_dict').set({ sn }).where('tenant_id', '=', tenantId).where('id', '=', id).where('sn', '!=', sn).execute();
    }
    return bumpDictVersion(tx, tenantId);
  });
}
