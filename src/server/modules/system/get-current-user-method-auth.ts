import type { MethodAuth } from '../../../common/api/system.ts';
import type { Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { loadMethodGrants } from './method-grants.ts';

/** Button permissions: a button whose alias is in allMethod shows only when it is also in curUserMethod. */
export async function getCurrentUserMethodAuth(db: Db, principal: Principal): Promise<MethodAuth> {
  const grants = await loadMethodGrants(db, principal, 'zh-CN');
  return { allMethod: [...grants.names.keys()], curUserMethod: [...grants.granted] };
}
