import { sql } from 'kysely';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';

const FIELDS: QueryFields = [
  { name: 'id', column: 'ps.id', type: 'number' },
  { name: 'patentId', column: 'ps.patent_id', type: 'number' },
  { name: 'sharedByName', column: 'ub.fullname', type: 'string' },
  { name: 'sharedToName', column: 'ut.fullname', type: 'string' },
  { name: 'shareTime', column: 'ps.created_at', type: 'date' },
  { name: 'fApplicationNo', column: 'p.application_no', type: 'string' },
  { name: 'fName', column: 'p.name', type: 'string' },
  { name: 'fLegalStatus', column: 'p.legal_status', type: 'string' },
  { name: 'fType', column: 'p.type', type: 'string' },
  { name: 'fApplicationDate', column: 'p.application_date', type: 'date' },
];

/** POST /api/patentShare/v1/list: patents shared with the caller (params.direction toMe, the default) or by the caller (byMe). */
export async function listShares(db: Db, principal: Principal, filter: QueryFilter) {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const byMe = filter.params?.direction === 'byMe';
  return withTenant(db, principal.tenantId, (tx) => pagedQuery(
    tx.selectFrom('patent_share as ps')
      .innerJoin('patent as p', 'p.id', 'ps.patent_id')
      .innerJoin('app_user as ub', 'ub.id', 'ps.shared_by')
      .innerJoin('app_user as ut', 'ut.id', 'ps.shared_to')
      .where(byMe ? 'ps.shared_by' : 'ps.shared_to', '=', principal.userId)
      .select([
        'ps.id', 'ps.patent_id as patentId', 'ps.shared_by as sharedBy', 'ub.fullname as sharedByName', 'ps.shared_to as sharedTo',
        'ut.fullname as sharedToName', 'ps.source', sql<string>`to_char(ps.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('shareTime'),
        'p.application_no as fApplicationNo', 'p.name as fName', 'p.legal_status as fLegalStatus', 'p.type as fType',
        sql<string>`to_char(p.application_date, 'YYYY-MM-DD')`.as('fApplicationDate'),
      ]),
    filter, FIELDS, { order: [['ps.created_at', 'desc'], ['ps.id', 'desc']] }));
}
