import { sql } from 'kysely';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { parsePatentId, patentIdField } from '../../../common/patents/patent-id.ts';
import type { FamilyInfo, PatentDetail } from './schemas.ts';

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The caller's tenant id of a raw or prefixed id; unknown forms read as not found (never as another tenant's). */
function idOf(principal: Principal, raw: string): number {
  const id = parsePatentId(raw, patentIdField(principal.tenantId, principal.tenantCode));
  if (id === null) throw notFound('patentNotFound');
  return id;
}

async function familyInfo(tx: Tx, patentId: number): Promise<FamilyInfo> {
  const family = await tx.selectFrom('patent_family').where('patent_id', '=', patentId).orderBy('id')
    .select(['country_code as countryCode', 'application_no as applicationNo', 'publication_no as publicationNo', 'name', 'applicant',
      day('publication_date').as('publicationDate'), 'legal_status as legalStatus']).execute();
  const priority = await tx.selectFrom('patent_priority').where('patent_id', '=', patentId).orderBy('priority_date')
    .select(['priority_no as priorityNum', day('priority_date').as('priorityDate'), 'country_code as countryCode']).execute();
  const citation = await tx.selectFrom('patent_citation').where('patent_id', '=', patentId).orderBy('id')
    .select(['application_no as applicationNo', 'publication_no as publicationNo', 'name', 'citation_type as type']).execute();
  return { family, priority, citation };
}

/** GET detail: basic information, legal status history, family, priorities and citations (tabs 1, 4, 5). */
export async function readPatentDetail(db: Db, principal: Principal, rawId: string): Promise<PatentDetail> {
  const id = idOf(principal, rawId);
  return withTenant(db, principal.tenantId, async (tx) => {
    const p = await tx.selectFrom('patent as p')
      .leftJoin('org as o', 'o.id', 'p.org_id')
      .leftJoin('org as s', 's.id', 'p.subject_id')
      .select([
        'p.id', 'p.name', 'p.application_no as applicationNo', day('p.application_date').as('applicationDate'),
        'p.publication_no as publicationNo', day('p.publication_date').as('publicationDate'), 'p.type', 'p.legal_status as legalStatus',
        'p.country_code as countryCode', 'p.applicant', 'p.inventor as inventer', 'p.inventors', 'p.priority',
        day('p.priority_date').as('priorityDate'), 'p.ipc', 'p.main_ipc as mainIpc', day('p.expiry_date').as('expiryDate'),
        'p.agency', 'p.agent', 'p.summary', 'p.org_id as orgId', 'o.name as orgName', 'p.subject_id as subjectId',
        's.name as subject', 'p.entrusted', 'p.operated',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!p) throw notFound('patentNotFound');
    const legalList = await tx.selectFrom('patent_legal_event').where('patent_id', '=', id).orderBy('publicity_date').orderBy('sn')
      .select([day('publicity_date').as('publicityDate'), 'status_name as statusName', 'status_info as statusInfo']).execute();
    const related = await familyInfo(tx, id);
    return {
      ...p,
      idField: patentIdField(principal.tenantId, principal.tenantCode),
      hasPdf: p.publicationNo !== null,
      legalList,
      family: related.family,
      priorityList: related.priority,
      citation: related.citation,
    };
  });
}

/** GET queryClaimAndDesc: claims and description (tab 2). */
export async function readClaimsAndDescription(db: Db, principal: Principal, rawId: string) {
  const id = idOf(principal, rawId);
  const row = await withTenant(db, principal.tenantId, (tx) => tx.selectFrom('patent').select(['claims', 'description', 'summary'])
    .where('id', '=', id).executeTakeFirst());
  if (!row) throw notFound('patentNotFound');
  return row;
}

/** GET familyInfo: family members, priorities and citations (tab 5). */
export async function readFamilyInfo(db: Db, principal: Principal, rawId: string): Promise<FamilyInfo> {
  const id = idOf(principal, rawId);
  return withTenant(db, principal.tenantId, async (tx) => {
    const exists = await tx.selectFrom('patent').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound('patentNotFound');
    return familyInfo(tx, id);
  });
}
