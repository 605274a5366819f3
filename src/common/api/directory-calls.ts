import type { Static } from '@sinclair/typebox';
import type { HostName } from '../hosts.ts';
import type * as Directory from './directory.ts';
import type { QueryCondition, QueryFilter } from '../query/query-filter.ts';

export type UserRow = Static<typeof Directory.UserRow>;
export type OrgRow = Static<typeof Directory.OrgRow>;
export type PostRow = Static<typeof Directory.PostRow>;
export type RoleRow = Static<typeof Directory.RoleRow>;
export type OrgNode = Static<typeof Directory.OrgNode>;
export interface Page<R> { rows: R[]; total?: number }

const keywordOver = (keyword: string | undefined, properties: string[]): QueryCondition[] =>
  keyword ? properties.map((property) => ({ property, value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' })) : [];

const filter = (page: number, pageSize: number, querys: QueryCondition[]): QueryFilter => ({ pageBean: { page, pageSize, showTotal: true }, querys });

/** What the directory calls need of an api client (the app's ApiClient is one). */
export interface DirectoryRequester {
  request<T>(host: HostName, path: string, options?: { method?: 'GET' | 'POST'; query?: Record<string, number | undefined>; body?: unknown }): Promise<T>;
}

/** The /api/uc directory reads the form pickers and the flow settings editor use (users, organisations, roles, posts). */
export const directoryCalls = (api: DirectoryRequester) => ({
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

export type DirectoryCalls = ReturnType<typeof directoryCalls>;
