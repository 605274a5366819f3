import type { AgencyStatusBody } from '../../../common/api/agency.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { AGENCY_ACTION_PHRASES } from '../../../common/i18n/errors-agency.ts';
import { AGENCY_STATUSES } from '../../../common/patents/agency/agency-dicts.ts';
import { sql } from 'kysely';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { isOffice, officeOnly } from './agency-access.ts';
import { logAgencyChange, readAgency } from './agency-row.ts';

/**
 * POST /api/agency/v1/changeStatus: the IP office suspends an agency (it takes no new entrustments) or reinstates it, in
 * one transaction: the agency locked, 403 for anyone else, 409 for a stale version or the status it already has, an audit row.
 */
export async function changeAgencyStatus(db: Db, principal: Principal, body: AgencyStatusBody, lang: Language) {
  const action = body.status === 'suspended' ? 'suspend' : 'activate';
  return withTenant(db, principal.tenantId, async (tx) => {
    if (!(await isOffice(tx, principal))) throw officeOnly(action, lang);
    const agency = await readAgency(tx, principal.tenantId, body.id, true);
    if (!agency) throw notFound('agencyNotFound');
    if (agency.version !== body.version) throw conflict('agencyStale');
    if (agency.status === body.status) {
      throw new AppError(409, 'agencyStatusSame', { from: AGENCY_STATUSES[agency.status][lang], action: AGENCY_ACTION_PHRASES[lang][action] });
    }
    const { rows } = await sql<{ version: number }>`update patent_agency set status = ${body.status}, version = version + 1
      where id = ${agency.id} returning version`.execute(tx);
    await logAgencyChange(tx, principal.tenantId, agency.id, action, agency.status, body.status, principal.userId);
    return { id: agency.id, status: body.status, version: rows[0]!.version };
  });
}
