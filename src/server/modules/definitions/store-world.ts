import { isTableDict } from '../../../common/enums/table-dicts.ts';
import type { ReferenceWorld } from '../../../common/definitions/check-references.ts';
import type { Tx } from '../../db/database.ts';
import { findCurrent } from './definition-repo.ts';
import { viewFields } from './view-fields.ts';

/** What a tenant's definitions may name: its stored definitions, deployed flows and dictionaries, and the registered views. */
export function storeWorld(tx: Tx, tenantId: number): ReferenceWorld {
  return {
    definition: async (kind, key) => (await findCurrent(tx, tenantId, kind, key))?.body as Record<string, unknown> | undefined,
    viewFields,
    flowExists: async (defKey) => Boolean(await tx.selectFrom('bpm_definition').select('id')
      .where('tenant_id', '=', tenantId).where('def_key', '=', defKey).limit(1).executeTakeFirst()),
    dictExists: async (typeKey) => isTableDict(typeKey) || Boolean(
      await tx.selectFrom('data_dict_type').select('type_key').where('tenant_id', '=', tenantId).where('type_key', '=', typeKey).executeTakeFirst()
      ?? await tx.selectFrom('data_dict').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', typeKey).limit(1).executeTakeFirst(),
    ),
  };
}
