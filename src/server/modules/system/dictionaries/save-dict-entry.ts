import type { DictEntryRow, DictEntrySaveBody } from '../../../../common/api/dict-admin.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { badRequest, conflict, notFound } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { bumpDictVersion } from './dict-version.ts';
import { assertLabelsFree, cleanEntryKey, cleanLabel, lockDictType } from './dict-rules.ts';
import { ENTRY_COLUMNS, entryRow } from './list-dict-entries.ts';

/**
 * Adds an entry at the end of its dictionary (no `id`; its key new in the dictionary) or edits an entry's labels
 * (`id` with the `version` the editor read: a stale one is a 409, nothing overwritten). Labels are unique in the
 * dictionary in each language. Bumps dictVersion.
 */
export function saveDictEntry(db: Db, principal: Principal, body: DictEntrySaveBody): Promise<{ row: DictEntryRow; dictVersion: number }> {
  const tenantId = principal.tenantId;
  return withTenant(db, tenantId, async (tx) => {
    const name = cleanLabel(body.name);
    await lockDictType(tx, tenantId, body.typeKey);
    let row: DictEntryRow;
    if (body.id === undefined) {
      const key = cleanEntryKey(body.key);
      const same = await tx.selectFrom('data_dict').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', body.typeKey).where('key', '=', key).executeTakeFirst();
      if (same) throw badRequest('dictKeyTaken', { key });
      await assertLabelsFree(tx, tenantId, body.typeKey, name);
      const last = await tx.selectFrom('data_dict').select((eb) => eb.fn.max('sn').as('sn')).where('tenant_id', '=', tenantId).where('type_key', '=', body.typeKey).executeTakeFirst();
      row = entryRow(await tx.insertInto('data_dict')
        .values({ tenant_id: tenantId, type_key: body.typeKey, key, name: name['zh-CN'], name_en: name['en-US'], sn: (last?.sn ?? -1) + 1 })
        .returning(ENTRY_COLUMNS).executeTakeFirstOrThrow());
    } else {
      if (body.version === undefined) throw badRequest('badRequest', { detail: 'version' });
      const stored = await tx.selectFrom('data_dict').select(['key', 'version']).where('tenant_id', '=', tenantId)
        .where('type_key', '=', body.typeKey).where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!stored) throw notFound('dictEntryNotFound');
      if (stored.version !== body.version) throw conflict('dictEntryChanged');
      if (body.key !== stored.key) throw badRequest('dictKeyFixed');
      await assertLabelsFree(tx, tenantId, body.typeKey, name, body.id);
      row = entryRow(await tx.updateTable('data_dict').set((eb) => ({ name: name['zh-CN'], name_en: name['en-US'], version: eb('version', '+', 1) }))
        .where('tenant_id', '=', tenantId).where('id', '=', body.id).returning(ENTRY_COLUMNS).executeTakeFirstOrThrow());
    }
    return { row, dictVersion: await bumpDictVersion(tx, tenantId) };
  });
}
