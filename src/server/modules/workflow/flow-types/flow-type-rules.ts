import { sql } from 'kysely';
import type { FlowTypeName } from '../../../../common/api/flow-types.ts';
import type { Tx } from '../../../db/database.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';

/** A name as stored: both texts trimmed, a blank English name dropped; a blank Chinese name is refused. */
export function cleanName(name: FlowTypeName): FlowTypeName {
  const zh = name['zh-CN'].trim();
  const en = name['en-US']?.trim();
  if (!zh) throw badRequest('flowTypeNameBlank');
  return en ? { 'zh-CN': zh, 'en-US': en } : { 'zh-CN': zh };
}

/** Refuses a Chinese name another category of the tenant already has (ignoring `exceptId`). */
export async function assertNameFree(tx: Tx, tenantId: number, name: FlowTypeName, exceptId?: number): Promise<void> {
  let query = tx.selectFrom('bpm_flow_type').select('id').where('tenant_id', '=', tenantId)
    .where(sql<string>`name ->> 'zh-CN'`, '=', name['zh-CN']);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw badRequest('flowTypeNameTaken', { name: name['zh-CN'] });
}

/** The tenant's category row, locked until the transaction ends (rename, delete and assign serialise on it). */
export async function lockFlowType(tx: Tx, tenantId: number, id: number) {
  const row = await tx.selectFrom('bpm_flow_type').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', '=', id)
    .forUpdate().executeTakeFirst();
  if (!row) throw notFound('flowTypeNotFound');
  return row;
}
