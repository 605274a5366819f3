import { base64, type Session, type TestApp } from '../support/test-app.ts';

export const RT = '/api/bpm-runtime/runtime';
export const MODEL = '/api/bpm-model/flow/def/v1';

export interface TodoRow { id: string; name: string; nodeId: string; procInstId: string; status: string; dueTime: string | null; createTime: string }

/** Small workflow clients over a test app. */
export function workflowClient(t: TestApp) {
  const start = (session: Session, body: Record<string, unknown>, data: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `${RT}/instance/v1/start`, session, payload: { data: base64(JSON.stringify(data)), ...body } });
  const complete = (session: Session, taskId: string | number, actionName: string, extra: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `${RT}/task/v1/complete`, session, payload: { taskId: Number(taskId), actionName, opinion: `${actionName} by test`, ...extra } });
  const todo = async (session: Session, instId?: string): Promise<TodoRow[]> => {
    const querys = instId ? [{ property: 'procInstId', value: Number(instId), operation: 'EQUAL' }] : [];
    const res = await t.request({ method: 'POST', url: `${RT}/task/v1/getTodoList`, session, payload: { pageBean: { page: 1, pageSize: 100 }, querys } });
    if (res.statusCode !== 200) throw new Error(`todo ${res.statusCode} ${res.body}`);
    return res.json().rows as TodoRow[];
  };
  const deploy = (session: Session, defKey: string, xml: string, settings: unknown = {}) =>
    t.request({ method: 'POST', url: `${MODEL}/deploy`, session, payload: { defKey, xml, settings } });
  return { start, complete, todo, deploy };
}
