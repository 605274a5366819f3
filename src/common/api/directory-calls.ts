import type { Static } from '@sinclair/typebox';
import type * as Directory from '../../common/api/directory.ts';
import type { QueryCondition, QueryFilter } from '../../common/query/query-filter.ts';
import type { ApiClient } from '../../app/api/client.ts';

type UserRow = Static<typeof Directory.UserRow>;
type OrgRow = Static<typeof Directory.OrgRow>;
type PostRow = Static<typeof Directory.PostRow>;
type RoleRow = Static<typeof Directory.RoleRow>;
type OrgNode = Static<typeof Directory.OrgNode>;
interface Page<R> { rows: R[]; total?: number }

const keywordOver = (keyword: string | undefined, properties: string[]): QueryCondition[] =>
  keyword ? properties.map((property) => ({ property, value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' })) : [];

const filter = (page: number, pageSize: number, querys: QueryCondition[]): QueryFilter => ({ pageBean: { page, pageSize, showTotal: true }, querys });

/** The /api/uc directory reads the form pickers and the flow settings editor use (users, organisations, roles, posts). */
export const directoryCalls = (api: ApiClient) => ({
  users: (f: QueryFilter) => api.request<Page<UserRow>>('uc', '/api/user/v1/users/queryByType', { method: 'POST', body: f }),
  orgs: (f: QueryFilter) => api.request<Page<OrgRow>>('uc', '/api/org/v1/orgs', { method: 'POST', body: f }),
  roles: (f: QueryFilter) => api.request<Page<RoleRow>>('uc', '/api/role/v1/roles', { method: 'POST', body: f }),
  posts: (f: QueryFilter) => api.request<Page<PostRow>>('uc', '/api/org/v1/orgPosts', { method: 'POST', body: f }),
  orgChildren: (parentId?: number) => api.request<OrgNode[]>('uc', '/api/org/v1/org/getByParentId', { query: { parentId } }),
  keywordFilter: (keyword: string | undefined, properties: string[], page: number, pageSize: number) => filter(page, pageSize, keywordOver(keyword, properties)),
  idsFilter: (ids: number[]) => filter(1, Math.max(ids.length, 1), [{ property: 'id', value: ids, operation: 'IN' }]),
  /** Rows whose `property` is one of `values` (accounts, codes). */
  inFilter: (property: string, values: string[]) => filter(1, Math.max(values.length, 1), [{ property, value: values, operation: 'IN' }]),
});
