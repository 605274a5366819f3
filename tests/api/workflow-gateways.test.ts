import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { RT, workflowClient } from './workflow-helpers.ts';

const NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
const task = (id: string, extra = '') => `<bpmn:userTask id="${id}" name="${id}">${extra}</bpmn:userTask>`;
const flow = (id: string, from: string, to: string, condition?: string) => condition
  ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="jsonata">${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>`
  : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;
const bpmn = (id: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="defs_${id}" targetNamespace="t"><bpmn:process id="${id}" isExecutable="true">${body}</bpmn:process></bpmn:definitions>`;

/** start -> parallel split -> a, b -> parallel join -> after -> end */
const PARALLEL = bpmn('parallelFlow', [
  '<bpmn:startEvent id="start" />', '<bpmn:parallelGateway id="split" />', task('a'), task('b'), '<bpmn:parallelGateway id="join" />', task('after'),
  '<bpmn:endEvent id="end" />', flow('f1', 'start', 'split'), flow('f2', 'split', 'a'), flow('f3', 'split', 'b'), flow('f4', 'a', 'join'),
  flow('f5', 'b', 'join'), flow('f6', 'join', 'after'), flow('f7', 'after', 'end'),
].join(''));

/** start -> inclusive split (x if legal, y if money > 100, z default) -> inclusive join -> after -> end */
const INCLUSIVE = bpmn('inclusiveFlow', [
  '<bpmn:startEvent id="start" />', '<bpmn:inclusiveGateway id="split" default="fz" />', task('x'), task('y'), task('z'),
  '<bpmn:inclusiveGateway id="join" />', task('after'), '<bpmn:endEvent id="end" />',
  flow('f1', 'start', 'split'), flow('fx', 'split', 'x', 'legal = true'), flow('fy', 'split', 'y', 'money &gt; 100'), flow('fz', 'split', 'z'),
  flow('jx', 'x', 'join'), flow('jy', 'y', 'join'), flow('jz', 'z', 'join'), flow('f6', 'join', 'after'), flow('f7', 'after', 'end'),
].join(''));

/** start -> first -> sequential signers -> review -> end */
const SEQUENTIAL = bpmn('sequentialFlow', [
  '<bpmn:startEvent id="start" />', task('first'), task('signers', '<bpmn:multiInstanceLoopCharacteristics isSequential="true" />'), task('review'),
  '<bpmn:endEvent id="end" />', flow('f1', 'start', 'first'), flow('f2', 'first', 'signers'), flow('f3', 'signers', 'review'), flow('f4', 'review', 'end'),
].join(''));

describe('workflow: gateways, sequential signing and reject to a chosen node', () => {
  let t: TestApp;
  let staff1: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let wf: ReturnType<typeof workflowClient>;
  const initiator = { defaults: { assignees: [{ type: 'initiator' }] } };
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, leader, ipadmin, admin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'leader'), t.login('univ', 'ipadmin'), t.login('univ', 'admin')]);
    for (const [key, xml, settings] of [['parallelFlow', PARALLEL, initiator], ['inclusiveFlow', INCLUSIVE, initiator], ['sequentialFlow', SEQUENTIAL, {
      ...initiator, nodes: { signers: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }] } },
    }]] as const) {
      const res = await wf.deploy(admin, key, xml, settings);
      if (res.statusCode !== 200) throw new Error(res.body);
    }
  });
  afterAll(async () => { await t?.close(); });

  const nodes = async (session: Session, instId: string) => (await wf.todo(session, instId)).map((r) => r.nodeId).sort();
  const completeNode = async (session: Session, instId: string, nodeId: string, action = 'agree', extra = {}) => {
    const target = (await wf.todo(session, instId)).find((r) => r.nodeId === nodeId);
    if (!target) throw new Error(`no open task at ${nodeId}`);
    const res = await wf.complete(session, target.id, action, extra);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as { ended: boolean };
  };

  it('a parallel join waits for every incoming branch', async () => {
    const instId = (await wf.start(staff1, { flowKey: 'parallelFlow' })).json().instId as string;
    expect(await nodes(staff1, instId)).toEqual(['a', 'b']);
    await completeNode(staff1, instId, 'a');
    expect(await nodes(staff1, instId)).toEqual(['b']);
    await completeNode(staff1, instId, 'b');
    expect(await nodes(staff1, instId)).toEqual(['after']);
    expect((await completeNode(staff1, instId, 'after')).ended).toBe(true);
  });

  it('an inclusive split takes every true branch (default when none) and its join waits for just those', async () => {
    const both = (await wf.start(staff1, { flowKey: 'inclusiveFlow' }, { legal: true, money: 500 })).json().instId as string;
    expect(await nodes(staff1, both)).toEqual(['x', 'y']);
    await completeNode(staff1, both, 'y');
    expect(await nodes(staff1, both)).toEqual(['x']);
    await completeNode(staff1, both, 'x');
    expect(await nodes(staff1, both)).toEqual(['after']);

    const one = (await wf.start(staff1, { flowKey: 'inclusiveFlow' }, { legal: true, money: 1 })).json().instId as string;
    expect(await nodes(staff1, one)).toEqual(['x']);
    await completeNode(staff1, one, 'x');
    expect(await nodes(staff1, one)).toEqual(['after']);

    const none = (await wf.start(staff1, { flowKey: 'inclusiveFlow' }, {})).json().instId as string;
    expect(await nodes(staff1, none)).toEqual(['z']);
  });

  it('sequential signers get their task one after another', async () => {
    const instId = (await wf.start(staff1, { flowKey: 'sequentialFlow' })).json().instId as string;
    await completeNode(staff1, instId, 'first');
    expect(await nodes(leader, instId)).toEqual(['signers']);
    expect(await nodes(ipadmin, instId)).toEqual([]);
    await completeNode(leader, instId, 'signers');
    expect(await nodes(ipadmin, instId)).toEqual(['signers']);
    await completeNode(ipadmin, instId, 'signers', 'oppose');
    expect(await nodes(staff1, instId)).toEqual(['review']);
  });

  it('reject to a chosen node reopens it for its last handler; an unvisited node is refused', async () => {
    const instId = (await wf.start(staff1, { flowKey: 'sequentialFlow' })).json().instId as string;
    await completeNode(staff1, instId, 'first');
    await completeNode(leader, instId, 'signers');
    await completeNode(ipadmin, instId, 'signers');
    const [review] = await wf.todo(staff1, instId);
    const bad = await wf.complete(staff1, review!.id, 'reject', { destination: 'review' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('不能驳回到节点 review');
    await completeNode(staff1, instId, 'review', 'reject', { destination: 'first' });
    expect(await wf.todo(staff1, instId)).toEqual([expect.objectContaining({ nodeId: 'first', status: 'BACK' })]);
    const opinions = (await t.request({ method: 'GET', url: `${RT}/instance/v1/instanceFlowOpinions?instId=${instId}`, session: leader })).json();
    expect(opinions.map((o: { taskKey: string; status: string }) => `${o.taskKey}:${o.status}`))
      .toEqual(['start:start', 'first:agree', 'signers:agree', 'signers:agree', 'review:reject']);
  });
});
