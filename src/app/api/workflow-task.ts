import type { Static } from '@sinclair/typebox';
import type * as Wf from '../../common/api/workflow.ts';
import type { ApiClient } from './client.ts';
import { FORM_DATA_STALE } from '../../common/api/workflow-instance-more.ts';

/**
 * Typed calls of the task handling page (workflow-office.md section 7, hosts bpmRunTime and bpmModel). Commands are
 * not silent: a refusal shows the server's message as a toast (and rejects), a success replies `{ state, message }`.
 */

export type TaskDetail = Wf.TaskDetail;
export type TaskButton = Wf.Button;
export type ApprovalItem = Wf.ApprovalItem;
export type Done = Static<typeof Wf.Done>;
export type Moved = Static<typeof Wf.Moved>;
export type TaskDraftSaved = Static<typeof Wf.TaskDraftSaved>;
export type JumpNode = Static<typeof Wf.JumpNode>;
export type DueTime = Static<typeof Wf.DueTime>;
export type FollowedNodes = Static<typeof Wf.FollowedNodes>;
export type CompleteBody = Wf.CompleteBody;
export type TaskUsersBody = Wf.TaskUsersBody;
export type AddSignBody = Static<typeof Wf.AddSignBody>;
export type CopyToBody = Static<typeof Wf.CopyToBody>;

const TASK = '/runtime/task/v1';
const INST = '/runtime/instance/v1';
const post = <T>(api: ApiClient, path: string, body: unknown = {}, query?: Record<string, string | number>, ownCodes?: readonly string[]) =>
  api.request<T>('bpmRunTime', path, { method: 'POST', body, query, ...(ownCodes ? { ownCodes } : {}) });
/** The task page shows a stale form data revision itself (a notice with a reload button), not as a toast. */
const STALE_SHOWN_BY_PAGE = [FORM_DATA_STALE];

/** The task with its data, form key and node rights, buttons by the per-node rules and the leaders one may act for. */
export function getTaskDetail(api: ApiClient, id: string) {
  return api.request<TaskDetail>('bpmRunTime', `${TASK}/get`, { query: { id }, silent: true });
}

/** agree | oppose | reject (destination = a chosen node) | backToStart; child tasks: commu, agreeTrans, opposeTrans. */
export function completeTask(api: ApiClient, body: CompleteBody) {
  return post<Moved>(api, `${TASK}/complete`, body, undefined, STALE_SHOWN_BY_PAGE);
}

/** The task actions that name users: delegate (转办, one user), inquire (征询), communicate (沟通), circulate (流转). */
export type UsersAction = 'delegate' | 'taskToInqu' | 'communicate' | 'taskToTrans';
export function sendToUsers(api: ApiClient, action: UsersAction, body: TaskUsersBody) {
  return post<Done>(api, `${TASK}/${action}`, body);
}

/**
 * Passing an open circulation (继续流转) or communication task (继续沟通) on to more users; one's own stays open. The
 * same calls as sending one: taskToTrans / communicate with the circulation / communication task's id.
 */
export type PassOnAction = 'taskToTrans' | 'communicate';
export function passOnToUsers(api: ApiClient, action: PassOnAction, body: TaskUsersBody) {
  return post<Done>(api, `${TASK}/${action}`, body);
}

export function replyInquiry(api: ApiClient, body: { taskId: number; opinion?: string; leaderId?: number }) {
  return post<Done>(api, `${TASK}/taskToInquReply`, body);
}

/** Add signature (加签) in sequence or in parallel. */
export function addSigners(api: ApiClient, body: AddSignBody) {
  return post<Done>(api, `${TASK}/userTaskToSign`, body);
}

/** Withdraws added signers who have not signed yet. */
export function revokeSigners(api: ApiClient, taskId: number) {
  return post<Done>(api, `${INST}/revokeSignLine`, { taskId });
}

