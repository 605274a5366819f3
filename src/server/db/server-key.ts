import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/** The JWT signing secret, made once and shared by every server process through the database. */
export async function ensureServerKey(db: Db, name = 'jwt'): Promise<string> {
  await db.insertInto('server_key')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_key').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
