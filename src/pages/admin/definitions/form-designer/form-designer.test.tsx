import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, FlowHarness, flowServices } from '../../../../app/workflow/flow-services.fixture.tsx';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { DRAG_TYPE } from './form-canvas.tsx';
import { FormDesigner } from './form-designer.tsx';
import { readForm, withoutField, writeForm, type FormBody } from './form-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const shipped = (kind: string, key: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', kind, `${key}.json`), 'utf8')) as Record<string, unknown>;
/** The shipped order form without two of its fields, so the palette offers them. */
const ORDER = (() => {
  const read = readForm(JSON.stringify(shipped('form', 'patentOrder')));
  if (!('form' in read)) throw new Error('not a form');
  return writeForm(withoutField(withoutField(read.form, 'remark'), 'contractNo'));
})();

/** The designer over a text kept as the workspace keeps it; every text it writes is recorded. */
function renderDesigner(options: { text?: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US'; focus?: { pointer: string } } = {}) {
  const texts: string[] = [];
  const fetch = fakeFetch(({ path: url, query }) => (url === '/api/form/form/definition/v1/get' && query.get('kind') === 'bo'
    ? { body: { kind: 'bo', key: query.get('key'), version: 1, isCurrent: true, comment: null, createdAt: '2026-01-01', body: shipped('bo', query.get('key')!) } }
    : undefined));
  const services = flowServices(fetch, { roles: ['sysAdmin'] }, options.language ?? 'zh-CN');
  function Workspace() {
    const [text, setText] = useState(options.text ?? ORDER);
    return <FormDesigner text={text} onChange={(next) => { texts.push(next); setText(next); }} problems={options.problems ?? []} focus={options.focus} />;
  }
  render(<FlowHarness services={services}><Workspace /></FlowHarness>);
  const last = () => JSON.parse(texts.at(-1)!) as FormBody;
  const allValid = () => { for (const text of texts) expect(validateDefinition('form', JSON.parse(text))).toEqual([]); };
  return { texts, last, allValid };
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input, textarea') ?? screen.getByTestId(testId);
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

/** Opens an Arco select and picks the option with this text. */
async function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId).querySelector('.arco-select-view') ?? screen.getByTestId(testId));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.arco-select-popup:not(.arco-select-popup-hidden) .arco-select-option, .arco-select-option')]
      .reverse().find((el) => el.textContent?.trim() === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Drags a palette item or a cell onto a drop target (HTML5 drag and drop, the payload a field name). */
function drag(from: string, to: string, name: string) {
  const dataTransfer = { types: [DRAG_TYPE], getData: (kind: string) => (kind === DRAG_TYPE ? name : ''), setData: () => undefined, effectAllowed: 'all' };
  fireEvent.dragStart(screen.getByTestId(from), { dataTransfer });
  fireEvent.dragOver(screen.getByTestId(to), { dataTransfer });
  fireEvent.drop(screen.getByTestId(to), { dataTransfer });
}

describe('FormDesigner', { timeout: 30_000 }, () => {
  it('lists the business object\'s unplaced fields and draws the groups with their columns per row', async () => {
    renderDesigner();
    await screen.findByTestId('form-palette-remark');
    expect(screen.getByTestId('form-palette').querySelectorAll('.form-designer__palette-item')).toHaveLength(2);
    expect(screen.getByTestId('form-cell-kind').textContent).toContain('交易类型');
    expect(screen.getByTestId('form-group-0').querySelectorAll('.form-designer__cell')).toHaveLength(7);
    expect((input('form-group-title-zh-1') as HTMLInputElement).value).toBe('受让方');
    expect(screen.getByTestId('form-group-columns-0').querySelector('.arco-radio-checked')!.textContent).toBe('2 列');
  });

  it('places fields by drag and by click, moves a cell into a new group; every text it writes validates', async () => {
    const { last, allValid } = renderDesigner();
    await screen.findByTestId('form-palette-remark');
    drag('form-palette-remark', 'form-cell-buyer', 'remark');
    expect(last().layout![1]!.fields).toEqual(['remark', 'buyer', 'buyerContact']);
    expect(last().schema.properties.remark).toEqual({ type: 'string', title: '备注', maxLength: 1000 });
    fireEvent.click(screen.getByTestId('form-group-0'));
    fireEvent.click(screen.getByTestId('form-palette-contractNo'));
    expect(last().layout![0]!.fields.at(-1)).toBe('contractNo');
    drag('form-cell-need', 'form-group-new', 'need');
    expect(last().layout![2]).toEqual({ title: { 'zh-CN': '新分组', 'en-US': 'New group' }, columns: 2, fields: ['need'] });
    fireEvent.click(within(screen.getByTestId('form-group-columns-2')).getByText('3 列'));
    expect(last().layout![2]!.columns).toBe(3);
    allValid();
  });

  it('turns 保存草稿 off and on: drafts false after boAlias, then the key gone; every text validates', async () => {
    const { last, allValid, texts } = renderDesigner();
    await screen.findByTestId('form-palette-remark');
    const toggle = screen.getByTestId('form-designer-drafts');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    const keys = Object.keys(last());
    expect(last().drafts).toBe(false);
    expect(keys.indexOf('drafts')).toBe(keys.indexOf('boAlias') + 1);
    expect(screen.getByTestId('form-designer-drafts').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByTestId('form-designer-drafts'));
    expect('drafts' in last()).toBe(false);
    expect(texts.at(-1)).toBe(ORDER);
    allValid();
  });

  it('edits the selected field: widget, required, a rule with its messages in both languages', async () => {
    const { last, allValid } = renderDesigner();
    await screen.findByTestId('form-palette-remark');
    fireEvent.click(screen.getByTestId('form-cell-buyerContact'));
    expect(screen.getByTestId('form-props-label-en').textContent).toBe("Buyer's contact");
    await choose('form-props-widget', '多行文本 (textarea)');
    expect(last().uiSchema!.buyerContact).toEqual({ 'ui:widget': 'textarea' });
    fireEvent.click(input('form-props-required'));
    expect(last().schema.required).toContain('buyerContact');
    fireEvent.click(screen.getByTestId('form-rule-add'));
    expect(last().rules!.buyerContact).toBe('required');
    fireEvent.click(screen.getByTestId('form-rule-add'));
    type('form-rule-value-1', '50');
    type('form-rule-message-zh-1', '联系方式不超过50字');
    type('form-rule-message-en-1', 'At most 50 characters');
    expect(last().rules!.buyerContact).toEqual([{ rule: 'required' }, { rule: 'maxlength', value: '50', message: { 'zh-CN': '联系方式不超过50字', 'en-US': 'At most 50 characters' } }]);
    allValid();
  });

  it('writes linkages as "when field op value then effect targets" and checks formulas as they are typed', async () => {
    const { texts, last } = renderDesigner();
    await screen.findByTestId('form-palette-remark');
    expect((input('form-linkage-value-0') as HTMLInputElement).value).toBe('licence');
    fireEvent.click(screen.getByTestId('form-linkage-add'));
    await choose('form-linkage-scope-1', '交易金额（元） (amount)');
    await choose('form-linkage-op-1', '等于');
    type('form-linkage-value-1', '0');
    await choose('form-linkage-effect-1', '隐藏');
    expect(last().linkages![1]).toEqual({ effect: 'HIDE', condition: { scope: '/amount', schema: { const: 0 } }, targets: ['/kind'] });

    fireEvent.click(screen.getByTestId('form-formula-add'));
    expect(last().formulas).toEqual([{ target: 'applicationNo', expression: 'applicationNo' }]);
    type('form-formula-expression-0', '$sum(amount');
    expect(screen.getByTestId('form-formula-check-0').textContent).toContain('表达式有误');
    type('form-formula-expression-0', '$total(amount)');
    expect(screen.getByTestId('form-formula-check-0').textContent).toContain('未知函数：$total');
    type('form-formula-expression-0', '');
    fireEvent.focus(input('form-formula-expression-0'));
    fireEvent.click(screen.getByTestId('form-formula-function-0-moneyInWords'));
    expect(last().formulas![0]!.expression).toBe('$moneyInWords()');
    // The caret waits between the call's parentheses: the field picked next is its argument.
    fireEvent.click(screen.getByTestId('form-formula-field-0-amount'));
    expect(last().formulas![0]!.expression).toBe('$moneyInWords(amount)');
    // A click in the text puts the caret where it is clicked: at the end, the next insert goes after the call.
    fireEvent.click(input('form-formula-expression-0'), { target: { selectionStart: 21 } });
    fireEvent.click(screen.getByTestId('form-formula-function-0-round'));
    expect(last().formulas![0]!.expression).toBe('$moneyInWords(amount)$round(, 2)');
    type('form-formula-expression-0', '$moneyInWords(amount)');
    expect(screen.getByTestId('form-formula-check-0').textContent).toContain('表达式正确');
    // The expression emptied on the way is the one text that does not validate (the problems list says so).
    const invalid = texts.filter((text) => validateDefinition('form', JSON.parse(text)).length > 0);
    expect(invalid.map((text) => (JSON.parse(text) as FormBody).formulas![0]!.expression)).toEqual(['']);
  });

  it('marks the field a problem points at, lists it in the properties, and speaks English on an en-US page', async () => {
    renderDesigner({ language: 'en-US', problems: [{ pointer: '/schema/properties/buyer', message: 'Field "buyer" is not in business object patentOrder' }] });
    await screen.findByTestId('form-palette-remark');
    expect(screen.getByTestId('form-cell-buyer').className).toContain('is-invalid');
    expect(screen.getByTestId('form-cell-kind').className).not.toContain('is-invalid');
    fireEvent.click(screen.getByTestId('form-cell-buyer'));
    expect(screen.getByTestId('form-props-problems').textContent).toBe('Field "buyer" is not in business object patentOrder');
    expect(screen.getByText('Business object fields')).toBeTruthy();
    expect(screen.getByTestId('form-cell-kind').textContent).toContain('Trade');
  });

  it('gives a sub-table\'s column its own rules, and brings the field a problem names into view', async () => {
    const { last, allValid } = renderDesigner({ text: `${JSON.stringify(shipped('form', 'expenseClaim'), null, 2)}\n` });
    await waitFor(() => expect(screen.getByTestId('form-cell-items').textContent).toContain('费用明细'));
    fireEvent.click(screen.getByTestId('form-column-items-amount'));
    expect(screen.getByTestId('form-props-name').textContent).toBe('items.amount');
    expect(screen.getByTestId('form-props-label-zh').textContent).toBe('金额');
    expect(screen.queryByTestId('form-props-widget')).toBeNull();
    fireEvent.click(screen.getByTestId('form-rule-add'));
    expect(last().rules).toEqual({ title: 'required|maxlength:100', amount: 'required|number|decimal:2', 'items.amount': 'required' });
    allValid();

    renderDesigner({ focus: { pointer: '/rules/buyer' }, problems: [{ pointer: '/rules/buyer', message: '规则有误' }] });
    await waitFor(() => expect(screen.getAllByTestId('form-props-name').at(-1)!.textContent).toBe('buyer'));
    expect(screen.getAllByTestId('form-props-problems').at(-1)!.textContent).toBe('规则有误');
  });

  it('says when the JSON cannot be designed', () => {
    renderDesigner({ text: '{ "kind": "form", ' });
    expect(screen.getByTestId('form-designer-broken').textContent).toContain('JSON 有语法错误');
  });
});
