import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { PageOf } from '../../../common/query/page.ts';
import { PageBean, QueryFilter } from '../../../common/query/query-filter.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { principalOf } from '../../lib/context.ts';
import type { Paged } from '../../query/paged-query.ts';
import { getUserByAccount } from './get-user-by-account.ts';
import { DimensionRow, listDimensions } from './list-dimensions.ts';
import { JobRow, listJobs } from './list-jobs.ts';
import { listOrgChildren, OrgNode } from './list-org-children.ts';
import { listOrgs, OrgRow } from './list-orgs.ts';
import { listPosts, PostRow } from './list-posts.ts';
import { listRoles, RoleRow } from './list-roles.ts';
import { listUserLeaders, UserRelRow } from './list-user-leaders.ts';
import { listUsers, UserRow } from './list-users.ts';

type Lister = (request: FastifyRequest, filter: QueryFilter | undefined) => Promise<Paged<unknown>>;

const tags = ['directory'];
const AccountQuery = Type.Object({ account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });

/**
 * Directory reads of the pickers (users, organisations, roles, jobs, posts, dimensions, leaders) of the
 * caller's tenant. Signed-in users only: the visitor gets 403.
 */
export async function directoryRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (request.principal?.isVisitor) throw forbidden('visitorForbidden');
  });

  /** A paged list: POST with a query filter, or GET with page, pageSize and showTotal. */
  const pagedList = (url: string, row: TSchema, summary: string, list: Lister, methods: ('GET' | 'POST')[] = ['GET', 'POST']) => {
    const reply = { 200: PageOf(row) };
    if (methods.includes('POST')) {
      app.post(url, { schema: { tags, summary, body: QueryFilter, response: reply } }, (request) => list(request, request.body));
    }
    if (methods.includes('GET')) {
      app.get(url, { schema: { tags, summary, querystring: PageBean, response: reply } }, (request) => list(request, { pageBean: request.query }));
    }
  };
  const scope = (request: FastifyRequest) => [request.server.db, principalOf(request), request.lang] as const;

  pagedList('/api/user/v1/users/queryByType', UserRow, 'Users of the tenant (picker)',
    (request, filter) => listUsers(...scope(request), filter), ['POST']);
  pagedList('/api/org/v1/orgs', OrgRow, 'Organisations', (request, filter) => listOrgs(...scope(request), filter));
  pagedList('/api/role/v1/roles', RoleRow, 'Roles', (request, filter) => listRoles(...scope(request), filter));
  pagedList('/api/job/v1/jobs', JobRow, 'Jobs', (request, filter) => listJobs(...scope(request), filter));
  pagedList('/api/org/v1/orgPosts', PostRow, 'Posts', (request, filter) => listPosts(...scope(request), filter));
  pagedList('/api/demension/v1/dems', DimensionRow, 'Organisation dimensions', (request, filter) => listDimensions(...scope(request), filter));

  const byAccount = (request: FastifyRequest, account: string | undefined) => {
    if (!account) throw badRequest('accountRequired');
    return getUserByAccount(...scope(request), account);
  };
  app.get('/api/user/v1/user/getByAccount', {
    schema: { tags, summary: 'A user by account', querystring: AccountQuery, response: { 200: UserRow } },
  }, (request) => byAccount(request, request.query.account));
  app.post('/api/user/v1/user/getByAccount', {
    schema: { tags, summary: 'A user by account (query or body)', querystring: AccountQuery, body: Type.Union([AccountQuery, Type.Null()]), response: { 200: UserRow } },
  }, (request) => byAccount(request, request.body?.account ?? request.query.account));

  app.get('/api/org/v1/org/getByParentId', {
    schema: {
      tags, summary: 'Children of an organisation (lazy tree)',
      querystring: Type.Object({ parentId: Type.Optional(Type.Integer()), demId: Type.Optional(Type.Integer()) }),
      response: { 200: Type.Array(OrgNode) },
    },
  }, (request) => listOrgChildren(...scope(request), request.query));

  app.get('/api/userRel/v1/userRels/getUserRelByTypeId', {
    schema: {
      tags, summary: "The caller's leaders",
      querystring: Type.Object({ typeId: Type.Optional(Type.String({ maxLength: 64 })) }),
      response: { 200: Type.Array(UserRelRow) },
    },
  }, (request) => listUserLeaders(...scope(request), request.query.typeId));
}
