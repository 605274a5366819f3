import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoDefinition } from '../../../../common/definitions/kinds/bo.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import {
  conditionSchema, fieldOfPointer, formulaTargets, readCondition, readForm, rulesOf, ruleMessage, ungrouped, withFieldPlaced, withFormula,
  withGroup, withGroupTitle, withLinkage, withName, withNewFormula, withNewLinkage, withoutField, withoutFormula, withoutGroup, withoutLinkage,
  withRequired, withRules, withWidget, writeForm, type FormBody,
} from './form-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const shipped = (kind: string, key: string) => fs.readFileSync(path.join(ROOT, 'schemas', kind, `${key}.json`), 'utf8');
const formOf = (text: string) => { const read = readForm(text); if (!('form' in read)) throw new Error('not a form'); return read.form; };
const EXPENSE_BO = JSON.parse(shipped('bo', 'expenseClaim')) as BoDefinition;
const ORDER_BO = JSON.parse(shipped('bo', 'patentOrder')) as BoDefinition;

/** The body after the edit, written and read back as the JSON tab would, valid against the form meta schema. */
function valid(body: FormBody): FormBody {
  const back = JSON.parse(writeForm(body)) as FormBody;
  expect(validateDefinition('form', back)).toEqual([]);
  return back;
}

describe('form designer: edits of the definition text', () => {
  it('reads the text the JSON tab holds and says why it cannot when it is broken', () => {
    expect(readForm('{ "schema": ')).toMatchObject({ error: 'syntax' });
    expect(readForm('{ "kind": "form" }')).toEqual({ error: 'shape' });
    expect(readForm('{ "schema": { "properties": {} }, "layout": [{ "title": "x" }] }')).toEqual({ error: 'shape' });
  });

  it('writes the same text back when nothing changed, and keeps key order and what it does not know', () => {
    const text = `${JSON.stringify(JSON.parse(shipped('form', 'patentOrder')), null, 2)}\n`;
    expect(writeForm(formOf(text))).toBe(text);
    const form = valid(withWidget(withName(formOf(text), 'en-US', 'Trade order'), 'need', 'customDialog'));
    expect(Object.keys(form)).toEqual(Object.keys(JSON.parse(text)));
    expect(form.name).toEqual({ 'zh-CN': '交易订单', 'en-US': 'Trade order' });
    // The options of a widget the designer does not edit stay as they were.
    expect(form.uiSchema!.need).toEqual({ 'ui:widget': 'customDialog', 'ui:options': { dialog: 'needPicker', valueKey: 'id', labelKey: 'title' } });
  });

  it('places business-object fields and sub-tables into groups, a new group, or none; each result validates', () => {
    let form = formOf(shipped('form', 'expenseClaim'));
    form = valid(withoutField(form, 'note'));
    expect(form.schema.properties.note).toBeUndefined();
    expect(form.uiSchema?.note).toBeUndefined();
    form = valid(withFieldPlaced(form, EXPENSE_BO, 'note', { group: 'new' }, { 'zh-CN': '分组', 'en-US': 'Group' }));
    expect(form.layout).toEqual([{ title: { 'zh-CN': '分组', 'en-US': 'Group' }, columns: 2, fields: ['note'] }]);
    expect(form.schema.properties.note).toEqual({ type: 'string', title: '备注', maxLength: 500 });
    form = valid(withFieldPlaced(form, EXPENSE_BO, 'title', { group: 0, index: 0 }));
    expect(form.layout![0]!.fields).toEqual(['title', 'note']);
    expect(ungrouped(form)).not.toContain('title');
    form = valid(withoutField(form, 'claimant'));
    form = valid(withFieldPlaced(form, EXPENSE_BO, 'claimant', { group: 0 }));
    expect(form.uiSchema?.claimant).toEqual({ 'ui:widget': 'userPicker' });
    expect(form.schema.properties.claimant).toEqual({ type: 'integer', title: '报销人' });
    form = valid(withoutField(form, 'items'));
    expect(form.formulas!.map((f) => f.target)).toEqual(['amount', 'amountInWords']);
    form = valid(withFieldPlaced(form, EXPENSE_BO, 'items', { group: null }));
    expect((form.schema.properties.items!.items as { properties: Record<string, unknown> }).properties).toHaveProperty('receipts');
    // Moving the last field out of a group removes the group: a group never stays empty.
    form = valid(withFieldPlaced(form, EXPENSE_BO, 'note', { group: null }));
    form = valid(withFieldPlaced(form, EXPENSE_BO, 'title', { group: null }));
    form = valid(withFieldPlaced(form, EXPENSE_BO, 'claimant', { group: null }));
    expect(form.layout).toBeUndefined();
  });

  it('edits groups: title in both languages, columns per row, dissolving a group keeps its fields', () => {
    let form = formOf(shipped('form', 'patentOrder'));
    form = valid(withGroup(form, 0, { columns: 3 }));
    form = valid(withGroupTitle(form, 1, 'en-US', 'Buyer side'));
    expect(form.layout!.map((g) => [g.columns, g.title])).toEqual([[3, { 'zh-CN': '交易', 'en-US': 'Trade' }], [2, { 'zh-CN': '受让方', 'en-US': 'Buyer side' }]]);
    form = valid(withGroupTitle(withGroupTitle(form, 1, 'en-US', ''), 1, 'zh-CN', ''));
    expect(form.layout![1]).toEqual({ columns: 2, fields: ['buyer', 'buyerContact', 'contractNo', 'remark'] });
    form = valid(withFieldPlaced(form, ORDER_BO, 'remark', { group: 0, index: 1 }));
    expect(form.layout![0]!.fields.slice(0, 2)).toEqual(['applicationNo', 'remark']);
    form = valid(withoutGroup(form, 1));
    expect(ungrouped(form)).toEqual(['buyer', 'buyerContact', 'contractNo']);
  });

  it('sets a field\'s widget, required mark and rules with messages; rules stay a pipe string while they can', () => {
    let form = formOf(shipped('form', 'patentOrder'));
    form = valid(withWidget(form, 'buyer', 'textarea'));
    expect(form.uiSchema!.buyer).toEqual({ 'ui:widget': 'textarea' });
    form = valid(withWidget(form, 'buyer', undefined));
    expect(form.uiSchema!.buyer).toBeUndefined();
    form = valid(withRequired(form, 'contractNo', true));
    expect(form.schema.required).toEqual(['applicationNo', 'kind', 'buyer', 'amount', 'contractNo']);
    form = valid(withRules(form, 'buyer', [...rulesOf(form, 'buyer'), { rule: 'minlength', value: '2' }]));
    expect(form.rules!.buyer).toBe('required|maxlength:200|minlength:2');
    const rules = rulesOf(form, 'buyer');
    rules[2] = { ...rules[2]!, message: ruleMessage(undefined, 'zh-CN', '至少两个字') };
    form = valid(withRules(form, 'buyer', rules));
    expect(form.rules!.buyer).toEqual([{ rule: 'required' }, { rule: 'maxlength', value: '200' }, { rule: 'minlength', value: '2', message: { 'zh-CN': '至少两个字' } }]);
    form = valid(withRules(form, 'buyer', []));
    expect(form.rules).toEqual({ amount: 'required|number|decimal:2' });
  });

  it('adds, edits and removes linkages and formulas; the designer reads back the conditions it writes', () => {
    let form = formOf(shipped('form', 'patentOrder'));
    form = valid(withNewLinkage(form, 'kind', 'endDate'));
    expect(form.linkages![1]).toEqual({ effect: 'SHOW', condition: { scope: '/kind', schema: { not: { enum: [null, ''] } } }, targets: ['/endDate'] });
    form = valid(withLinkage(form, 1, { effect: 'REQUIRE', condition: { scope: '/amount', schema: conditionSchema('ne', 0) }, targets: ['/endDate', '/startDate'] }));
    expect(readCondition(form.linkages![1]!.condition.schema)).toEqual({ op: 'ne', value: 0 });
    expect(readCondition(form.linkages![0]!.condition.schema)).toEqual({ op: 'eq', value: 'licence' });
    expect(readCondition({ enum: [null, ''] })).toEqual({ op: 'empty' });
    expect(readCondition({ minimum: 3 })).toBeUndefined();
    form = valid(withoutField(form, 'licenceType'));
    expect(form.linkages).toHaveLength(1);
    form = valid(withoutLinkage(form, 0));
    expect(form.linkages).toBeUndefined();

    form = valid(withNewFormula(form, 'remark'));
    form = valid(withFormula(form, 0, { expression: '$string(amount) & " 元"' }));
    expect(form.formulas).toEqual([{ target: 'remark', expression: '$string(amount) & " 元"' }]);
    form = valid(withoutFormula(form, 0));
    expect(form.formulas).toBeUndefined();
    const claim = valid(withNewFormula(formOf(shipped('form', 'expenseClaim')), 'items.item.amount'));
    expect(claim.formulas!.at(-1)).toEqual({ target: 'items.item.amount', expression: 'item.amount' });
    expect(formulaTargets(claim)).toContain('items.item.invoiceDate');
  });

  it('finds the field a problem\'s pointer is about', () => {
    const form = formOf(shipped('form', 'patentOrder'));
    expect(fieldOfPointer(form, '/schema/properties/buyer/title')).toBe('buyer');
    expect(fieldOfPointer(form, '/layout/1/fields/2')).toBe('contractNo');
    expect(fieldOfPointer(form, '/rules/amount')).toBe('amount');
    expect(fieldOfPointer(form, '/uiSchema/kind/ui:options/dictKey')).toBe('kind');
    expect(fieldOfPointer(form, '/schema/required/2')).toBe('buyer');
    expect(fieldOfPointer(form, '/linkages/0/targets/0')).toBeUndefined();
  });
});
