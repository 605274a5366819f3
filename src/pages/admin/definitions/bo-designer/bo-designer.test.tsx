import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, FlowHarness, flowServices } from '../../../../app/workflow/flow-services.fixture.tsx';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { BoDesigner } from './bo-designer.tsx';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const EXPENSE = `${JSON.stringify(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/bo/expenseClaim.json'), 'utf8')), null, 2)}\n`;
const DICT_TYPES = [
  { typeKey: 'patentType', name: { 'zh-CN': '专利类型', 'en-US': 'Patent type' }, version: 1, entryCount: 3, disabledCount: 0 },
  { typeKey: 'feeKind', name: { 'zh-CN': '费用类别', 'en-US': 'Fee kind' }, version: 1, entryCount: 2, disabledCount: 0 },
];

/** The designer over a text kept as the workspace keeps it; every text it writes is recorded. */
function renderDesigner(options: { text?: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US' } = {}) {
  const texts: string[] = [];
  const fetch = fakeFetch(({ path: url }) => (url === '/api/portal/sys/dataDict/v1/types' ? { body: DICT_TYPES } : undefined));
  const services = flowServices(fetch, { roles: ['sysAdmin'] }, options.language ?? 'zh-CN');
  (services.config.hosts as Record<string, string>).portal = '/api/portal';
  function Workspace() {
    const [text, setText] = useState(options.text ?? EXPENSE);
    return <BoDesigner text={text} onChange={(next) => { texts.push(next); setText(next); }} problems={options.problems ?? []} />;
  }
  render(<FlowHarness services={services}><Workspace /></FlowHarness>);
  const last = () => JSON.parse(texts.at(-1)!) as { fields: Array<Record<string, unknown>>; children: Array<{ fields: Array<Record<string, unknown>> }> };
  return { texts, last };
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId);
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

/** Opens an Arco select and picks the option with this text. */
async function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId).querySelector('.arco-select-view') ?? screen.getByTestId(testId));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.arco-select-option')].find((el) => el.textContent?.trim() === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('BoDesigner', { timeout: 30_000 }, () => {
  it('shows the main table\'s fields and each sub-table as rows with their labels in both languages', () => {
    renderDesigner();
    expect((input('bo-field-name-main-1') as HTMLInputElement).value).toBe('title');
    expect((input('bo-field-label-zh-main-1') as HTMLInputElement).value).toBe('报销事由');
    expect((input('bo-field-label-en-main-1') as HTMLInputElement).value).toBe('Purpose');
    expect((input('bo-field-serial-main-0') as HTMLInputElement).value).toBe('expenseClaimNo');
    expect(screen.getByTestId('bo-fields-main').querySelectorAll('tbody tr')).toHaveLength(10);
    expect(within(screen.getByTestId('bo-child-0')).getByText('子表 items')).toBeTruthy();
    expect((input('bo-field-name-0-0-0') as HTMLInputElement).value).toBe('receiptNo');
    expect(screen.getByText('主表字段')).toBeTruthy();
  });

  it('adds a field, names it, makes it a required dictionary field: every text it writes validates and keeps the rest', async () => {
    const { texts, last } = renderDesigner();
    fireEvent.click(screen.getByTestId('bo-field-add-main'));
    expect(last().fields[10]).toEqual({ name: 'field11', label: { 'zh-CN': '新字段11', 'en-US': 'New field 11' }, type: 'string' });
    type('bo-field-name-main-10', 'feeKind');
    type('bo-field-label-zh-main-10', '费用类别');
    type('bo-field-label-en-main-10', 'Fee kind');
    fireEvent.click(input('bo-field-required-main-10'));
    await choose('bo-field-type-main-10', '数据字典');
    await choose('bo-field-dict-main-10', '费用类别 (feeKind)');
    expect(last().fields[10]).toEqual({ name: 'feeKind', label: { 'zh-CN': '费用类别', 'en-US': 'Fee kind' }, type: 'dict', required: true, dictKey: 'feeKind' });
    expect(last().children).toEqual(JSON.parse(EXPENSE).children);
    for (const text of texts) expect(validateDefinition('bo', JSON.parse(text))).toEqual([]);
  });

  it('moves, deletes and adds rows and sub-tables without touching the JSON by hand', () => {
    const { texts, last } = renderDesigner();
    fireEvent.click(screen.getByTestId('bo-field-down-main-0'));
    expect(last().fields.slice(0, 2).map((f) => f.name)).toEqual(['title', 'claimNo']);
    fireEvent.click(screen.getByTestId('bo-field-remove-main-9'));
    expect(last().fields.map((f) => f.name)).not.toContain('note');
    fireEvent.click(screen.getByTestId('bo-child-add-main'));
    expect(last().children).toHaveLength(2);
    fireEvent.click(screen.getByTestId('bo-field-add-1'));
    expect(last().children[1]!.fields.map((f) => f.name)).toEqual(['field1', 'field2']);
    type('bo-field-maxlength-main-0', '80');
    fireEvent.blur(input('bo-field-maxlength-main-0'));
    expect(last().fields[0]).toMatchObject({ name: 'title', maxLength: 80 });
    for (const text of texts) expect(validateDefinition('bo', JSON.parse(text))).toEqual([]);
  });

  it('marks the row and the cell a problem points at, and lists the problem under its table', () => {
    renderDesigner({ problems: [
      { pointer: '/fields/2/name', message: '字段“claimant”仍被表单“expenseClaim”使用（/schema/properties/claimant），不能删除或改名' },
      { pointer: '/children/0/fields', message: '字段“items.amount”在 2 条已保存的记录中有值，不能删除或改名' },
    ] });
    const rows = screen.getByTestId('bo-fields-main').querySelectorAll('tbody tr');
    expect(rows[2]!.className).toContain('is-invalid');
    expect(rows[1]!.className).not.toContain('is-invalid');
    expect(input('bo-field-name-main-2').className).toContain('arco-input-error');
    expect(input('bo-field-name-main-1').className).not.toContain('arco-input-error');
    expect(screen.getByTestId('bo-table-problems-main').textContent).toBe('第 3 行 name：字段“claimant”仍被表单“expenseClaim”使用（/schema/properties/claimant），不能删除或改名');
    expect(screen.getByTestId('bo-table-problems-0').textContent).toBe('字段“items.amount”在 2 条已保存的记录中有值，不能删除或改名');
  });

  it('speaks English on an en-US page, and says when the JSON cannot be designed', () => {
    renderDesigner({ language: 'en-US' });
    expect(screen.getByText('Main table fields')).toBeTruthy();
    expect(screen.getAllByText('Chinese label').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Add field')).toHaveLength(3);
    renderDesigner({ text: '{ "kind": "bo", ', language: 'en-US' });
    expect(screen.getByTestId('bo-designer-broken').textContent).toContain('The JSON has a syntax error');
  });
});
