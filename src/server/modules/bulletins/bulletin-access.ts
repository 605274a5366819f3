import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { holdsMethod, methodGrantsIn } from '../system/method-grants.ts';

/**
 * Bulletin administrators (who see withdrawn bulletins): holders of the bulletin:manage method authorisation, as the
 * browser decides; the routes that change bulletins are guarded by it in system/method-routes.ts.
 */
export async function isBulletinAdmin(tx: Tx, principal: Principal): Promise<boolean> {
  if (principal.isVisitor) return false;
  return holdsMethod(principal, await methodGrantsIn(tx, principal, 'zh-CN'), 'bulletin:manage');
}
