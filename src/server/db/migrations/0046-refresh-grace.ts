import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * refresh_token.successor: the pair a refresh handed out for this token, encrypted with a key only the token itself
 * yields (the table keeps just the token's hash, so a copy of the database does not reveal the pair). Two tabs
 * refreshing with the same token within the grace window both get that pair instead of the session being revoked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, 'alter table refresh_token add column successor text');
}
