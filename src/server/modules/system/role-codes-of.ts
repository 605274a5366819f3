import type { Tx } from '../../db/database.ts';

/** Codes of the enabled roles a user holds (inside the user's tenant transaction). */
export async function roleCodesOf(tx: Tx, tenantId: number, userId: number): Promise<string[]> {
  const rows = await tx.selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .where('user_role.tenant_id', '=', tenantId)
    .where('user_role.user_id', '=', userId)
    .where('role.enabled', '=', true)
    .select('role.code')
    .execute();
  return rows.map((r) => r.code);
}
