import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProcess, NotExecutable } from '../../src/server/bpm/executable-subset.ts';
import { parseBpmn, writeBpmn } from '../../src/server/bpm/parse.ts';

const DIR = path.resolve(import.meta.dirname, '../fixtures/bpmn-miwg');
const FILES = fs.readdirSync(DIR).filter((f) => f.endsWith('.bpmn')).sort();

describe('bpmn import: MIWG reference files', () => {
  it('finds the fixture files', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(10);
  });

  for (const file of FILES) {
    it(`${file} parses and round-trips through toXML/fromXML with the same element ids`, async () => {
      const first = await parseBpmn(fs.readFileSync(path.join(DIR, file), 'utf8'));
      const second = await parseBpmn(await writeBpmn(first.definitions));
      expect(Object.keys(first.elementsById).length).toBeGreaterThan(0);
      expect(Object.keys(second.elementsById).sort()).toEqual(Object.keys(first.elementsById).sort());
      for (const [id, element] of Object.entries(first.elementsById)) expect(second.elementsById[id]!.$type).toBe(element.$type);
    });
  }

  it('compiles A.2.0: gateways, their flows, and the plain tasks as user tasks', async () => {
    const { definitions } = await parseBpmn(fs.readFileSync(path.join(DIR, 'A.2.0.bpmn'), 'utf8'));
    const model = compileProcess(definitions);
    const kinds = Object.values(model.nodes).map((n) => n.kind).sort();
    expect(kinds).toEqual(['end', 'exclusive', 'exclusive', 'start', 'userTask', 'userTask', 'userTask', 'userTask']);
    expect(Object.keys(model.flows)).toHaveLength(9);
  });

  it('refuses a sub-process by its id and type', async () => {
    const { definitions } = await parseBpmn(fs.readFileSync(path.join(DIR, 'A.3.0.bpmn'), 'utf8'));
    let error: unknown;
    try {
      compileProcess(definitions);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NotExecutable);
    expect(error).toMatchObject({ elementId: '_1ae31d1b-2559-4f78-a3ec-47986a49db48', elementType: 'bpmn:SubProcess', reason: 'bpmRefuseElement' });
  });

  it('rejects unreadable XML', async () => {
    await expect(parseBpmn('<not-bpmn')).rejects.toThrow();
  });
});
