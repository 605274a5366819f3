import { sql } from 'kysely';
import type { CaseStatus } from '../../../common/patents/agency/index.ts';
import type { Tx } from '../../db/database.ts';

/** An agency case as the commands read it (locked when `lock`). */
export interface CaseRow {
  id: number; case_no: string; title: string; patent_type: string; agency_id: number; agency_name: string; agency_status: string;
  entrusted_by: number; entrust_date: string; status: CaseStatus; version: number; application_no: string | null; filing_date: string | null;
  patent_id: number | null; agent_name: string | null; org_id: number | null;
}

export async function readCase(tx: Tx, tenantId: number, id: number, lock: boolean): Promise<CaseRow | undefined> {
  const { rows } = await sql<CaseRow>`
    select c.id, c.case_no, c.title, c.patent_type, c.agency_id, a.name as agency_name, a.status as agency_status, c.entrusted_by,
      c.entrust_date::text as entrust_date, c.status, c.version, c.application_no, c.filing_date::text as filing_date,
      c.patent_id, c.agent_name, c.org_id
    from agency_case c join patent_agency a on a.id = c.agency_id
    where c.tenant_id = ${tenantId} and c.id = ${id}
    ${lock ? sql`for update of c` : sql``}`.execute(tx);
  return rows[0];
}

export async function logCaseMove(tx: Tx, tenantId: number, caseId: number, action: string, from: string, to: string, actorId: number | null, reason: string | null): Promise<void> {
  await sql`insert into agency_case_log (tenant_id, case_id, action, from_status, to_status, actor_id, reason)
    values (${tenantId}, ${caseId}, ${action}, ${from}, ${to}, ${actorId}, ${reason})`.execute(tx);
}

/** The agents of an agency who are users (they are told of a new entrustment). */
export async function agencyMembers(tx: Tx, tenantId: number, agencyId: number): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`select user_id from agency_member where tenant_id = ${tenantId} and agency_id = ${agencyId} order by user_id`.execute(tx);
  return rows.map((r) => r.user_id);
}
