import type { Static } from '@sinclair/typebox';
import type * as Wire from '../../common/api/workflow.ts';
import { COUNTS_EVENTS_PATH, COUNTS_TICKET_PATH } from '../../common/api/workflow.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import { hostUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import { ApiError, type ApiClient } from './client.ts';

/** The workflow centre's lists, counters and the list-row commands (src/common/api/workflow.ts holds their schemas). */

export type Page<T> = { rows: T[]; total?: number; page: number; pageSize: number };
export type TodoRow = Wire.TodoRow;
export type InstanceRow = Wire.InstanceRow;
export type DoneTaskRow = Wire.DoneTaskRow;
export type NoticeRow = Wire.NoticeRow;
export type DraftRow = Wire.DraftRow;
export type DefinitionRow = Wire.DefinitionRow;
export type Counts = Wire.Counts;
export type Leader = Static<typeof Wire.Leader>;
export type CommandReply = Static<typeof Wire.Done>;

/** The copy-to boxes: unread (todoRead), read (doneRead), sent by me (myRead). */
export type NoticeBox = 'todoRead' | 'doneRead' | 'myRead';

const task = '/runtime/task/v1';
const instance = '/runtime/instance/v1';
const post = <T>(api: ApiClient, path: string, body: QueryFilter, query?: Record<string, string | boolean>) =>
  api.request<Page<T>>('bpmRunTime', path, { method: 'POST', body, query });

export const listTodo = (api: ApiClient, filter: QueryFilter) => post<TodoRow>(api, `${task}/getTodoList`, filter);
export const listLeaderTodo = (api: ApiClient, filter: QueryFilter) => post<TodoRow>(api, `${task}/getLeaderTodoList`, filter);
export const listDelegated = (api: ApiClient, filter: QueryFilter) => post<TodoRow>(api, `${task}/getDelegate`, filter);
/** The caller's opinions, each flagged `revoke` when the done-list revoke rule allows it. */
export const listDoneTasks = (api: ApiClient, filter: QueryFilter) => post<DoneTaskRow>(api, `${instance}/getDoneList`, filter, { isCheckRevoke: true });
export const listMyRequests = (api: ApiClient, filter: QueryFilter) => post<InstanceRow>(api, `${instance}/myRequest`, filter);
export const listDrafts = (api: ApiClient, filter: QueryFilter) => post<DraftRow>(api, `${instance}/newProcess`, filter);

const NOTICE_LISTS: Record<NoticeBox, string> = {
  todoRead: 'getNoticeTodoReadList', doneRead: 'getNoticeDoneReadList', myRead: 'getMyNoticeReadList',
};
export const listNotices = (api: ApiClient, box: NoticeBox, filter: QueryFilter) => post<NoticeRow>(api, `${task}/${NOTICE_LISTS[box]}`, filter);

/** Main versions of the deployed flows (host bpmModel). */
export const listFlows = (api: ApiClient, filter: QueryFilter) =>
  api.request<Page<DefinitionRow>>('bpmModel', '/flow/def/v1/listJson', { method: 'POST', body: filter });

/** The flows the caller may start (main versions, with their category), paged and filtered like listFlows, in one call. */
export const listStartableFlows = (api: ApiClient, filter: QueryFilter) =>
  api.request<Page<DefinitionRow>>('bpmRunTime', `${instance}/getHasAuthFlowList`, { method: 'POST', body: filter });

/** Whether the caller may start a flow; a refusal carries the server's 无启动权限，请联系管理员. Other failures throw, unshown. */
export async function flowStartRights(api: ApiClient, defKey: string): Promise<{ value: boolean; message: string }> {
  try {
    const reply = await api.request<{ state: boolean; message: string; value: boolean }>('bpmModel', '/flow/def/v1/flowHasStartRights', { query: { defKey }, silent: true });
    return { value: reply.value, message: reply.message };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state') return { value: false, message: error.message };
    throw error;
  }
}

/** The leaders the caller is secretary of (empty: no secretary). */
export const secretaryLeaders = (api: ApiClient) => api.request<Leader[]>('bpmRunTime', '/runtime/bpmSecretaryManage/v1/getSecretaryByUserId');

export const allCounts = (api: ApiClient) => api.request<Counts>('bpmRunTime', '/runtime/counts/v1/all', { method: 'POST', silent: true });

/** A single-use ticket for the counters' event stream (valid for a few seconds). */
export const countsTicket = (api: ApiClient) =>
  api.request<Wire.StreamTicket>('bpmRunTime', COUNTS_TICKET_PATH, { method: 'POST', silent: true });

/**
 * The counters' event stream; EventSource cannot send headers, so a single-use ticket and the tenant travel in the
 * query (never the access token: URLs stay in proxy and server logs).
 */
export const countsEventsUrl = (config: Pick<RuntimeConfig, 'hosts'>, ticket: string, tenantCode: string | undefined) =>
  hostUrl(config, 'bpmRunTime', COUNTS_EVENTS_PATH, { ticket, tenantCode });

export const revokeInstance = (api: ApiClient, body: { instanceId: number; taskId?: number; opinion?: string }) =>
  api.request<CommandReply>('bpmRunTime', `${instance}/revokeInstance`, { method: 'POST', body });

/** Takes a completed task back while its next step is untouched (追回成功). */
export const retrieveTask = (api: ApiClient, taskId: string) =>
  api.request<CommandReply>('bpmRunTime', `${task}/retrieveBpmTask`, { query: { taskId } });

export const urgeInstance = (api: ApiClient, body: { instId: number; content?: string }) =>
  api.request<CommandReply>('bpmRunTime', `${instance}/sendBpmTaskUrgent`, { method: 'POST', body });

/** Marks a received copy read (todoRead -> doneRead). */
export const markNoticeRead = (api: ApiClient, noticeId: string) =>
  api.request<CommandReply>('bpmRunTime', `${task}/addReadRecord`, { method: 'POST', query: { taskId: noticeId } });

export const deleteNotice = (api: ApiClient, noticeId: string) =>
  api.request<CommandReply>('bpmRunTime', `${task}/delBpmTaskNoticeById`, { method: 'POST', query: { id: noticeId } });

export const removeDrafts = (api: ApiClient, ids: string[]) =>
  api.request<CommandReply>('bpmRunTime', `${instance}/removeDraftById`, { method: 'DELETE', query: { ids: ids.join(',') } });
