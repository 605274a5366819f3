import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { MARKET_ACTION_PHRASES } from '../../../common/i18n/errors-market.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { MAINTENANCE_ROLES } from '../maintenance/office-roles.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** Who runs the marketplace: the IP office (IPgly, qyIPgly, kyIPgly) and the system administrator, as for maintenance. */
export async function isMarketOffice(tx: Tx, principal: Principal): Promise<boolean> {
  if (principal.isVisitor) return false;
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  return roles.some((r) => MAINTENANCE_ROLES.includes(r));
}

export async function requireMarketOffice(tx: Tx, principal: Principal): Promise<void> {
  if (!(await isMarketOffice(tx, principal))) throw forbidden('marketForbidden');
}

type Labels = Record<string, { 'zh-CN': string; 'en-US': string }>;

/** 409 naming the current state and the refused move, in the caller's language. */
export function marketMoveRefused(statuses: Labels, from: string, action: keyof (typeof MARKET_ACTION_PHRASES)['zh-CN'], lang: Language): AppError {
  return new AppError(409, 'marketMoveRefused', { from: statuses[from]?.[lang] ?? from, action: MARKET_ACTION_PHRASES[lang][action] });
}

/** One audit row of a move of a result, need or order. */
export async function logMarketMove(tx: Tx, principal: Principal | null, tenantId: number, subject: 'result' | 'need' | 'order', id: number,
  action: string, from: string | null, to: string, note: string | null = null): Promise<void> {
  await sql`insert into patent_result_log (tenant_id, subject, subject_id, action, from_status, to_status, actor_id, note)
    values (${tenantId}, ${subject}, ${id}, ${action}, ${from}, ${to}, ${principal?.userId ?? null}, ${note})`.execute(tx);
}

/** A string field of a form's data, trimmed ('' when absent). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A number field, or null. */
export const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);
/** A date field `YYYY-MM-DD`, or null. */
export const dayOf = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);
/** A record id of a store: a positive integer, else 0 (no row). */
export const rowId = (id: string | number) => (/^[1-9][0-9]{0,9}$/.test(String(id)) ? Number(id) : 0);
