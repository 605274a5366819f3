import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoDefinition, FormDefinition } from '../../src/common/definitions/index.ts';
import { fieldRightsFor } from '../../src/common/definitions/field-rights.ts';
import { linkedRequiredFields } from '../../src/common/definitions/linkage.ts';
import { parseRules } from '../../src/common/definitions/parse-rules.ts';
import { validateRecord } from '../../src/common/definitions/validate-record.ts';

const load = <T>(file: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas', file), 'utf8')) as T;
const bo = load<BoDefinition>('bo/patentApply.json');
const form = load<FormDefinition>('form/patentApply.json');
const valid = { title: '标题', type: 'invent', college: 3, applicationDate: '2026-01-02', claims: '1. 一种…' };

describe('record validation (client and server share it)', () => {
  it('parses pipe rules and objects', () => {
    expect(parseRules('required|maxlength:20|Email')).toEqual([{ rule: 'required' }, { rule: 'maxlength', value: '20' }, { rule: 'email' }]);
    expect(parseRules([{ rule: 'min', value: 0 }])).toEqual([{ rule: 'min', value: 0 }]);
  });

  it('merges field rights: * is the base, the caller\'s roles raise it', () => {
    expect(fieldRightsFor(form.rights, ['ptyh'])).toEqual({ serialNo: 'r', reviewComment: 'n' });
    expect(fieldRightsFor(form.rights, ['IPgly'])).toEqual({ serialNo: 'r', reviewComment: 'w' });
  });

  it('accepts a valid record and reports failed rules with pointers', () => {
    expect(validateRecord(bo, valid, { form })).toEqual([]);
    const problems = validateRecord(bo, { ...valid, title: 'x'.repeat(201), pageCount: 'abc', inventorShares: [{ name: '甲', share: 1.234 }] }, { form });
    expect(problems.map((p) => [p.pointer, p.rule?.key, p.rule?.params])).toEqual([
      ['/title', 'maxlength', { max: 200 }],
      ['/pageCount', 'integer', undefined],
      ['/inventorShares/0/share', 'decimal', { max: 2 }],
    ]);
  });

  it('does not require a field the caller cannot write, and requires a b field', () => {
    expect(validateRecord(bo, { ...valid, title: '' }, { form, rights: { title: 'r' } })).toEqual([]);
    expect(validateRecord(bo, valid, { form, rights: { abstract: 'b' } }).map((p) => p.pointer)).toEqual(['/abstract']);
  });

  it('makes claims required for an invention through the REQUIRE linkage', () => {
    expect(linkedRequiredFields(form, { type: 'invent' })).toEqual(['claims']);
    expect(linkedRequiredFields(form, { type: 'newKind' })).toEqual([]);
    const problems = validateRecord(bo, { ...valid, claims: '' }, { form, alsoRequired: linkedRequiredFields(form, valid) });
    expect(problems.map((p) => [p.pointer, p.rule?.key])).toEqual([['/claims', 'required']]);
  });
});
