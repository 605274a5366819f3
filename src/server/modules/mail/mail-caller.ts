import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';

/** Mail is personal: the visitor account (shared by every guest) has none, and may not read or send any. */
export function mailCaller(principal: Principal): Principal {
  if (principal.isVisitor) throw forbidden('mailVisitor');
  return principal;
}

/** "1,2,3" → [1, 2, 3] (the query patterns have checked the digits). */
export const idList = (ids: string): number[] => [...new Set(ids.split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
