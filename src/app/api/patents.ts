import { patentIdField } from '../../common/patents/patent-id.ts';
import type { Static } from '@sinclair/typebox';
import type * as Wire from '../../common/api/patents.ts';
import type * as Collections from '../../common/api/collections.ts';
import type * as Directory from '../../common/api/directory.ts';
import type * as Statistics from '../../common/api/statistics.ts';
import type * as Bulletins from '../../common/api/bulletins.ts';
import type * as Messages from '../../common/api/messages.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import { hostUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { ApiClient } from './client.ts';
import { fetchFile, type DownloadedFile, type FileServices } from './forms.ts';

/** Patent-library reads of the front host (src/common/api/patents.ts holds their schemas). */

export type PatentRow = Static<typeof Wire.PatentRow>;
export type PatentPage = Static<typeof Wire.PatentPage>;
export type PatentQueryBody = Static<typeof Wire.PatentQueryBody>;
export type PatentDetail = Static<typeof Wire.PatentDetail>;
export type ClaimAndDesc = Static<typeof Wire.ClaimAndDesc>;
export type FamilyInfo = Static<typeof Wire.FamilyInfo>;
export type StatusCounts = Static<typeof Wire.StatusCounts>;

/** A page of the library search; `totalCapped`: the total is a lower bound (a common keyword, counted up to a cap). */
export function queryPatents(api: ApiClient, filter: PatentQueryBody) {
  return api.request<PatentPage>('front', '/schoolLib/ipSchoolPatent/v1/query', { method: 'POST', body: filter });
}

export function getPatentDetail(api: ApiClient, id: string) {
  return api.request<PatentDetail>('front', '/schoolLib/ipSchoolPatent/v1/detail', { query: { id } });
}

export function getClaimsAndDescription(api: ApiClient, id: string) {
  return api.request<ClaimAndDesc>('front', '/schoolLib/ipSchoolPatent/v1/queryClaimAndDesc', { query: { id } });
}

export function getFamilyInfo(api: ApiClient, id: string) {
  return api.request<FamilyInfo>('front', '/schoolLib/ipSchoolPatent/v1/familyInfo', { query: { id } });
}

export function getStatusCounts(api: ApiClient) {
  return api.request<StatusCounts>('front', '/schoolLib/university/statusCounts');
}

/** The detail id of the spec for a patent of the caller's tenant (the server reads both this and the bare id). */
export function patentDetailId(tenantId: string | number, tenantCode: string | undefined, id: number | string): string {
  return `${patentIdField(Number(tenantId), tenantCode ?? '')}${id}`;
}

export interface PdfDeps {
  api: ApiClient;
  config: Pick<RuntimeConfig, 'hosts'>;
  session: SessionStore;
  language: string;
}

/** The full-text PDF bytes, or null when the server has none (附件不存在). Binary, so not through `api.request`. */
export async function fetchPatentPdf({ api, config, session, language }: PdfDeps, publicationNo: string): Promise<ArrayBuffer | null> {
  await api.ensureFreshToken();
  const current = session.get();
  const headers: Record<string, string> = { Accept: 'application/pdf', 'Accept-Language': language };
  if (current?.token) headers.Authorization = `Bearer ${current.token}`;
  const tenantCode = current?.user.tenantCode ?? session.tenantCode;
  if (tenantCode) headers['Tenant-Code'] = tenantCode;
  const response = await fetch(hostUrl(config, 'front', `/api/patent/v1/file/desc/pdf/${encodeURIComponent(publicationNo)}`), { headers });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.arrayBuffer();
}

export type SysTypeNode = Static<typeof Collections.SysTypeNode>;
export type CollectBody = Static<typeof Collections.CollectBody>;
export type MarkBody = Static<typeof Collections.MarkBody>;
export type CommandReply = Static<typeof Wire.CommandReply>;
export type SharedPatentPage = Static<typeof Wire.SharedPatentPage>;
export type SharedPatentRow = Static<typeof Wire.SharedPatentRow>;
export type UserPage = { rows: Static<typeof Directory.UserRow>[]; total?: number; page: number; pageSize: number };

/** The caller's favourites folders, flat, root (parentId 0) first. */
export function getCollectTree(api: ApiClient) {
  return api.request<SysTypeNode[]>('portal', '/sys/sysType/v1/getCollectTree');
}

/** The public indexing tree, then the caller's personal one (typeGroupKey pubIndex / priIndex). */
export function getIndexTree(api: ApiClient) {
  return api.request<SysTypeNode[]>('portal', '/sys/sysType/v1/getIndexTree');
}

