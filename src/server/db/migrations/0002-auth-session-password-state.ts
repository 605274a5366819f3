import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * A session opened with a password that breaks the tenant's strategy stays "must change password" (login
 * status 0) across refreshes until the password is changed; the server cannot re-check a password it never keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
alter table auth_session add column must_change_password boolean not null default false;
`);
}
