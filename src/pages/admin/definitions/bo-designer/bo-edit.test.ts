import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { BO_FIELD_TYPES } from '../../../../common/definitions/kinds/bo.ts';
import { boChanges } from './bo-changes.ts';
import {
  labelWith, placeOfPointer, readBo, withField, withFieldMoved, withFieldType, withNewChild, withNewField, withoutChild, withoutField,
  withTableProps, writeBo, type TableBody,
} from './bo-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const metaSchema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/meta/bo.schema.json'), 'utf8')) as { properties: { fields: { items: { properties: { type: { enum: string[] } } } } } };
const validate = new Ajv({ allErrors: true, strict: false }).compile(metaSchema);
const shipped = (alias: string) => fs.readFileSync(path.join(ROOT, 'schemas/bo', `${alias}.json`), 'utf8');
const bo = (text: string) => { const read = readBo(text); if (!('bo' in read)) throw new Error('not a bo'); return read.bo; };
const NEW = { 'zh-CN': '新字段', 'en-US': 'New field' };
const NEW_TABLE = { 'zh-CN': '新子表', 'en-US': 'New sub-table' };

/** The body after the edit, written and read back as the JSON tab would, valid against the meta schema file. */
function valid(body: TableBody): TableBody {
  const back = JSON.parse(writeBo(body)) as TableBody;
  expect(validate(back), JSON.stringify(validate.errors)).toBe(true);
  return back;
}

describe('business-object designer: edits of the definition text', () => {
  it('offers exactly the field types of the meta schema', () => {
    expect([...BO_FIELD_TYPES]).toEqual(metaSchema.properties.fields.items.properties.type.enum);
  });

  it('reads the text the JSON tab holds and says why it cannot when it is broken', () => {
    expect(readBo('{ "fields": ')).toMatchObject({ error: 'syntax' });
    expect(readBo('{ "kind": "bo" }')).toEqual({ error: 'shape' });
    expect(readBo('[1]')).toEqual({ error: 'shape' });
  });

  it('writes the same text back when nothing changed: key order and unknown keys kept', () => {
    const text = `${JSON.stringify(JSON.parse(shipped('expenseClaim')), null, 2)}\n`;
    expect(writeBo(bo(text))).toBe(text);
    const withExtra = bo(text);
    const patched = withField(withExtra, [], 1, { label: labelWith(withExtra.fields[1]!.label, 'en-US', 'Reason') });
    expect(Object.keys(patched)).toEqual(Object.keys(withExtra));
    expect(Object.keys(patched.fields[1]!)).toEqual(['name', 'label', 'type', 'required', 'maxLength']);
    expect(patched.fields[1]!.label).toEqual({ 'zh-CN': '报销事由', 'en-US': 'Reason' });
    expect(patched.children).toBe(withExtra.children);
  });

  it('adds a field with a free name and labels in both languages, to the main table and to sub-tables', () => {
    let body = bo(shipped('expenseClaim'));
    body = valid(withNewField(body, [], NEW));
    expect(body.fields.at(-1)).toEqual({ name: 'field11', label: { 'zh-CN': '新字段11', 'en-US': 'New field 11' }, type: 'string' });
    body = valid(withNewField(body, [0], NEW));
    expect(body.children![0]!.fields.at(-1)!.name).toBe('field4');
    body = valid(withNewField(body, [0, 0], NEW));
    expect(body.children![0]!.children![0]!.fields.map((f) => f.name)).toEqual(['receiptNo', 'amount', 'field3']);
  });

  it('changes a field\'s type and drops the properties the new type does not take', () => {
    let body = bo(shipped('expenseClaim'));
    body = valid(withFieldType(body, [], 1, 'dict'));
    expect(body.fields[1]).toEqual({ name: 'title', label: { 'zh-CN': '报销事由', 'en-US': 'Purpose' }, type: 'dict', required: true });
    body = valid(withField(body, [], 1, { dictKey: 'patentType', multiple: true }));
    body = valid(withFieldType(body, [], 1, 'integer'));
    expect(body.fields[1]).toEqual({ name: 'title', label: { 'zh-CN': '报销事由', 'en-US': 'Purpose' }, type: 'integer', required: true });
    body = valid(withFieldType(body, [], 0, 'string'));
    expect(body.fields[0]).not.toHaveProperty('serialAlias');
    for (const type of BO_FIELD_TYPES) valid(withFieldType(body, [0], 1, type));
  });

  it('removes a property set empty (unticked, cleared) instead of writing false or ""', () => {
    let body = bo(shipped('expenseClaim'));
    body = valid(withField(body, [], 1, { required: false, maxLength: undefined }));
    expect(body.fields[1]).toEqual({ name: 'title', label: { 'zh-CN': '报销事由', 'en-US': 'Purpose' }, type: 'string' });
    body = valid(withField(body, [], 1, { label: labelWith(body.fields[1]!.label, 'en-US', '') }));
    expect(body.fields[1]!.label).toEqual({ 'zh-CN': '报销事由' });
    // An i18n key label becomes a map once a text is typed.
    body = valid(withField(body, [], 2, { label: labelWith('forms.claimant', 'zh-CN', '报销人员') }));
    expect(body.fields[2]!.label).toEqual({ 'zh-CN': '报销人员' });
  });

  it('moves fields up and down, deletes them, and leaves the ends alone', () => {
    let body = bo(shipped('expenseClaim'));
    const names = () => body.fields.map((f) => f.name);
    body = valid(withFieldMoved(body, [], 1, -1));
    expect(names().slice(0, 3)).toEqual(['title', 'claimNo', 'claimant']);
    body = valid(withFieldMoved(body, [], 0, -1));
    expect(names()[0]).toBe('title');
    body = valid(withFieldMoved(body, [], body.fields.length - 1, 1));
    body = valid(withoutField(body, [], 1));
    expect(names()).not.toContain('claimNo');
    body = valid(withFieldMoved(body, [0, 0], 0, 1));
    expect(body.children![0]!.children![0]!.fields.map((f) => f.name)).toEqual(['amount', 'receiptNo']);
  });

  it('adds and deletes sub-tables (two levels), and renames them', () => {
    let body = bo(shipped('annualFee'));
    body = valid(withNewChild(body, [], NEW_TABLE, NEW));
    const index = body.children!.length - 1;
    expect(body.children![index]).toEqual({ alias: `items${index + 1}`, name: NEW_TABLE, fields: [{ name: 'field1', label: { 'zh-CN': '新字段1', 'en-US': 'New field 1' }, type: 'string' }] });
    body = valid(withNewChild(body, [index], NEW_TABLE, NEW));
    body = valid(withTableProps(body, [index], { alias: 'payments', name: labelWith(body.children![index]!.name, 'zh-CN', '缴费记录') }));
    expect(body.children![index]!.alias).toBe('payments');
    body = valid(withoutChild(body, [index, 0]));
    expect(body.children![index]).not.toHaveProperty('children');
    body = valid(withoutChild(body, [index]));
    expect(body).toEqual(bo(shipped('annualFee')));
  });

  it('keeps every shipped business object valid through a round of designer edits', () => {
    for (const file of fs.readdirSync(path.join(ROOT, 'schemas/bo'))) {
      let body = bo(fs.readFileSync(path.join(ROOT, 'schemas/bo', file), 'utf8'));
      body = valid(withNewField(body, [], NEW));
      body = valid(withFieldMoved(body, [], body.fields.length - 1, -1));
      body = valid(withFieldType(body, [], body.fields.length - 2, 'money'));
      body = valid(withNewChild(body, [], NEW_TABLE, NEW));
      valid(withoutField(body, [], body.fields.length - 2));
    }
  });

  it('places a problem\'s pointer at its table, row and property', () => {
    expect(placeOfPointer('/fields/3/name')).toEqual({ table: '', row: 3, property: 'name' });
    expect(placeOfPointer('/children/1/children/0/fields/2/label/zh-CN')).toEqual({ table: '/children/1/children/0', row: 2, property: 'label' });
    expect(placeOfPointer('/children/0/fields')).toEqual({ table: '/children/0', row: undefined, property: undefined });
    expect(placeOfPointer('/name')).toEqual({ table: '', row: undefined, property: undefined });
  });
});

