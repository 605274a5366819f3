import { PostRow } from '../../../common/api/directory.ts';
export { PostRow };
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName, nameColumn } from '../../query/localized-name.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';


const postFields = (lang: Language): QueryFields => [
  { name: 'id', column: 'post.id', type: 'number' },
  { name: 'code', column: 'post.code', type: 'string' },
  { name: 'name', column: nameColumn('post', lang), type: 'string' },
  { name: 'orgId', column: 'post.org_id', type: 'number' },
  { name: 'orgName', column: nameColumn('org', lang), type: 'string' },
  { name: 'jobId', column: 'post.job_id', type: 'number' },
  { name: 'isLeader', column: 'post.is_leader', type: 'boolean' },
];

/** Posts (a job in an organisation) with their organisation and job names. */
export async function listPosts(db: Db, principal: Principal, lang: Language, filter: QueryFilter | undefined): Promise<Paged<PostRow>> {
  return withTenant(db, principal.tenantId, (tx) => pagedQuery(
    tx.selectFrom('post')
      .innerJoin('org', 'org.id', 'post.org_id')
      .leftJoin('job', 'job.id', 'post.job_id')
      .where('post.tenant_id', '=', principal.tenantId)
      .select(['post.id', 'post.code', 'post.org_id as orgId', 'post.job_id as jobId', 'post.is_leader as isLeader'])
      .select([localizedName('post', lang).as('name'), localizedName('org', lang).as('orgName')])
      .select(localizedName('job', lang).as('jobName')),
    filter, postFields(lang), { order: [['post.id', 'asc']] }));
}
