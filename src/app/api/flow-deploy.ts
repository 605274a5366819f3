import type { Static } from '@sinclair/typebox';
import type { DeployBody, Deployed, FlowDeployment } from '../../common/api/workflow.ts';
import type { ApiClient } from './client.ts';

/** Deploying flow versions (sysAdmin). Both calls are `silent`: the deploy dialog shows the server's message. */

export type { FlowDeployment } from '../../common/api/workflow.ts';
export type DeployFlowBody = Static<typeof DeployBody>;

const DEF = '/flow/def/v1';

/** The main version's BPMN XML, settings, English name and category; `latestVersion` goes back as `baseVersion`. */
export const getFlowDeployment = (api: ApiClient, defKey: string) =>
  api.request<FlowDeployment>('bpmModel', `${DEF}/getDeployment`, { query: { defKey }, silent: true });

/** A new main version (a stale baseVersion is a 409; a file outside the executable subset a 400 naming the element). */
export const deployFlowVersion = (api: ApiClient, body: DeployFlowBody) =>
  api.request<Static<typeof Deployed>>('bpmModel', `${DEF}/deploy`, { method: 'POST', body, silent: true });
