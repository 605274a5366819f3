import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { holdsMethod, methodGrantsIn } from '../system/method-grants.ts';

/** The method authorisation of news, notice and meeting administrators (system/method-routes.ts guards their routes). */
export const NEWS_MANAGE = 'news:manage';

/** Administrators publish, edit, withdraw and pin news and notices, see every item, and change any meeting. */
export async function isNewsAdmin(tx: Tx, principal: Principal): Promise<boolean> {
  if (principal.isVisitor) return false;
  return holdsMethod(principal, await methodGrantsIn(tx, principal, 'zh-CN'), NEWS_MANAGE);
}
