import type { Static } from '@sinclair/typebox';
import type { FlowSetTypeBody, FlowTypeAddBody, FlowTypeRenameBody, FlowTypeRow, FlowTypeSaved } from '../../common/api/flow-types.ts';
import type { Done } from '../../common/api/workflow.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/**
 * Flow-category administration (src/common/api/flow-types.ts holds the schemas). Commands are `silent`: the screen
 * shows the server's message (a refusal says why, e.g. a category that still holds flows).
 */

export type { FlowTypeRow, FlowTypeName } from '../../common/api/flow-types.ts';
export type Saved = Static<typeof FlowTypeSaved>;
export type CommandReply = Static<typeof Done>;

const TYPE = '/flow/type/v1';
const quiet: Pick<RequestOptions, 'silent'> = { silent: true };

export const listFlowTypes = (api: ApiClient) => api.request<FlowTypeRow[]>('bpmModel', `${TYPE}/list`);
export const addFlowType = (api: ApiClient, body: FlowTypeAddBody) =>
  api.request<Saved>('bpmModel', `${TYPE}/add`, { method: 'POST', body, ...quiet });
export const renameFlowType = (api: ApiClient, body: FlowTypeRenameBody) =>
  api.request<Saved>('bpmModel', `${TYPE}/rename`, { method: 'POST', body, ...quiet });
/** Every category's id in the new order. */
export const sortFlowTypes = (api: ApiClient, ids: number[]) =>
  api.request<CommandReply>('bpmModel', `${TYPE}/sort`, { method: 'POST', body: { ids }, ...quiet });
export const removeFlowType = (api: ApiClient, id: number) =>
  api.request<CommandReply>('bpmModel', `${TYPE}/remove`, { method: 'DELETE', query: { id }, ...quiet });
export const setFlowType = (api: ApiClient, body: FlowSetTypeBody) =>
  api.request<CommandReply>('bpmModel', `${TYPE}/setFlowType`, { method: 'POST', body, ...quiet });