/** Creates a node under `parentId`, or renames `id`. Failures are the caller's to show (they go in a form). */
export function saveTreeNode(api: ApiClient, node: { parentId?: number; id?: number; name: string; typeGroupKey?: string }) {
  const { parentId, ...body } = node;
  return api.request<CommandReply>('portal', '/sys/sysType/v1/save', { method: 'POST', query: { parentId }, body });
}

/** Deletes an indexing node after the server's can-delete check says it may go. */
export async function removeIndexNode(api: ApiClient, id: number) {
  await api.request<CommandReply>('front', `/api/v1/mark/tree/candel/${id}`);
  return api.request<CommandReply>('portal', '/sys/sysType/v1/remove', { method: 'DELETE', query: { id } });
}

/** The group root, the public group and the caller's groups (depth 1, ownerId the owner) with their folders. */
export function getGroupCollectTree(api: ApiClient) {
  return api.request<SysTypeNode[]>('portal', '/sys/sysType/v1/getGroupCollectTree');
}

export type CollectedPatentRow = Static<typeof Collections.CollectedPatentRow>;

/** Entries of a group or one of its folders (and below it), newest first. */
export function listGroupItems(api: ApiClient, nodeId: number, page: number, pageSize: number) {
  return api.request<{ rows: CollectedPatentRow[]; total?: number; page: number; pageSize: number }>('front', '/api/v1/groupCollect/list', {
    method: 'POST', body: { pageBean: { page, pageSize, showTotal: true }, params: { nodeId } },
  });
}

/** Takes entries out of the group (the caller's own; any, for the owner). */
export function removeGroupItems(api: ApiClient, ids: number[]) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/removeGroupCollect', { method: 'POST', body: { ids } });
}

/** Moves entries to another folder of the same group. */
export function moveGroupItems(api: ApiClient, ids: number[], targetNodeId: number) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/moveGroupCollect', { method: 'POST', body: { ids, targetNodeId } });
}

/** Indexes the patents of group entries into a personal or public indexing node (fByzj; fBymc names a new child). */
export function indexGroupItems(api: ApiClient, ids: number[], target: { fByzj?: number; fBymc?: string }) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/groupIndexing', { method: 'POST', body: { ids, ...target } });
}

export type GroupMember = Static<typeof Collections.GroupMember>;

/** Members of a group, owner first. */
export function listGroupMembers(api: ApiClient, groupId: number) {
  return api.request<GroupMember[]>('front', '/api/v1/groupCollect/users', { query: { groupId } });
}

/** Owner only: whether this member may be removed (state), with the server's reason (message). */
export function canRemoveGroupMember(api: ApiClient, groupId: number, userId: number) {
  return api.request<{ state: boolean; message: string }>('front', '/api/v1/groupCollect/canRemoveUser', { query: { groupId, userId } });
}

/** Owner only: removes a member. */
export function removeGroupMember(api: ApiClient, groupId: number, userId: number) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/removeUser', { method: 'POST', body: { groupId, userId } });
}

/** Owner only: adds members (user ids). */
export function addGroupMembers(api: ApiClient, groupId: number, userIds: number[]) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/addUsers', { method: 'POST', body: { groupId, userIds } });
}

/** Owner only: deletes a folder of a group with everything below it. */
export function removeGroupNode(api: ApiClient, id: number) {
  return api.request<CommandReply>('front', `/api/v1/groupCollect/delTree/${id}`, { method: 'DELETE' });
}

/** Owner only: deletes the group with its folders and entries. */
export function dismissGroup(api: ApiClient, groupId: number) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/dismissGroup', { method: 'POST', body: { groupId } });
}

/** A member (not the owner) leaves the group. */
export function exitGroup(api: ApiClient, groupId: number) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/exitGroup', { method: 'POST', body: { groupId } });
}

/** Owner only: the library the group collects from (empty: none). */
export function setGroupDataSource(api: ApiClient, groupId: number, dataSource: string) {
  return api.request<CommandReply>('front', '/api/v1/groupCollect/setDataSource', { method: 'POST', body: { groupId, dataSource } });
}

/** The group's entries as an .xlsx file. */
export function exportGroupCollect(services: FileServices, groupId: number): Promise<DownloadedFile> {
  return fetchFile(services, 'front', '/api/v1/groupCollect/exportGroupCollect', { groupId }, 'group-collect.xlsx');
}

export function removeCollectFolder(api: ApiClient, id: number) {
  return api.request<CommandReply>('front', `/api/v1/collect/delTree/${id}`, { method: 'DELETE' });
}

/** Refusals (请选择收藏夹, 无法对根节点选择收藏) come back as the server's message, shown as an error toast. */
export function collectPatent(api: ApiClient, body: CollectBody) {
  return api.request<CommandReply>('front', '/api/v1/collect', { method: 'POST', body });
}

