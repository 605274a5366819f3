import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeFetch, FlowHarness, flowServices } from '../../../../app/workflow/flow-services.fixture.tsx';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { TemplateDesigner } from './template-designer.tsx';
import { choose, drag, rows } from '../designer-actions.fixture.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const pretty = (file: string) => `${JSON.stringify(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')), null, 2)}\n`;
const CLAIMS = pretty('schemas/template/expenseClaimList.json');
const LIBRARY = pretty('schemas/template/patentLibraryList.json');
const definitionReply = (kind: string, file: string) => ({
  body: { kind, key: 'x', version: 1, isCurrent: true, comment: null, createdAt: '2026-11-01T00:00:00Z', body: JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) },
});

type Body = { displayFields: Array<Record<string, unknown>>; conditionFields: Array<Record<string, unknown>>; manageFields: Array<Record<string, unknown>>; pageSize: number };

/** The designer over a text kept as the workspace keeps it; every text it writes is recorded. */
function renderDesigner(options: { text?: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US'; focus?: { pointer: string } } = {}) {
  const texts: string[] = [];
  const fetch = fakeFetch(({ path: url, query }) => {
    if (url === '/api/form/form/definition/v1/get' && query.get('kind') === 'bo' && query.get('key') === 'expenseClaim') return definitionReply('bo', 'schemas/bo/expenseClaim.json');
    if (url === '/api/form/form/definition/v1/get' && query.get('kind') === 'query') return definitionReply('query', 'schemas/query/patentApplyStats.json');
    if (url === '/api/form/form/definition/v1/list' && query.get('kind') === 'query') {
      return { body: [{ kind: 'query', key: 'patentApplyStats', name: '专利申请查询', version: 1, schemaVersion: 1, updatedAt: '2026-11-01T00:00:00Z', updatedBy: null }] };
    }
    if (url === '/api/portal/sys/dataDict/v1/types') return { body: [] };
    return undefined;
  });
  const services = flowServices(fetch, { roles: ['sysAdmin'] }, options.language ?? 'zh-CN');
  (services.config.hosts as Record<string, string>).portal = '/api/portal';
  function Workspace() {
    const [text, setText] = useState(options.text ?? CLAIMS);
    return <TemplateDesigner text={text} onChange={(next) => { texts.push(next); setText(next); }} problems={options.problems ?? []} focus={options.focus} />;
  }
  render(<FlowHarness services={services}><Workspace /></FlowHarness>);
  const last = () => JSON.parse(texts.at(-1)!) as Body;
  return { texts, last };
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId);
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

describe('TemplateDesigner', { timeout: 30_000 }, () => {
  it('shows the columns, conditions and buttons as rows, and says where the fields to pick come from', async () => {
    renderDesigner();
    expect(rows('col')).toHaveLength(6);
    expect(rows('cond')).toHaveLength(4);
    expect(rows('btn')).toHaveLength(4);
    expect((input('tmpl-col-label-zh-1') as HTMLInputElement).value).toBe('报销事由');
    expect((input('tmpl-col-label-en-1') as HTMLInputElement).value).toBe('Purpose');
    expect(screen.getByTestId('tmpl-col-formatter-2').textContent).toContain('用户');
    expect(screen.getByTestId('tmpl-cond-control-2').textContent).toContain('日期范围');
    expect(screen.getByTestId('tmpl-source').textContent).toBe('业务对象 expenseClaim');
    await waitFor(() => expect(screen.getByTestId('tmpl-fields-origin').textContent).toBe('可选字段来自业务对象“expenseClaim”'));
    expect((input('tmpl-page-size') as HTMLInputElement).value).toBe('20');
  });

  it('adds a column and a condition from the bo\'s fields, sets width and formatter, reorders by drag: every text validates', async () => {
    const { texts, last } = renderDesigner();
    await waitFor(() => expect(screen.getByTestId('tmpl-fields-origin').textContent).toContain('expenseClaim'));
    await choose('tmpl-col-add', '所属部门 (department)');
    expect(last().displayFields[6]).toEqual({ field: 'department', label: { 'zh-CN': '所属部门', 'en-US': 'Department' }, formatter: 'org' });
    type('tmpl-col-width-6', '140');
    fireEvent.blur(input('tmpl-col-width-6'));
    expect(last().displayFields[6]).toMatchObject({ width: 140 });
    fireEvent.click(input('tmpl-col-sortable-6'));
    expect(last().displayFields[6]).toMatchObject({ sortable: true });
    await choose('tmpl-col-formatter-0', '文本');
    expect(last().displayFields[0]).toEqual({ field: 'claimNo', label: { 'zh-CN': '报销单号', 'en-US': 'Claim no.' }, formatter: 'text' });

    await choose('tmpl-cond-add', '付款时间 (paidAt)');
    expect(last().conditionFields[4]).toEqual({ field: 'paidAt', label: { 'zh-CN': '付款时间', 'en-US': 'Paid at' }, control: 'dateRange', operation: 'BETWEEN' });
    await choose('tmpl-cond-operation-0', '大于等于');
    expect(last().conditionFields[0]!.operation).toBe('GREAT_EQUAL');

    drag('col', 6, 0);
    expect(last().displayFields.map((f) => f.field)).toEqual(['department', 'claimNo', 'title', 'claimant', 'amount', 'claimDate', 'paid']);
    drag('cond', 0, 4);
    expect(last().conditionFields.map((f) => f.field)).toEqual(['amount', 'claimDate', 'paid', 'paidAt', 'title']);
    fireEvent.click(screen.getByTestId('tmpl-btn-down-0'));
    expect(last().manageFields.map((b) => b.type)).toEqual(['edit', 'add', 'detail', 'delete']);
    for (const text of texts) expect(validateDefinition('template', JSON.parse(text))).toEqual([]);
    // Keys the designer does not show stay where they were.
    expect(Object.keys(last())).toEqual(Object.keys(JSON.parse(CLAIMS)));
  });

  it('sets paging and export, adds and removes buttons, and keeps at least one column', async () => {
    const { texts, last } = renderDesigner();
    type('tmpl-page-size', '50');
    fireEvent.blur(input('tmpl-page-size'));
    expect(last().pageSize).toBe(50);
    fireEvent.click(input('tmpl-export'));
    expect(last().manageFields.at(-1)).toEqual({ type: 'export' });
    await choose('tmpl-btn-add', '链接');
    expect(last().manageFields.at(-1)).toEqual({ type: 'url', label: { 'zh-CN': '新按钮', 'en-US': 'New button' } });
    type('tmpl-btn-target-5', '/statement/template/preview/expenseClaimList');
    expect(last().manageFields[5]).toMatchObject({ url: '/statement/template/preview/expenseClaimList' });
    fireEvent.click(screen.getByTestId('tmpl-btn-remove-5'));
    fireEvent.click(input('tmpl-export'));
    expect(last().manageFields.map((b) => b.type)).toEqual(['add', 'edit', 'detail', 'delete']);
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByTestId('tmpl-col-remove-0'));
    expect(last().displayFields.map((f) => f.field)).toEqual(['paid']);
    expect((screen.getByTestId('tmpl-col-remove-0') as HTMLButtonElement).disabled).toBe(true);
    for (const text of texts) expect(validateDefinition('template', JSON.parse(text))).toEqual([]);
  });

  it('picks a view template\'s fields from the custom queries over its view', async () => {
    const { last } = renderDesigner({ text: LIBRARY });
    await waitFor(() => expect(screen.getByTestId('tmpl-fields-origin').textContent).toBe('可选字段来自视图“patentLibrary”上的自定义查询和本模板已用的字段；也可直接输入字段名'));
    await choose('tmpl-cond-add', '专利类型 (type)');
    expect(last().conditionFields[2]).toEqual({ field: 'type', label: { 'zh-CN': '专利类型', 'en-US': 'Type' }, control: 'text', operation: 'LIKE' });
    expect(validateDefinition('template', last())).toEqual([]);
  });

  it('marks the row and the cell a problem points at, lists it under its table, and brings a focused row into view', () => {
    const scrolled: string[] = [];
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolled.push(this.getAttribute('data-testid') ?? ''); };
    onTestFinished(() => { Element.prototype.scrollIntoView = before; });
    renderDesigner({
      problems: [
        { pointer: '/displayFields/2/field', message: '字段“claimer”在业务对象“expenseClaim”中不存在' },
        { pointer: '/conditionFields', message: '条件过多' },
        { pointer: '/pageSize', message: '必须 >= 1' },
      ],
      focus: { pointer: '/displayFields/2/field' },
    });
    const colRows = rows('col');
    expect(colRows[2]!.className).toContain('is-invalid');
    expect(colRows[1]!.className).not.toContain('is-invalid');
    expect(screen.getByTestId('tmpl-col-field-2').querySelector('.arco-select')?.className ?? screen.getByTestId('tmpl-col-field-2').className).toContain('error');
    expect(screen.getByTestId('tmpl-col-problems').textContent).toBe('第 3 行 field：字段“claimer”在业务对象“expenseClaim”中不存在');
    expect(screen.getByTestId('tmpl-cond-problems').textContent).toBe('条件过多');
    expect(screen.getByTestId('tmpl-head-problems').textContent).toBe('pageSize：必须 >= 1');
    expect(scrolled).toContain('tmpl-col-row-2');
  });

  it('speaks English on an en-US page, and says when the JSON cannot be designed', async () => {
    renderDesigner({ language: 'en-US' });
    expect(screen.getByText('Columns')).toBeTruthy();
    expect(screen.getByText('Buttons and row actions')).toBeTruthy();
    expect(screen.getByTestId('tmpl-source').textContent).toBe('Business object expenseClaim');
    await waitFor(() => expect(screen.getByTestId('tmpl-fields-origin').textContent).toBe('Fields to pick come from the business object "expenseClaim"'));
    renderDesigner({ text: '{ "kind": "template", ', language: 'en-US' });
    expect(screen.getByTestId('tmpl-designer-broken').textContent).toContain('The JSON has a syntax error');
  });
});
