import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUTTON_TYPES, CONDITION_CONTROLS, FORMATTERS } from '../../../../common/definitions/kinds/template.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { BO_FIELD_TYPES } from '../../../../common/definitions/kinds/bo.ts';
import { labelWith } from '../bo-designer/bo-edit.ts';
import {
  conditionFor, formatterFor, isToolbarButton, offersExport, placeOfPointer, readTemplate, withColumnFormatter, withConditionControl, withExport,
  withNewButton, withNewColumn, withNewCondition, withoutRow, withRow, withRowMoved, withTemplateProps, writeTemplate, type SourceField, type TemplateBody,
} from './template-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const shipped = (alias: string) => fs.readFileSync(path.join(ROOT, 'schemas/template', `${alias}.json`), 'utf8');
const template = (text: string) => { const read = readTemplate(text); if (!('template' in read)) throw new Error('not a template'); return read.template; };
const meta = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/meta/template.schema.json'), 'utf8')) as {
  properties: { displayFields: { items: { properties: { formatter: { enum: string[] } } } }; conditionFields: { items: { properties: { control: { enum: string[] } } } } };
};

const DEPARTMENT: SourceField = { name: 'department', label: { 'zh-CN': '所属部门', 'en-US': 'Department' }, type: 'org' };
const PAID_AT: SourceField = { name: 'paidAt', label: { 'zh-CN': '付款时间', 'en-US': 'Paid at' }, type: 'datetime' };
const KIND: SourceField = { name: 'kind', label: { 'zh-CN': '类别', 'en-US': 'Kind' }, type: 'dict', dictKey: 'patentType' };

/** The body after the edit, written and read back as the JSON tab would, valid against the template meta schema. */
function valid(body: TemplateBody): TemplateBody {
  const back = JSON.parse(writeTemplate(body)) as TemplateBody;
  expect(validateDefinition('template', back)).toEqual([]);
  return back;
}

