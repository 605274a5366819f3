import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { PUBLIC_INDEX_ADMIN_ROLES } from '../../../common/enums/roles.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** Who changes a tree: the visitor never does (no share, collect or index buttons for it). */
export interface Actor {
  userId: number;
  tenantId: number;
  roles: string[];
  /** Roles IPgly / qyIPgly / kyIPgly: may edit the public indexing tree. */
  indexAdmin: boolean;
}

export async function actorOf(tx: Tx, principal: Principal): Promise<Actor> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  return { userId: principal.userId, tenantId: principal.tenantId, roles, indexAdmin: roles.some((r) => PUBLIC_INDEX_ADMIN_ROLES.includes(r)) };
}

/** Ids as the Hotent client sends them: an array, a comma-separated string or one number; bad parts are dropped. */
export function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  const ids = parts.map((p) => Number(String(p).trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)];
}

/** One id from a query or body field, or null when absent or not a positive integer. */
export function idOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : null;
}
