import type { NextChoices, StartChoicesBody, TaskChoicesBody } from '../../common/api/workflow-next-choices.ts';
import type { ApiClient } from './client.ts';

export type { NextChoices, NextNodeChoice } from '../../common/api/workflow-next-choices.ts';

type Reply = { state: boolean; message: string; value: NextChoices };

/** Before a start: the first user tasks, which take a choice of handlers, and whether the start would find a handler. */
export async function startChoices(api: ApiClient, body: StartChoicesBody, silent = false): Promise<NextChoices> {
  return (await api.request<Reply>('bpmRunTime', '/runtime/instance/v1/nextNodeChoices', { method: 'POST', body, silent })).value;
}

/** Before an agree: the user tasks the task leads to, which take a choice, and whether the agree would find a handler. */
export async function taskChoices(api: ApiClient, body: TaskChoicesBody): Promise<NextChoices> {
  return (await api.request<Reply>('bpmRunTime', '/runtime/task/v1/nextNodeChoices', { method: 'POST', body, silent: true })).value;
}
