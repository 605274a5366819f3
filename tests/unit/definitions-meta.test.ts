import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFINITION_KINDS, metaSchemaText, validateDefinition } from '../../src/common/definitions/index.ts';
import { loadDefinitionFiles, readDefinitionFile, SCHEMAS_DIR } from '../../src/server/modules/definitions/definition-files.ts';

describe('definition meta schemas', () => {
  it.each(DEFINITION_KINDS)('schemas/meta/%s.schema.json is what the TypeBox schema generates (run npx tsx scripts/gen-meta-schemas.ts)', (kind) => {
    const file = path.join(SCHEMAS_DIR, 'meta', `${kind}.schema.json`);
    expect(fs.readFileSync(file, 'utf8')).toBe(metaSchemaText(kind));
  });

  it('validates every shipped definition file, and ships at least one of each kind', () => {
    const files = loadDefinitionFiles();
    expect(new Set(files.map((f) => f.kind))).toEqual(new Set(DEFINITION_KINDS));
    expect(files.map((f) => `${f.kind}/${f.key}`)).toEqual(expect.arrayContaining(['bo/patentApply', 'form/patentApply', 'template/patentApplyList', 'bo/expenseClaim']));
  });

  it('names the JSON pointer of each problem', () => {
    const bo = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'bo/patentApply.json'), 'utf8'));
    bo.fields[1].type = 'text';
    delete bo.fields[2].label;
    bo.children[0].fields[0].extra = 1;
    const problems = validateDefinition('bo', bo);
    expect(problems).toEqual(expect.arrayContaining([
      { pointer: '/fields/1/type', message: expect.stringContaining('must be one of string, number') },
      { pointer: '/fields/2/label', message: 'is required' },
      { pointer: '/children/0/fields/0/extra', message: 'is not allowed here' },
    ]));
  });

  it('fails loading a broken file with its name and pointer', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defs-'));
    fs.mkdirSync(path.join(dir, 'template'));
    const file = path.join(dir, 'template', 'broken.json');
    fs.writeFileSync(file, JSON.stringify({ kind: 'template', schemaVersion: 2, alias: 'broken', name: { 'zh-CN': '坏' }, source: { kind: 'bo', boAlias: 'x' },
      conditionFields: [], displayFields: [{ field: 'a', label: 'x y' }], manageFields: [], pageSize: 0 }));
    expect(() => readDefinitionFile('template', file)).toThrow(/template\/broken\.json: .*\/displayFields\/0\/label .*\/pageSize must be >= 1/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
