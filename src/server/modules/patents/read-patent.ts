import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';
import { legalEventName } from '../../../common/patents/legal-event-names.ts';
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

/**
 * The applicants (示例大学;示例科技有限公司) in `lang`: in en-US the tenant itself by its English name, other
 * applicants as recorded.
 */
function applicantsIn(lang: Language) {
  if (lang !== 'en-US') return sql<string | null>`p.applicant`;
  return sql<string | null>`(select string_agg(case when a.name = t.name then coalesce(nullif(t.name_en, ''), a.name) else a.name end, ';' order by a.n)
    from unnest(string_to_array(p.applicant, ';')) with ordinality as a(name, n))`;
}

/**
 * GET detail: basic information, legal status history, family, priorities and citations (tabs 1, 4, 5); the college,
 * research group and applicant in the request language.
 */
export async function readPatentDetail(db: Db, principal: Principal, rawId: string, lang: Language = 'zh-CN'): Promise<PatentDetail> {
  const id = idOf(principal, rawId);
  return withTenant(db, principal.tenantId, async (tx) => {
    const p = await tx.selectFrom('patent as p')
      .leftJoin('org as o', 'o.id', 'p.org_id')
      .leftJoin('org as s', 's.id', 'p.subject_id')
      .innerJoin('tenant as t', 't.id', 'p.tenant_id')
      .select([
        'p.id', 'p.name', 'p.application_no as applicationNo', day('p.application_date').as('applicationDate'),
        'p.publication_no as publicationNo', day('p.publication_date').as('publicationDate'), 'p.type', 'p.legal_status as legalStatus',
        'p.country_code as countryCode', applicantsIn(lang).as('applicant'), 'p.inventor as inventer', 'p.inventors', 'p.priority',
        day('p.priority_date').as('priorityDate'), 'p.ipc', 'p.main_ipc as mainIpc', 'p.cpc', 'p.main_cpc as mainCpc', day('p.expiry_date').as('expiryDate'),
        'p.agency', 'p.agent', 'p.summary', 'p.org_id as orgId', localizedName('o', lang).as('orgName'), 'p.subject_id as subjectId',
        localizedName('s', lang).as('subject'), 'p.entrusted', 'p.operated',
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
      legalList: legalList.map((e) => ({ ...e, statusName: legalEventName(e.statusName, lang) })),
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
