import type { Tx } from '../../db/database.ts';

/** Stores one of a user's preferences (user_preference, a JSON value by key), replacing the one stored before. */
export async function writePreference(tx: Tx, tenantId: number, userId: number, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await tx.insertInto('user_preference')
    .values({ tenant_id: tenantId, user_id: userId, key, value: json })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'key']).doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
}
