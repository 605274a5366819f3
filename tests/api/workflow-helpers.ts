import { base64, type Session, type TestApp } from '../support/test-app.ts';

export const RT = '/api/bpm-runtime/runtime';
export const MODEL = '/api/bpm-model/flow/def/v1';
export const BPM_MODEL = '/api/bpm-model';

export interface TodoRow {
  id: string; name: string; nodeId: string; procInstId: string; status: string; statusName: string; dueTime: string | null; createTime: string;
  ownerId: string; identityList: { id: string; name: string }[];
}

/** Small workflow clients over a test app. */
export function workflowClient(t: TestApp) {
  const start = (session: Session, body: Record<string, unknown>, data: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `${RT}/instance/v1/start`, session, payload: { data: base64(JSON.stringify(data)), ...body } });
  const complete = (session: Session, taskId: string | number, actionName: string, extra: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `${RT}/task/v1/complete`, session, payload: { taskId: Number(taskId), actionName, opinion: `${actionName} by test`, ...extra } });
  const list = async <T = TodoRow>(session: Session, path: string, instId?: string, property = 'procInstId'): Promise<T[]> => {
    const querys = instId ? [{ property, value: Number(instId), operation: 'EQUAL' }] : [];
    const res = await t.request({ method: 'POST', url: `${RT}${path}`, session, payload: { pageBean: { page: 1, pageSize: 100 }, querys } });
    if (res.statusCode !== 200) throw new Error(`${path} ${res.statusCode} ${res.body}`);
    return res.json().rows as T[];
  };
  const todo = (session: Session, instId?: string) => list(session, '/task/v1/getTodoList', instId);
  const deploy = (session: Session, defKey: string, xml: string, settings: unknown = {}) =>
    t.request({ method: 'POST', url: `${MODEL}/deploy`, session, payload: { defKey, xml, settings } });
  const post = (session: Session, path: string, payload: unknown = {}) => t.request({ method: 'POST', url: `${RT}${path}`, session, payload });
  const get = (session: Session, path: string) => t.request({ method: 'GET', url: `${RT}${path}`, session });
  /** The one open task of `session` on an instance (fails when there is not exactly one). */
  const onlyTask = async (session: Session, instId: string): Promise<TodoRow> => {
    const rows = await todo(session, instId);
    if (rows.length !== 1) throw new Error(`expected one task, got ${JSON.stringify(rows)}`);
    return rows[0]!;
  };
  return { start, complete, todo, list, deploy, post, get, onlyTask };
}

/** A flow start -> sign (a countersign: multi-instance, parallel unless `sequential`) -> after -> end. */
export const countersignXml = (processId: string, { name = '会签测试', sequential = false } = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="${processId}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="sign" name="会签"><bpmn:multiInstanceLoopCharacteristics isSequential="${sequential}" /></bpmn:userTask>
    <bpmn:userTask id="after" name="会签之后" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
    <bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="after" />
    <bpmn:sequenceFlow id="f3" sourceRef="after" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
