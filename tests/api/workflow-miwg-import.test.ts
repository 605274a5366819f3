import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

const DIR = path.resolve(import.meta.dirname, '../fixtures/bpmn-miwg');
const FILES = fs.readdirSync(DIR).filter((f) => f.endsWith('.bpmn')).sort();
/** Files inside the executable subset; every other one is refused naming this element. */
const EXECUTABLE = ['A.1.0.bpmn', 'A.2.0.bpmn'];
const REFUSED_AT: Record<string, string> = {
  'A.2.1.bpmn': '_To9Z7TOCEeSknpIVFCxNIQ',
  'A.3.0.bpmn': '_1ae31d1b-2559-4f78-a3ec-47986a49db48',
  'C.1.0.bpmn': 'sid-36EA43D1-0FE6-4197-AC57-7A43785B784B',
  'C.1.1.bpmn': 'archiveInvoice',
  'C.3.0.bpmn': '_cc9778bd-edd8-4df2-ba15-56c310f90e62',
  'C.7.0.bpmn': '_bd7b6a15-4ef8-46a9-8be9-20a5abb32abd',
  'C.9.1.bpmn': 'SendTask_RequestDocument',
  'C.9.2.bpmn': 'Activity_0uvp3cb',
};

describe('workflow: BPMN MIWG reference files', () => {
  let t: TestApp;
  let admin: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    admin = await t.login('univ', 'admin');
  });
  afterAll(async () => { await t?.close(); });

  it('covers every fixture file', () => {
    expect([...EXECUTABLE, ...Object.keys(REFUSED_AT)].sort()).toEqual(FILES);
  });

  for (const file of EXECUTABLE) {
    it(`${file} deploys and runs to the end with the initiator handling every task`, async () => {
      const defKey = `miwg_${path.basename(file, '.bpmn').replace(/\./g, '_')}`;
      const xml = fs.readFileSync(path.join(DIR, file), 'utf8');
      const deployed = await wf.deploy(admin, defKey, xml, { defaults: { assignees: [{ type: 'initiator' }] } });
      expect(deployed.statusCode, deployed.body).toBe(200);
      const started = await wf.start(admin, { flowKey: defKey });
      expect(started.statusCode, started.body).toBe(200);
      const instId = started.json().instId as string;
      let ended = started.json().ended as boolean;
      for (let step = 0; !ended && step < 20; step++) {
        const tasks = await wf.todo(admin, instId);
        expect(tasks.length).toBeGreaterThan(0);
        const reply = await wf.complete(admin, tasks[0]!.id, 'agree');
        expect(reply.statusCode, reply.body).toBe(200);
        ended = reply.json().ended as boolean;
      }
      expect(ended).toBe(true);
      expect(await wf.todo(admin, instId)).toEqual([]);
    });
  }

  for (const [file, elementId] of Object.entries(REFUSED_AT)) {
    it(`${file} is refused at deploy, naming ${elementId}`, async () => {
      const res = await wf.deploy(admin, 'miwgRefused', fs.readFileSync(path.join(DIR, file), 'utf8'), { defaults: { assignees: [{ type: 'initiator' }] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(elementId);
      expect(res.json().message).toMatch(/^流程不可执行/);
    });
  }
});
