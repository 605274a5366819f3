import { sql } from 'kysely';
import type { AgencyFeeListBody, AgencyFeePage, AgencyFeePaidBody } from '../../../common/api/agency.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { isOffice, officeOnly } from './agency-access.ts';

/**
 * POST /api/agencyFee/v1/list: the agency fees the caller may see (the IP office: all; an agent: their agency's
 * cases; a staff member: the cases they entrusted), newest first, with the sums unpaid and paid over the filter.
 */
export async function listAgencyFees(db: Db, principal: Principal, body: AgencyFeeListBody): Promise<AgencyFeePage> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 20;
    const office = await isOffice(tx, principal);
    const where = sql.join([
      sql`f.tenant_id = ${principal.tenantId}`,
      ...(office ? [] : [sql`f.parties like ${`%,${principal.userId},%`}`]),
      ...(body.caseId ? [sql`f.case_id = ${body.caseId}`] : []),
      ...(body.agencyId ? [sql`f.agency_id = ${body.agencyId}`] : []),
      ...(body.status ? [sql`f.status = ${body.status}`] : []),
    ], sql` and `);
    const { rows } = await sql<AgencyFeePage['rows'][number]>`
      select f.id, f.case_id as "caseId", f.case_no as "caseNo", f.title, f.agency_name as "agencyName", f.kind, f.amount, f.status,
        f.paid_date::text as "paidDate", f.invoice_no as "invoiceNo", f.version
      from v_agency_fee f where ${where} order by f.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(tx);
    const { rows: sums } = await sql<{ total: number; unpaid: number; paid: number }>`
      select count(*)::int as total, coalesce(sum(amount) filter (where status = 'unpaid'), 0)::float8 as unpaid,
        coalesce(sum(amount) filter (where status = 'paid'), 0)::float8 as paid from v_agency_fee f where ${where}`.execute(tx);
    return { rows, total: sums[0]!.total, page, pageSize, sums: { unpaid: sums[0]!.unpaid, paid: sums[0]!.paid } };
  });
}

/** POST /api/agencyFee/v1/update/feePaid: the IP office records paying an agency fee (invoice number, date). */
export async function recordAgencyFeePaid(db: Db, principal: Principal, body: AgencyFeePaidBody, lang: Language, today = chinaToday()) {
  return withTenant(db, principal.tenantId, async (tx) => {
    if (!(await isOffice(tx, principal))) throw officeOnly('payFee', lang);
    const { rows } = await sql<{ id: number; status: string; version: number }>`select id, status, version from agency_fee
      where tenant_id = ${principal.tenantId} and id = ${body.id} for update`.execute(tx);
    const fee = rows[0];
    if (!fee) throw notFound('agencyFeeNotFound');
    if (fee.version !== body.version) throw conflict('agencyFeeStale');
    if (fee.status === 'paid') throw new AppError(409, 'agencyFeePaid');
    if (body.paidDate > today) throw badRequest('agencyTermDate');
    const { rows: updated } = await sql<{ version: number }>`update agency_fee set status = 'paid', paid_date = ${body.paidDate},
      invoice_no = ${body.invoiceNo.trim()}, version = version + 1 where id = ${fee.id} returning version`.execute(tx);
    return { id: fee.id, status: 'paid', version: updated[0]!.version };
  });
}