/** Refusals (请选择节点, 请输入标引分类节点进行标引, 不能超过三级标引节点！) come back as the server's message. */
export function markPatent(api: ApiClient, body: MarkBody) {
  return api.request<CommandReply>('front', '/api/v1/mark', { method: 'POST', body });
}

export function sharePatents(api: ApiClient, body: Static<typeof Wire.SharePatentBody>) {
  return api.request<CommandReply>('front', '/api/patentShare/v1/sharePatent', { method: 'POST', body });
}

export function removeShares(api: ApiClient, ids: number[]) {
  return api.request<CommandReply>('front', '/api/patentShare/v1/removeShare', { method: 'POST', body: { ids } });
}

/** Patents others shared with the caller (`toMe`) or the caller shared (`byMe`). */
export function listSharedPatents(api: ApiClient, filter: QueryFilter, direction: 'toMe' | 'byMe' = 'toMe') {
  return api.request<SharedPatentPage>('front', '/api/patentShare/v1/list', { method: 'POST', body: { ...filter, params: { ...filter.params, direction } } });
}

/** People of the tenant for the share picker. */
export function searchUsers(api: ApiClient, filter: QueryFilter) {
  return api.request<UserPage>('uc', '/api/user/v1/users/queryByType', { method: 'POST', body: filter });
}

export type StatLevel = Statistics.StatLevel;
export type StatKind = Statistics.StatKind;
export type ChartReply = Static<typeof Statistics.ChartReply>;
export type OrgStatRow = Static<typeof Statistics.OrgStatRow>;
export type InventorStatRow = Static<typeof Statistics.InventorStatRow>;
export type OrgStatPage = Static<typeof Statistics.OrgStatPage>;
export type InventorStatPage = Static<typeof Statistics.InventorStatPage>;
export type StatScope = Static<typeof Statistics.StatScope>;

const SCHOOL_VIEWS = { campus: 'xqzl', department: 'byzl', subject: 'ktz', inventor: 'fmrzl' } as const satisfies Record<StatLevel, string>;

/** A page of the school list tabs: query views data_syzl/xqzl (campus), byzl (college), ktz (research group), fmrzl (inventor). */
export function getSchoolTable<L extends StatLevel>(api: ApiClient, level: L, page: number, pageSize: number) {
  return api.request<L extends 'inventor' ? InventorStatPage : OrgStatPage>('form', `/form/query/queryView/data_syzl/${SCHOOL_VIEWS[level]}`, {
    method: 'POST', body: { pageBean: { page, pageSize, showTotal: true } },
  });
}

/** School chart records (name, fType, value) of a level and measure, with the view the server chose (campus for leaders). */
export function getSchoolChart(api: ApiClient, level: StatLevel, kind: StatKind) {
  return api.request<ChartReply>('front', `/schoolLib/university/chart/${level}/${kind}`);
}

export type BulletinRow = Static<typeof Bulletins.BulletinRow>;
export type BulletinPage = Static<typeof Bulletins.BulletinPage>;

/** Bulletins: published only, pinned first then newest (the server's order), 10 a page; administrators may ask for all. */
export function queryBulletins(api: ApiClient, page: number, all = false) {
  return api.request<BulletinPage>('front', '/ipSchoolBulletin/v1/query/', {
    method: 'POST',
    body: { pageBean: { page, pageSize: 10, showTotal: true }, sorter: [{ property: 'F_IS_TOP', direction: 'DESC' }, { property: 'fPublishDate', direction: 'DESC' }], params: { all } },
  });
}

export function getBulletin(api: ApiClient, id: string) {
  return api.request<BulletinRow>('front', `/ipSchoolBulletin/v1/get/${encodeURIComponent(id)}`);
}

export function setBulletinTop(api: ApiClient, id: number, isTop: 0 | 1) {
  return api.request<CommandReply>('front', '/ipSchoolBulletin/v1/update/isTop', { method: 'POST', body: { ids: [id], isTop } });
}

export function setBulletinStatus(api: ApiClient, id: number, status: 0 | 1) {
  return api.request<CommandReply>('front', '/ipSchoolBulletin/v1/update/status', { method: 'POST', body: { ids: [id], status } });
}

/** DELETE /ipSchoolBulletin/v1/{id} (administrators). */
export function deleteBulletin(api: ApiClient, id: number) {
  return api.request<CommandReply>('front', `/ipSchoolBulletin/v1/${id}`, { method: 'DELETE' });
}

/** The workbench counter of unread messages. */
export function getUnreadCount(api: ApiClient) {
  return api.request<Static<typeof Messages.UnreadCount>>('front', '/api/v1/message/unread', { silent: true });
}
