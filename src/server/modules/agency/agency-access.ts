import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { AGENCY_ACTION_PHRASES } from '../../../common/i18n/errors-agency.ts';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { MAINTENANCE_ROLES } from '../maintenance/office-roles.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';

/** The IP office (IPgly, qyIPgly, kyIPgly, sysAdmin): the client side of every agency case. */
export const AGENCY_OFFICE_ROLES = MAINTENANCE_ROLES;

export type AgencyPhrase = keyof (typeof AGENCY_ACTION_PHRASES)['zh-CN'];

/** What the caller is to a case: the IP office, a member of the case's agency, the one who entrusted it. */
export interface CaseParty { office: boolean; agency: boolean; entruster: boolean }

export async function isOffice(tx: Tx, principal: Principal): Promise<boolean> {
  if (principal.isVisitor) return false;
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  return roles.some((r) => AGENCY_OFFICE_ROLES.includes(r));
}

export async function partyOf(tx: Tx, principal: Principal, c: { agency_id: number; entrusted_by: number }): Promise<CaseParty> {
  const office = await isOffice(tx, principal);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from agency_member
    where tenant_id = ${principal.tenantId} and agency_id = ${c.agency_id} and user_id = ${principal.userId}`.execute(tx);
  return { office, agency: !principal.isVisitor && rows[0]!.n > 0, entruster: c.entrusted_by === principal.userId };
}

export const seesCase = (p: CaseParty) => p.office || p.agency || p.entruster;

export function officeOnly(action: AgencyPhrase, lang: Language): AppError {
  return new AppError(403, 'agencyOfficeOnly', { action: AGENCY_ACTION_PHRASES[lang][action] });
}

export function agentOnly(action: AgencyPhrase, lang: Language): AppError {
  return new AppError(403, 'agencyAgentOnly', { action: AGENCY_ACTION_PHRASES[lang][action] });
}
