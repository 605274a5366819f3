import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bpmnNodes } from './bpmn-nodes.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/bpmn-miwg');

describe('bpmnNodes', () => {
  it('lists the elements in document order: start events, user tasks (multi-instance marked) and the others', async () => {
    const xml = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
      <bpmn:process id="p"><bpmn:startEvent id="s" /><bpmn:userTask id="a" name=" 审核 " /><bpmn:exclusiveGateway id="g" />
        <bpmn:userTask id="b" name="会签"><bpmn:multiInstanceLoopCharacteristics isSequential="true" /></bpmn:userTask><bpmn:endEvent id="e" /></bpmn:process>
    </bpmn:definitions>`;
    expect(await bpmnNodes(xml)).toEqual([
      { id: 's', name: 's', named: false, kind: 'start', type: 'StartEvent', multiInstance: false },
      { id: 'a', name: '审核', named: true, kind: 'userTask', type: 'UserTask', multiInstance: false },
      { id: 'g', name: 'g', named: false, kind: 'other', type: 'ExclusiveGateway', multiInstance: false },
      { id: 'b', name: '会签', named: true, kind: 'userTask', type: 'UserTask', multiInstance: true },
      { id: 'e', name: 'e', named: false, kind: 'other', type: 'EndEvent', multiInstance: false },
    ]);
  });

  it('reads every public BPMN interchange file the executor imports, and refuses text that is not BPMN', async () => {
    const files = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.bpmn'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const nodes = await bpmnNodes(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
      expect(nodes.every((n) => n.id && n.name), file).toBe(true);
    }
    await expect(bpmnNodes('not a BPMN file')).rejects.toThrow();
  });
});
