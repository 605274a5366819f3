import { isUuid } from '../../../common/api/forms.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Caller } from './caller.ts';
import { canRead } from './record-access.ts';

/** A record the caller may read (else 404, so ids of others' records reveal nothing; an id that is no UUID names none). */
export async function readRecord(tx: Tx, caller: Caller, id: string, boAlias?: string) {
  if (!isUuid(id)) throw notFound('recordNotFound');
  let query = tx.selectFrom('bo_record').select(['id', 'bo_alias', 'version', 'data', 'created_by', 'org_id', 'created_at', 'updated_at'])
    .where('tenant_id', '=', caller.tenantId).where('id', '=', id);
  if (boAlias) query = query.where('bo_alias', '=', boAlias);
  const row = await query.executeTakeFirst();
  if (!row || !canRead(caller, row)) throw notFound('recordNotFound');
  return row;
}
