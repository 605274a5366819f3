import { sql } from 'kysely';
import type { ApplicationNo } from '../../../common/patents/application-number.ts';
import { patentSearchTokens } from '../../../common/patents/search-tokens.ts';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CaseRow } from './case-row.ts';

const PATENT_TYPES_OF_CASES = new Set(['invent', 'newKind', 'exterior']);

async function addLegalEvent(tx: Tx, tenantId: number, patentId: number, date: string, name: string, info: string): Promise<void> {
  await sql`insert into patent_legal_event (tenant_id, patent_id, publicity_date, status_name, status_info, sn)
    values (${tenantId}, ${patentId}, ${date}::date, ${name}, ${info},
      (select coalesce(max(sn), 0) + 1 from patent_legal_event where patent_id = ${patentId}))`.execute(tx);
}

const caseInfo = (c: CaseRow) => `代理案件：${c.case_no}；代理机构：${c.agency_name}${c.agent_name ? `；代理人：${c.agent_name}` : ''}`;

/**
 * A filed case in the patent library, inside the filing's transaction: the case's own patent (entrusted with one) gets
 * the application number and filing date; otherwise the library's patent of that number is linked, or a new one is
 * added (state 受理, the case's title, type, college and agency). The patent gets the legal event 申请受理 and the case
 * its patent. A number that already belongs to another patent than the case's: 409.
 */
export async function fileCasePatent(tx: Tx, tenantId: number, c: CaseRow, no: ApplicationNo, filingDate: string): Promise<number> {
  const { rows: owners } = await sql<{ id: number; name: string }>`select id, name from patent
    where tenant_id = ${tenantId} and application_no_norm = ${no.normalized} for update`.execute(tx);
  const owner = owners[0];
  if (owner && c.patent_id !== null && owner.id !== c.patent_id) {
    throw new AppError(409, 'agencyPatentNoTaken', { applicationNo: no.formatted, name: owner.name });
  }
  let patentId = c.patent_id ?? owner?.id ?? null;
  if (patentId !== null) {
    await sql`update patent set application_no = ${no.formatted}, application_no_norm = ${no.normalized}, application_date = ${filingDate}::date,
      entrusted = true, agency = ${c.agency_name}, agent = coalesce(${c.agent_name}, agent), updated_at = now()
      where tenant_id = ${tenantId} and id = ${patentId}`.execute(tx);
  } else {
    const { rows: org } = c.org_id === null ? { rows: [] } : await sql<{ name: string }>`select name from org where id = ${c.org_id}`.execute(tx);
    const { rows: tenant } = await sql<{ name: string }>`select name from tenant where id = ${tenantId}`.execute(tx);
    const { rows } = await sql<{ id: number }>`insert into patent (tenant_id, application_no, application_no_norm, application_date, name, type, legal_status,
        applicant, agency, agent, org_id, entrusted, search_tokens)
      values (${tenantId}, ${no.formatted}, ${no.normalized}, ${filingDate}::date, ${c.title}, ${PATENT_TYPES_OF_CASES.has(c.patent_type) ? c.patent_type : 'invent'},
        'accept', ${tenant[0]?.name ?? null}, ${c.agency_name}, ${c.agent_name}, ${c.org_id}, true,
        ${patentSearchTokens({ name: c.title, inventors: [], orgName: org[0]?.name ?? null })}::text[])
      on conflict (tenant_id, application_no) do nothing returning id`.execute(tx);
    // Another case filed the same number at the same moment: its patent is the one of that number.
    patentId = rows[0]?.id ?? (await sql<{ id: number }>`select id from patent where tenant_id = ${tenantId} and application_no = ${no.formatted}`.execute(tx)).rows[0]!.id;
  }
  await addLegalEvent(tx, tenantId, patentId, filingDate, '申请受理', `申请号：${no.formatted}；申请日：${filingDate}；${caseInfo(c)}`);
  await sql`update agency_case set patent_id = ${patentId} where id = ${c.id}`.execute(tx);
  return patentId;
}

/**
 * The outcome of a filed case on its library patent, inside the move's transaction: granted (授权) or rejected (驳回), with
 * the legal event of that name dated `day`.
 */
export async function recordCaseOutcome(tx: Tx, tenantId: number, c: CaseRow, outcome: 'grant' | 'reject', day: string): Promise<void> {
  if (c.patent_id === null) return;
  const [status, name] = outcome === 'grant' ? ['authorization', '授权'] : ['turndown', '专利申请的驳回'];
  const { rows } = await sql<{ id: number }>`update patent set legal_status = ${status}, updated_at = now()
    where tenant_id = ${tenantId} and id = ${c.patent_id} returning id`.execute(tx);
  if (rows.length) await addLegalEvent(tx, tenantId, c.patent_id, day, name, caseInfo(c));
}
