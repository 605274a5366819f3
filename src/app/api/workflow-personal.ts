import type { Static } from '@sinclair/typebox';
import type * as Wire from '../../common/api/workflow.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/**
 * Personal-office calls (src/common/api/workflow.ts holds their schemas): approval phrases, agent rules,
 * secretaries, deputies, frequent flows. Saves and deletes are `silent`: the forms show the server's refusal.
 */

export type ApprovalItem = Wire.ApprovalItem;
export type ApprovalItemBody = Static<typeof Wire.ApprovalItemBody>;
export type AgentRow = Wire.AgentRow;
export type AgentBody = Static<typeof Wire.AgentBody>;
export type SecretaryRow = Static<typeof Wire.SecretaryRow>;
export type SecretaryBody = Static<typeof Wire.SecretaryBody>;
export type DeputyRow = Static<typeof Wire.DeputyRow>;
export type OftenFlow = Wire.OftenFlow;
export type Done = Static<typeof Wire.Done>;
export type Saved = Done & { value: string };
export interface Page<R> { rows: R[]; total?: number; page: number; pageSize: number }

const quiet: Pick<RequestOptions, 'silent'> = { silent: true };
const ids = (list: (string | number)[]) => list.join(',');

// ---- Approval phrases (常用语); the opinion box reads its own through workflow-task.ts ----

export const listApprovalItems = (api: ApiClient, filter: QueryFilter) =>
  api.request<Page<ApprovalItem>>('bpmModel', '/flow/approvalItem/v1/listJson', { method: 'POST', body: filter });
export const getApprovalItem = (api: ApiClient, id: string) =>
  api.request<ApprovalItem>('bpmModel', '/flow/approvalItem/v1/get', { query: { id } });
export const saveApprovalItem = (api: ApiClient, body: ApprovalItemBody) =>
  api.request<Saved>('bpmModel', '/flow/approvalItem/v1/save', { method: 'POST', body, ...quiet });
export const removeApprovalItems = (api: ApiClient, list: string[]) =>
  api.request<Done>('bpmModel', '/flow/approvalItem/v1/remove', { method: 'DELETE', query: { ids: ids(list) }, ...quiet });

// ---- Agent rules (委托代理) ----

export const listAgents = (api: ApiClient, filter: QueryFilter) =>
  api.request<Page<AgentRow>>('bpmModel', '/flow/agent/v1/listJson', { method: 'POST', query: { isMgr: false }, body: filter });
export const getAgent = (api: ApiClient, id: string) => api.request<AgentRow>('bpmModel', '/flow/agent/v1/agentGet', { query: { id } });
export const saveAgent = (api: ApiClient, body: AgentBody) =>
  api.request<Saved>('bpmModel', '/flow/agent/v1/save', { method: 'POST', body, ...quiet });
export const removeAgents = (api: ApiClient, list: string[]) =>
  api.request<Done>('bpmModel', '/flow/agent/v1/remove', { method: 'DELETE', query: { ids: ids(list) }, ...quiet });

// ---- Secretaries (秘书设置) ----

const SECRETARY = '/runtime/bpmSecretaryManage/v1';
export const listSecretaries = (api: ApiClient, filter: QueryFilter) =>
  api.request<Page<SecretaryRow>>('bpmRunTime', `${SECRETARY}/list`, { method: 'POST', query: { personal: true }, body: filter });
export const getSecretary = (api: ApiClient, id: string) => api.request<SecretaryRow>('bpmRunTime', `${SECRETARY}/get/${encodeURIComponent(id)}`);
export const saveSecretary = (api: ApiClient, body: SecretaryBody) =>
  api.request<Saved>('bpmRunTime', `${SECRETARY}/save`, { method: 'POST', body, ...quiet });
export const removeSecretaries = (api: ApiClient, list: string[]) =>
  api.request<Done>('bpmRunTime', `${SECRETARY}/removes`, { method: 'DELETE', query: { ids: ids(list) }, ...quiet });

// ---- Deputies (副职设置) ----

const DEPUTY = '/bpmModel/bpmDeputy/v1';
export const listDeputies = (api: ApiClient, filter: QueryFilter) =>
  api.request<Page<DeputyRow>>('bpmModel', `${DEPUTY}/list`, { method: 'POST', query: { personal: true }, body: filter });
export const saveDeputy = (api: ApiClient, agentId: number) =>
  api.request<Saved>('bpmModel', `${DEPUTY}/save`, { method: 'POST', body: { agentId }, ...quiet });
export const removeDeputies = (api: ApiClient, list: string[]) =>
  api.request<Done>('bpmModel', `${DEPUTY}/removes`, { method: 'DELETE', query: { ids: ids(list) }, ...quiet });

// ---- Frequent flows (常用流程); the flows to choose from are workflow-lists.ts listStartableFlows ----

export const getMyOftenFlows = (api: ApiClient) => api.request<OftenFlow[]>('bpmRunTime', '/runtime/instance/v1/getMyOftenFlow');
/** Saves the keys in order; [] resets to the system default (the reply's message says which). */
export const saveMyOftenFlows = (api: ApiClient, defKeys: string[]) =>
  api.request<Done>('bpmModel', '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', { method: 'POST', body: defKeys, ...quiet });
