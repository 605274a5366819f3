import type { DictEntryDisableBody, DictEntryRow } from '../../../../common/api/dict-admin.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { bumpDictVersion } from './dict-version.ts';
import { lockDictType } from './dict-rules.ts';
import { ENTRY_COLUMNS, entryRow } from './list-dict-entries.ts';

/**
 * Disables an entry (combo boxes stop offering it; records holding it keep showing its label) or enables it again;
 * `version` as read, a stale one is a 409. Bumps dictVersion.
 */
export function setDictEntryDisabled(db: Db, principal: Principal, body: DictEntryDisableBody): Promise<{ row: DictEntryRow; dictVersion: number }> {
  const tenantId = principal.tenantId;
  return withTenant(db, tenantId, async (tx) => {
    const stored = await tx.selectFrom('data_dict').select(['type_key', 'version']).where('tenant_id', '=', tenantId).where('id', '=', body.id).executeTakeFirst();
    if (!stored) throw notFound('dictEntryNotFound');
    await lockDictType(tx, tenantId, stored.type_key);
    const updated = await tx.updateTable('data_dict').set((eb) => ({ disabled: body.disabled, version: eb('version', '+', 1) }))
      .where('tenant_id', '=', tenantId).where('id', '=', body.id).where('version', '=', body.version)
      .returning(ENTRY_COLUMNS).executeTakeFirst();
    if (!updated) throw conflict('dictEntryChanged');
    return { row: entryRow(updated), dictVersion: await bumpDictVersion(tx, tenantId) };
  });
}