describe('business-object designer: the changes shown before saving', () => {
  const saved = bo(shipped('expenseClaim'));

  it('lists fields added, dropped, renamed, retyped, shortened and made required, table by table', () => {
    let body = withNewField(saved, [], NEW);
    body = withField(body, [], 1, { maxLength: 50 });
    body = withField(body, [], 3, { required: true });
    body = withFieldType(body, [], 7, 'string');
    body = withoutField(body, [], 8);
    body = withField(body, [0], 2, { name: 'billDate' });
    body = withNewChild(body, [], NEW_TABLE, NEW);
    expect(boChanges(saved, body)).toEqual([
      { kind: 'dropped', table: '', field: 'paidAt', type: 'datetime' },
      { kind: 'maxLengthShorter', table: '', field: 'title', from: 100, to: 50 },
      { kind: 'nowRequired', table: '', field: 'department' },
      { kind: 'typeChanged', table: '', field: 'paid', from: 'boolean', to: 'string' },
      { kind: 'added', table: '', field: 'field11', type: 'string', required: false },
      { kind: 'renamed', table: 'items', field: 'billDate', from: 'invoiceDate' },
      { kind: 'tableAdded', table: 'items2' },
      { kind: 'added', table: 'items2', field: 'field1', type: 'string', required: false },
    ]);
  });

  it('lists nothing when only labels and order changed, and a dropped sub-table as such', () => {
    const relabelled = withFieldMoved(withField(saved, [], 1, { label: { 'zh-CN': '事由' } }), [], 1, 1);
    expect(boChanges(saved, relabelled)).toEqual([]);
    expect(boChanges(saved, withoutChild(saved, [0, 0]))).toEqual([{ kind: 'tableDropped', table: 'items.receipts' }]);
  });
});
