import { ROLE } from '../../common/enums/roles.ts';
import type { SessionUser } from '../session/session-store.ts';

/** Guests, role yk and accounts containing yk see no to-do or unread counters (workflow-office.md section 6). */
export function countersHidden(user: Pick<SessionUser, 'account' | 'roles' | 'isVisitor'> | undefined): boolean {
  if (!user || user.isVisitor) return true;
  return user.roles.includes(ROLE.guest) || user.account.toLowerCase().includes(ROLE.guest);
}
