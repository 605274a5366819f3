import type { Db, Tx } from '../../db/database.ts';

/** The tenant table is not tenant-owned (no row-level security), so it can be read in any transaction. */
export function findTenant(tx: Tx, tenantId: number) {
  return tx.selectFrom('tenant').select(['id', 'code', 'name', 'name_en', 'type_code', 'status'])
    .where('id', '=', tenantId).executeTakeFirst();
}

/** The id of the tenant a `Tenant-Code` header names, or undefined. */
export async function tenantIdByCode(db: Db, code: string | string[] | undefined): Promise<number | undefined> {
  if (typeof code !== 'string' || !code) return undefined;
  const row = await db.selectFrom('tenant').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}
