import type { Static } from '@sinclair/typebox';
import type * as Wf from '../../common/api/workflow.ts';
import type * as Views from '../../common/api/workflow-views.ts';
import type * as More from '../../common/api/workflow-instance-more.ts';
import type { ApiClient } from './client.ts';

/**
 * Typed calls of the start, instance and read pages (workflow-office.md section 7; schemas in
 * src/common/api/workflow.ts and workflow-views.ts). Reads are silent (the page shows the failure where the content
 * would be); commands are not: a refusal toasts the server's message and rejects.
 */

export type FlowImage = Views.FlowImage;
export type FlowStartView = Views.FlowStartView;
export type Watermark = Views.Watermark;
export type Opinion = Wf.Opinion;
export type Moved = Static<typeof Wf.Moved>;
export type Done = Static<typeof Wf.Done>;
export type NoticeRow = Wf.NoticeRow;
export type DraftDetail = Static<typeof Wf.DraftDetail>;
export type InstanceDetail = Views.InstanceDetail;
export type StartFormView = More.StartFormView;

const INST = '/runtime/instance/v1';
const TASK = '/runtime/task/v1';
const DEF = '/flow/def/v1';

export function getFlowImage(api: ApiClient, instId: string) {
  return api.request<FlowImage>('bpmRunTime', `${INST}/instanceFlowImage`, { query: { instId }, silent: true });
}

/** A flow version's diagram with nothing marked (before it is started). */
export function getDefinitionImage(api: ApiClient, defId: string) {
  return api.request<FlowImage>('bpmRunTime', `${INST}/getBpmImage`, { query: { defId }, silent: true });
}

/** The opinions of an instance, oldest first. */
export function getInstanceOpinions(api: ApiClient, instId: string) {
  return api.request<Opinion[]>('bpmRunTime', `${INST}/instanceFlowOpinions`, { query: { instId }, silent: true });
}

/** An instance with its data, its open tasks and its current and handled nodes. */
export function getInstanceDetail(api: ApiClient, instId: string) {
  return api.request<InstanceDetail>('bpmRunTime', `${INST}/getInstanceByInstId`, { query: { instId }, silent: true });
}

/** A flow as its start page needs it: by version id (defGet) or the main version of a key (getJson). */
export function getStartView(api: ApiClient, by: { defId: string } | { defKey: string }) {
  return 'defId' in by
    ? api.request<FlowStartView>('bpmModel', `${DEF}/defGet`, { query: { defId: by.defId }, silent: true })
    : api.request<FlowStartView>('bpmModel', `${DEF}/getJson`, { query: { defKey: by.defKey }, silent: true });
}

export function getWatermark(api: ApiClient, instId: string) {
  return api.request<Watermark>('bpmModel', '/bpmModel/bpmWatermark/v1/getByInstId', { query: { instId }, silent: true });
}

/** Starts a flow; the reply carries the server's message (启动流程成功) and the new instance id. */
export function startFlow(api: ApiClient, body: Wf.StartBody) {
  return api.request<Moved>('bpmRunTime', `${INST}/start`, { method: 'POST', body });
}

/** Saves the start form as a draft (proInstId = the draft to update); value = the draft id. */
export function saveStartDraft(api: ApiClient, body: Pick<Wf.StartBody, 'defId' | 'flowKey' | 'data' | 'subject' | 'businessKey' | 'proInstId'>) {
  return api.request<Done & { value: string }>('bpmRunTime', `${INST}/saveDraft`, { method: 'POST', body });
}

/** The start page of a flow's main version filled from a record of its form's bo (businessKey = the record id). */
export function getStartForm(api: ApiClient, query: { defKey: string; businessKey: string; boAlias: string }) {
  return api.request<StartFormView>('bpmRunTime', `${INST}/startForm`, { method: 'POST', query, silent: true });
}

/** One of the caller's drafts with its form data. */
export function getStartDraft(api: ApiClient, draftId: string) {
  return api.request<DraftDetail>('bpmRunTime', `${INST}/startDraftForm`, { method: 'POST', body: { instId: Number(draftId) }, silent: true });
}

/** Forbid (禁止成功) a running instance, or lift it (解除禁止成功): its initiator or an administrator. */
export function setInstanceForbidden(api: ApiClient, instId: string, forbidden: boolean) {
  return api.request<Done>('bpmRunTime', `${INST}/${forbidden ? 'forbiddenInstance' : 'unForbiddenInstance'}`, { query: { instId } });
}

/** Revoke (撤回) the caller's last step on a running instance (for the initiator: the start) while the next step is untouched. */
export function revokeInstance(api: ApiClient, instId: string) {
  return api.request<Done>('bpmRunTime', `${INST}/revokeInstance`, { method: 'POST', body: { instanceId: Number(instId) } });
}

/** A copy-to notice the caller received or sent. */
export function getNotice(api: ApiClient, id: string) {
  return api.request<NoticeRow>('bpmRunTime', `${TASK}/getNotice`, { query: { id }, silent: true });
}

/** Copy-to reply (抄送回复): the receiver answers a copy; the reply joins the approval history and the copy counts as read. */
export function replyToCopy(api: ApiClient, noticeId: string, opinion: string) {
  return api.request<Done>('bpmRunTime', `${INST}/doNextCopyto`, { method: 'POST', body: { noticeId: Number(noticeId), opinion } });
}

/** Marks a received copy read (todoRead -> doneRead). */
export function markNoticeRead(api: ApiClient, noticeId: string) {
  return api.request<Done>('bpmRunTime', `${TASK}/noticeTurnDode`, { method: 'POST', query: { taskId: noticeId }, silent: true });
}