describe('list-template designer: edits of the definition text', () => {
  it('offers exactly the formatters and controls of the meta schema', () => {
    expect([...FORMATTERS]).toEqual(meta.properties.displayFields.items.properties.formatter.enum);
    expect([...CONDITION_CONTROLS]).toEqual(meta.properties.conditionFields.items.properties.control.enum);
  });

  it('reads the text the JSON tab holds and says why it cannot when it is broken', () => {
    expect(readTemplate('{ "displayFields": ')).toMatchObject({ error: 'syntax' });
    expect(readTemplate('{ "kind": "template" }')).toEqual({ error: 'shape' });
    expect(readTemplate('{ "displayFields": [], "conditionFields": [1], "manageFields": [] }')).toEqual({ error: 'shape' });
  });

  it('writes the same text back when nothing changed: key order and keys it does not know kept', () => {
    const text = `${JSON.stringify(JSON.parse(shipped('expenseClaimList')), null, 2)}\n`;
    expect(writeTemplate(template(text))).toBe(text);
    const body = template(shipped('cgfb'));
    const relabelled = withRow(body, 'displayFields', 1, { label: labelWith(body.displayFields[1]!.label, 'en-US', 'Name') });
    expect(Object.keys(relabelled)).toEqual(Object.keys(body));
    expect(Object.keys(relabelled.displayFields[1]!)).toEqual(Object.keys(body.displayFields[1]!));
    expect(relabelled.manageFields).toBe(body.manageFields);
    valid(relabelled);
  });

  it('adds a column from a source field with the formatter its type asks for, sets width and sorting, and clears them', () => {
    let body = template(shipped('expenseClaimList'));
    body = valid(withNewColumn(body, DEPARTMENT));
    expect(body.displayFields.at(-1)).toEqual({ field: 'department', label: { 'zh-CN': '所属部门', 'en-US': 'Department' }, formatter: 'org' });
    body = valid(withRow(body, 'displayFields', 6, { width: 160, sortable: true }));
    expect(body.displayFields[6]).toMatchObject({ width: 160, sortable: true });
    body = valid(withRow(body, 'displayFields', 6, { width: undefined, sortable: false }));
    expect(body.displayFields[6]).toEqual({ field: 'department', label: { 'zh-CN': '所属部门', 'en-US': 'Department' }, formatter: 'org' });
    body = valid(withNewColumn(body, KIND));
    expect(body.displayFields.at(-1)).toMatchObject({ formatter: 'dict', dictKey: 'patentType' });
    body = valid(withColumnFormatter(body, 7, 'text'));
    expect(body.displayFields[7]).not.toHaveProperty('dictKey');
    body = valid(withColumnFormatter(body, 7, undefined));
    expect(body.displayFields[7]).toEqual({ field: 'kind', label: { 'zh-CN': '类别', 'en-US': 'Kind' } });
    for (const type of BO_FIELD_TYPES) valid(withNewColumn(body, { name: 'x', label: { 'zh-CN': 'x' }, type }));
    for (const formatter of FORMATTERS) valid(withColumnFormatter(body, 0, formatter));
  });

  it('adds query conditions with the control and operation the field type asks for, and changes the control', () => {
    let body = template(shipped('expenseClaimList'));
    body = valid(withNewCondition(body, PAID_AT));
    expect(body.conditionFields.at(-1)).toEqual({ field: 'paidAt', label: { 'zh-CN': '付款时间', 'en-US': 'Paid at' }, control: 'dateRange', operation: 'BETWEEN' });
    body = valid(withNewCondition(body, KIND));
    expect(body.conditionFields.at(-1)).toMatchObject({ control: 'dict', operation: 'EQUAL', dictKey: 'patentType' });
    body = valid(withConditionControl(body, 5, 'select'));
    expect(body.conditionFields[5]).not.toHaveProperty('dictKey');
    body = valid(withRow(body, 'conditionFields', 5, { operation: 'IN' }));
    expect(body.conditionFields[5]!.operation).toBe('IN');
    for (const type of BO_FIELD_TYPES) valid(withNewCondition(body, { name: 'x', label: 'forms.x.title', type, dictKey: 'patentType' }));
    for (const control of CONDITION_CONTROLS) valid(withConditionControl(body, 0, control));
    expect(conditionFor(undefined)).toEqual({ control: 'text', operation: 'LIKE' });
    expect(formatterFor('string')).toBeUndefined();
  });

  it('reorders rows by drag (any place to any place) and by one step, and leaves out-of-range moves alone', () => {
    let body = template(shipped('expenseClaimList'));
    const fields = () => body.displayFields.map((f) => f.field);
    body = valid(withRowMoved(body, 'displayFields', 5, 0));
    expect(fields()).toEqual(['paid', 'claimNo', 'title', 'claimant', 'amount', 'claimDate']);
    body = valid(withRowMoved(body, 'displayFields', 0, 5));
    expect(fields()).toEqual(['claimNo', 'title', 'claimant', 'amount', 'claimDate', 'paid']);
    body = valid(withRowMoved(body, 'displayFields', 1, 2));
    expect(fields().slice(0, 3)).toEqual(['claimNo', 'claimant', 'title']);
    expect(withRowMoved(body, 'displayFields', 0, -1)).toBe(body);
    expect(withRowMoved(body, 'displayFields', 5, 6)).toBe(body);
    body = valid(withRowMoved(body, 'conditionFields', 3, 0));
    expect(body.conditionFields.map((c) => c.field)).toEqual(['paid', 'title', 'amount', 'claimDate']);
    body = valid(withRowMoved(body, 'manageFields', 0, 3));
    expect(body.manageFields.map((b) => b.type)).toEqual(['edit', 'detail', 'delete', 'add']);
  });

  it('adds, relabels and removes buttons and row actions, and turns export on and off', () => {
    let body = template(shipped('expenseClaimList'));
    expect(offersExport(body)).toBe(false);
    body = valid(withExport(body, true));
    expect(body.manageFields.at(-1)).toEqual({ type: 'export' });
    expect(withExport(body, true)).toBe(body);
    body = valid(withRow(body, 'manageFields', 4, { rights: ['sysAdmin'] }));
    body = valid(withExport(body, false));
    expect(offersExport(body)).toBe(false);
    const NAME = { 'zh-CN': '打开', 'en-US': 'Open' };
    for (const type of BUTTON_TYPES) valid(withNewButton(body, type, NAME));
    body = valid(withNewButton(body, 'url', NAME));
    expect(body.manageFields.at(-1)).toEqual({ type: 'url', label: NAME });
    body = valid(withRow(body, 'manageFields', 4, { url: '/statement/template/preview/x/${id}', label: labelWith(NAME, 'en-US', '') }));
    expect(body.manageFields[4]!.label).toEqual({ 'zh-CN': '打开' });
    body = valid(withoutRow(body, 'manageFields', 4));
    expect(body.manageFields.map((b) => b.type)).toEqual(['add', 'edit', 'detail', 'delete']);
    expect(body.manageFields.map(isToolbarButton)).toEqual([true, false, false, false]);
    expect(isToolbarButton({ type: 'action', action: 'revoke', chosen: true })).toBe(true);
  });

  it('sets paging and the name in both languages; a column list emptied is invalid, as the meta schema says', () => {
    let body = template(shipped('expenseClaimList'));
    body = valid(withTemplateProps(body, { pageSize: 50, name: labelWith(body.name as never, 'en-US', 'Claims') }));
    expect(body.pageSize).toBe(50);
    expect(body.name).toEqual({ 'zh-CN': '费用报销列表', 'en-US': 'Claims' });
    let empty = body;
    for (let i = 0; i < 6; i++) empty = withoutRow(empty, 'displayFields', 0);
    expect(validateDefinition('template', JSON.parse(writeTemplate(empty))).map((p) => p.pointer)).toEqual(['/displayFields']);
  });

  it('keeps every shipped template valid through a round of designer edits', () => {
    for (const file of fs.readdirSync(path.join(ROOT, 'schemas/template'))) {
      let body = template(fs.readFileSync(path.join(ROOT, 'schemas/template', file), 'utf8'));
      body = valid(withNewColumn(body, PAID_AT));
      body = valid(withRowMoved(body, 'displayFields', body.displayFields.length - 1, 0));
      body = valid(withNewCondition(body, KIND));
      body = valid(withExport(body, !offersExport(body)));
      body = valid(withTemplateProps(body, { pageSize: 30 }));
      valid(withoutRow(body, 'displayFields', 0));
    }
  });

  it('places a problem\'s pointer at its list, row and property, or at a property of the template', () => {
    expect(placeOfPointer('/displayFields/3/field')).toEqual({ list: 'displayFields', row: 3, property: 'field' });
    expect(placeOfPointer('/conditionFields/0/label/zh-CN')).toEqual({ list: 'conditionFields', row: 0, property: 'label' });
    expect(placeOfPointer('/manageFields')).toEqual({ list: 'manageFields', row: undefined, property: undefined });
    expect(placeOfPointer('/pageSize')).toEqual({ property: 'pageSize' });
    expect(placeOfPointer('/source/boAlias')).toEqual({ property: 'source' });
    expect(placeOfPointer('')).toEqual({ property: undefined });
  });
});