/** Withdraws open circulation / inquiry / communication tasks sent from this task. */
export function revokeAdvisory(api: ApiClient, taskId: number) {
  return post<Done>(api, `${INST}/revokeTrans`, { taskId });
}

/** Saves the form data (Base64 JSON) and the opinion without completing the task; a stale dataRev is a 409 (FORM_DATA_STALE). */
export function saveTaskDraft(api: ApiClient, body: Wf.TaskDraftBody) {
  return post<TaskDraftSaved>(api, `${TASK}/saveDraft`, body, undefined, STALE_SHOWN_BY_PAGE);
}

/** Nodes the task may be sent back to (reject to a chosen node). */
export function rejectNodes(api: ApiClient, taskId: number) {
  return post<JumpNode[]>(api, `${TASK}/getAfterJumpNodes`, { taskId });
}

export function canLock(api: ApiClient, taskId: number) {
  return api.request<boolean>('bpmRunTime', `${TASK}/canLock`, { query: { taskId } });
}

/** LOCK_RESULT: 1 signed for, 3 sign-off cancelled, 0 handled, 2 not shared, 4 locked by someone else. */
export function lockUnlock(api: ApiClient, taskId: number) {
  return api.request<number>('bpmRunTime', `${TASK}/lockUnlock`, { query: { taskId } });
}

export function setHangUp(api: ApiClient, taskId: number, suspended: boolean) {
  return post<Done>(api, `${TASK}/${suspended ? 'hangUp' : 'cancelHangUp'}`, {}, { taskId });
}

/** End process (终止成功) from the task. */
export function endProcess(api: ApiClient, body: { taskId: number; endReason?: string; leaderId?: number }) {
  return post<Done>(api, `${INST}/doEndProcess`, body);
}

/** Copy-to (流程抄送, transToMore): each user gets an unread notice of the instance (抄送成功). */
export function copyTo(api: ApiClient, body: CopyToBody) {
  return post<Done>(api, `${INST}/transToMore`, body);
}

/** Urgent reminder (催办) to every holder of an open task of the instance. */
export function urgeInstance(api: ApiClient, body: { instId: number; content?: string }) {
  return post<Done>(api, `${INST}/sendBpmTaskUrgent`, body);
}

export function getDueTime(api: ApiClient, taskId: number) {
  return api.request<DueTime>('bpmRunTime', '/runtime/bpmTaskDueTime/v1/getByTaskId', { query: { taskId } });
}

export function saveDueTime(api: ApiClient, body: { taskId: number; dueTime: string }) {
  return post<Done>(api, '/runtime/bpmTaskDueTime/v1/save', body);
}

export function getFollowedNodes(api: ApiClient, instId: number) {
  return api.request<FollowedNodes>('bpmRunTime', '/runtime/taskFollow/v1/getFollowedNode', { query: { instId } });
}

/** Follow (跟踪) nodes of the instance; an empty list stops following. */
export function saveFollow(api: ApiClient, body: { instId: number; nodeIds: string[] }) {
  return post<Done>(api, '/runtime/taskFollow/v1/save', body);
}

/** Approval phrases (常用语) for the flow's opinion box: the caller's and the tenant's. */
export function approvalPhrases(api: ApiClient, defKey: string) {
  return api.request<ApprovalItem[]>('bpmModel', '/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId', { query: { defKey }, silent: true });
}

/** The form data as the server takes it: Base64 of the UTF-8 JSON. */
export function encodeFormData(data: Record<string, unknown>): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(data))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The definition version an instance runs on (to list its nodes for following). */
export async function instanceDefId(api: ApiClient, instId: number): Promise<string> {
  return (await api.request<{ defId: string }>('bpmRunTime', `${INST}/getInstanceByInstId`, { query: { instId } })).defId;
}

/** User-task nodes of a definition version. */
export function flowNodes(api: ApiClient, defId: string) {
  return api.request<{ nodeId: string; name: string; nodeType: string }[]>('bpmRunTime', `${TASK}/taskNode`, { query: { defId } });
}
