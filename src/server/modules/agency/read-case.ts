import { sql } from 'kysely';
import type { CaseDetail, PatentCases } from '../../../common/api/agency.ts';
import { caseActionsFrom } from '../../../common/patents/agency/index.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { isOffice, partyOf, seesCase } from './agency-access.ts';
import { readCase } from './case-row.ts';

/** GET /api/agencyCase/v1/get?id: the case, the moves open to the caller, its history, reviews, time limits and fees. */
export async function readCaseDetail(db: Db, principal: Principal, id: number): Promise<CaseDetail> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const c = await readCase(tx, principal.tenantId, id, false);
    if (!c) throw notFound('agencyCaseNotFound');
    const party = await partyOf(tx, principal, c);
    if (!seesCase(party)) throw notFound('agencyCaseNotFound');
    const { rows: log } = await sql<CaseDetail['log'][number]>`
      select l.action, l.from_status as "fromStatus", l.to_status as "toStatus", u.fullname as "actorName", l.reason,
        to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
      from agency_case_log l left join app_user u on u.id = l.actor_id where l.tenant_id = ${principal.tenantId} and l.case_id = ${id} order by l.id`.execute(tx);
    const { rows: reviews } = await sql<CaseDetail['reviews'][number]>`select id, round, status, score, version from agency_quality_review
      where tenant_id = ${principal.tenantId} and case_id = ${id} order by round`.execute(tx);
    const { rows: terms } = await sql<CaseDetail['terms'][number]>`select id, notice_type as "noticeType", due_date::text as "dueDate", status, version
      from agency_term where tenant_id = ${principal.tenantId} and case_id = ${id} order by id`.execute(tx);
    const { rows: fees } = await sql<CaseDetail['fees'][number]>`select id, kind, amount::float8 as amount, status, version
      from agency_fee where tenant_id = ${principal.tenantId} and case_id = ${id} order by id`.execute(tx);
    return {
      id: c.id, caseNo: c.case_no, title: c.title, status: c.status, version: c.version, agencyId: c.agency_id, agencyName: c.agency_name,
      applicationNo: c.application_no, filingDate: c.filing_date, patentId: c.patent_id, actions: caseActionsFrom(c.status, party), log, reviews, terms, fees,
    };
  });
}

/** GET /api/agencyCase/v1/byPatent?patentId: the cases of a library patent the caller is party to (the IP office: all), oldest first. */
export async function readPatentCases(db: Db, principal: Principal, patentId: number): Promise<PatentCases> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const office = await isOffice(tx, principal);
    const { rows } = await sql<PatentCases['rows'][number]>`
      select c.id, c.case_no as "caseNo", c.status, a.name as "agencyName", c.agent_name as "agentName", c.filing_date::text as "filingDate"
      from agency_case c join patent_agency a on a.id = c.agency_id
      where c.tenant_id = ${principal.tenantId} and c.patent_id = ${patentId}
        and (${office} or c.entrusted_by = ${principal.userId}
          or (${!principal.isVisitor} and exists (select 1 from agency_member m where m.agency_id = c.agency_id and m.user_id = ${principal.userId})))
      order by c.id`.execute(tx);
    return { rows };
  });
}
