import { Type, type Static } from '@sinclair/typebox';
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName, nameColumn } from '../../query/localized-name.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';

export const JobRow = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type JobRow = Static<typeof JobRow>;

const jobFields = (lang: Language): QueryFields => [
  { name: 'id', column: 'job.id', type: 'number' },
  { name: 'code', column: 'job.code', type: 'string' },
  { name: 'name', column: nameColumn('job', lang), type: 'string' },
];

export async function listJobs(db: Db, principal: Principal, lang: Language, filter: QueryFilter | undefined): Promise<Paged<JobRow>> {
  return withTenant(db, principal.tenantId, (tx) => pagedQuery(
    tx.selectFrom('job').where('job.tenant_id', '=', principal.tenantId)
      .select(['job.id', 'job.code']).select(localizedName('job', lang).as('name')),
    filter, jobFields(lang), { order: [['job.id', 'asc']] }));
}
