import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { selectUsers, type UserRow } from './list-users.ts';

/** One user of the caller's tenant by account; 404 when there is none. */
export async function getUserByAccount(db: Db, principal: Principal, lang: Language, account: string): Promise<UserRow> {
  const user = await withTenant(db, principal.tenantId, (tx) =>
    selectUsers(tx, principal.tenantId, lang).where('app_user.account', '=', account).executeTakeFirst());
  if (!user) throw notFound('unknownUser');
  return user;
}
