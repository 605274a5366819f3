import type { Tx } from '../../db/database.ts';

/** Reads about users shared by the auth functions; row-level security keeps them to the transaction's tenant. */

export const USER_COLUMNS = [
  'id', 'account', 'fullname', 'password_hash', 'status', 'is_visitor', 'over_time', 'version',
] as const;

export function findUserByAccount(tx: Tx, account: string) {
  return tx.selectFrom('app_user').select(USER_COLUMNS).where('account', '=', account).executeTakeFirst();
}

export function findUserById(tx: Tx, id: number) {
  return tx.selectFrom('app_user').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** Codes of the user's enabled roles. */
export async function roleCodes(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx.selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('role.code')
    .where('user_role.user_id', '=', userId)
    .where('role.enabled', '=', true)
    .orderBy('role.id')
    .execute();
  return rows.map((r) => r.code);
}

/** Idle timeout in minutes: the user's own, else the tenant's `sysSetting.overTime`, else the server default. */
export async function idleMinutes(tx: Tx, user: { over_time: number | null }, fallback: number): Promise<number> {
  if (user.over_time != null) return user.over_time;
  const row = await tx.selectFrom('sys_property').select('value').where('alias', '=', 'sysSetting').executeTakeFirst();
  const overTime = (row?.value as { overTime?: unknown } | undefined)?.overTime;
  return typeof overTime === 'number' && Number.isFinite(overTime) ? Math.round(overTime) : fallback;
}
