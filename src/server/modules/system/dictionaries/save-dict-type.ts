import type { DictTypeRow, DictTypeSaveBody } from '../../../../common/api/dict-admin.ts';
import { withTenant, type Db } from '../../../db/database.ts';
import { badRequest, conflict } from '../../../lib/app-error.ts';
import type { Principal } from '../../../lib/context.ts';
import { bumpDictVersion } from './dict-version.ts';
import { cleanLabel, lockDictType } from './dict-rules.ts';

/**
 * Adds a dictionary (no `version`: its type key must be new) or renames one (`version` as read: 0 for a dictionary
 * only its entries knew; a different stored version is a 409). Bumps dictVersion.
 */
export function saveDictType(db: Db, principal: Principal, body: DictTypeSaveBody): Promise<{ row: DictTypeRow; dictVersion: number }> {
  const tenantId = principal.tenantId;
  return withTenant(db, tenantId, async (tx) => {
    const name = cleanLabel(body.name);
    let saved: { type_key: string; name: string; name_en: string; version: number };
    if (body.version === undefined) {
      const used = await tx.selectFrom('data_dict').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', body.typeKey).limit(1).executeTakeFirst();
      const inserted = used ? undefined : await tx.insertInto('data_dict_type')
        .values({ tenant_id: tenantId, type_key: body.typeKey, name: name['zh-CN'], name_en: name['en-US'] })
        .onConflict((oc) => oc.columns(['tenant_id', 'type_key']).doNothing())
        .returning(['type_key', 'name', 'name_en', 'version']).executeTakeFirst();
      if (!inserted) throw badRequest('dictTypeTaken', { typeKey: body.typeKey });
      saved = inserted;
    } else {
      const wasNamed = await tx.selectFrom('data_dict_type').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', body.typeKey).executeTakeFirst();
      const current = await lockDictType(tx, tenantId, body.typeKey);
      if ((wasNamed ? current.version : 0) !== body.version) throw conflict('dictTypeChanged');
      saved = await tx.updateTable('data_dict_type').set((eb) => ({ name: name['zh-CN'], name_en: name['en-US'], version: eb('version', '+', 1) }))
        .where('id', '=', current.id).returning(['type_key', 'name', 'name_en', 'version']).executeTakeFirstOrThrow();
    }
    const counts = await tx.selectFrom('data_dict').where('tenant_id', '=', tenantId).where('type_key', '=', body.typeKey)
      .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.countAll<number>().filterWhere('disabled', '=', true).as('disabled')]).executeTakeFirstOrThrow();
    const dictVersion = await bumpDictVersion(tx, tenantId);
    return {
      dictVersion,
      row: {
        typeKey: saved.type_key, name: { 'zh-CN': saved.name, 'en-US': saved.name_en }, version: saved.version,
        entryCount: Number(counts.all), disabledCount: Number(counts.disabled),
      },
    };
  });
}
