import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { withTenant } from '../../db/database.ts';
import { applyFilter, pagedQuery, type Paged } from '../../query/paged-query.ts';
import { isStatusTile } from '../../../common/patents/status-tiles.ts';
import { keywordCondition } from './keyword-condition.ts';
import { PATENT_FIELDS } from './patent-fields.ts';
import type { PatentQueryBody, PatentRow } from './schemas.ts';
import { tileCondition } from './tile-condition.ts';

const DEFAULT_ORDER = [['p.application_date', 'desc'], ['p.id', 'desc']] as const;

/** The patent list rows of one tenant (row-level security scopes `tx`), before the caller's filter. */
function baseQuery(tx: Tx, params: PatentQueryBody['params']) {
  let query = tx.selectFrom('patent as p')
    .leftJoin('org as o', 'o.id', 'p.org_id')
    .leftJoin('org as s', 's.id', 'p.subject_id')
    .select([
      'p.id', 'p.application_no as fApplicationNo', 'p.publication_no as fPublicationNo', 'p.name as fName',
      'p.legal_status as fLegalStatus', 'p.type as fType',
      sql<string>`to_char(p.application_date, 'YYYY-MM-DD')`.as('fApplicationDate'),
      sql<string | null>`to_char(p.publication_date, 'YYYY-MM-DD')`.as('fPublicationDate'),
      'o.name as fOrgName', 's.name as fSubject', 'p.inventor as fInventor', 'p.org_id as orgId', 'p.subject_id as subjectId',
    ]);
  const keyword = params?.searchValue?.trim();
  if (keyword) query = query.where(keywordCondition(keyword));
  if (isStatusTile(params?.status)) query = query.where(tileCondition(params.status));
  return query;
}

/** The row and count queries of a list call (exported so the plan test can EXPLAIN exactly them). */
export function patentListQueries(tx: Tx, body: PatentQueryBody) {
  return applyFilter(baseQuery(tx, body.params), body, PATENT_FIELDS, { order: DEFAULT_ORDER });
}

/** POST /schoolLib/ipSchoolPatent/v1/query: keyword, tile and query-filter search of the tenant's patents. */
export async function queryPatents(db: Db, tenantId: number, body: PatentQueryBody): Promise<Paged<PatentRow>> {
  return withTenant(db, tenantId, (tx) => pagedQuery(baseQuery(tx, body.params), body, PATENT_FIELDS, { order: DEFAULT_ORDER }));
}
