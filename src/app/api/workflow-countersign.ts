import type { Static } from '@sinclair/typebox';
import type { Done } from '../../common/api/workflow.ts';
import type { CountersignSignersBody, CurNodeProperties } from '../../common/api/workflow-more.ts';
import type { ApiClient } from './client.ts';

/** Countersign calls of the task page (schemas in src/common/api/workflow-more.ts). Not silent: a refusal is a toast. */

const TASK = '/runtime/task/v1';

/** The node a task stands on: its kind and countersign mode (signType null: not a countersign node). */
export const currentNodeProperties = (api: ApiClient, taskId: string) =>
  api.request<CurNodeProperties>('bpmRunTime', `${TASK}/getCurNodeProperties`, { query: { taskId }, silent: true });

/** 会签任务加签: adds signers to the countersign node the task stands on. */
export const addCountersignSigners = (api: ApiClient, body: CountersignSignersBody) =>
  api.request<Static<typeof Done>>('bpmRunTime', `${TASK}/taskSignUsers`, { method: 'POST', body });
