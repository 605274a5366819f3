import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeFetch, FlowHarness, flowServices } from '../../../../app/workflow/flow-services.fixture.tsx';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { MenuDesigner } from './menu-designer.tsx';
import { choose } from '../designer-actions.fixture.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SHIPPED = `${JSON.stringify(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/menu/formsMenu.json'), 'utf8')), null, 2)}\n`;
const summary = (kind: string, key: string, name: string) => ({ kind, key, name, version: 1, schemaVersion: 1, updatedAt: '2026-11-01T00:00:00Z', updatedBy: null });

type Entry = { alias: string; name: Record<string, string>; path?: string; icon?: string; roles?: string[]; hidden?: boolean; children?: Entry[] };
type Body = { alias: string; name: Record<string, string>; items: Entry[] };

/** The designer over a text kept as the workspace keeps it; every text it writes is recorded. */
function renderDesigner(options: { text?: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US'; focus?: { pointer: string } } = {}) {
  const texts: string[] = [];
  const fetch = fakeFetch(({ path: url, query }) => {
    if (url === '/api/form/form/definition/v1/list') {
      const kind = query.get('kind');
      if (kind === 'template') return { body: [summary('template', 'expenseClaimList', '费用报销'), summary('template', 'patentApplyList', '专利申请')] };
      if (kind === 'query') return { body: [summary('query', 'patentApplyStats', '专利申请查询')] };
      if (kind === 'chart') return { body: [summary('chart', 'patentTrend', '专利趋势')] };
      if (kind === 'form') return { body: [summary('form', 'expenseClaim', '报销单')] };
    }
    if (url === '/api/uc/api/role/v1/roles') {
      return { body: { rows: [{ id: 1, code: 'sysAdmin', name: '系统管理员' }, { id: 2, code: 'IPgly', name: '知识产权管理员' }, { id: 3, code: 'ptyh', name: '普通用户' }], total: 3 } };
    }
    return undefined;
  });
  const services = flowServices(fetch, { roles: ['sysAdmin'] }, options.language ?? 'zh-CN');
  function Workspace() {
    const [text, setText] = useState(options.text ?? SHIPPED);
    return <MenuDesigner text={text} onChange={(next) => { texts.push(next); setText(next); }} problems={options.problems ?? []} focus={options.focus} />;
  }
  render(<FlowHarness services={services}><Workspace /></FlowHarness>);
  const last = () => JSON.parse(texts.at(-1)!) as Body;
  return { texts, last };
}

const input = (testId: string) => (screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId)) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const node = (key: string) => screen.getByTestId(`menu-node-${key}`);
const select = (key: string) => fireEvent.click(node(key));

describe('MenuDesigner', { timeout: 30_000 }, () => {
  it('shows the menu as a tree and the selected entry\'s properties', async () => {
    renderDesigner();
    expect(node('0').textContent).toContain('表单中心');
    expect(node('0-1').textContent).toContain('费用报销');
    expect(node('0-1').textContent).toContain('/statement/template/preview/expenseClaimList');
    expect(input('menu-name-zh').value).toBe('表单中心');
    expect(input('menu-entry-alias').value).toBe('forms');
    select('0-1');
    expect(input('menu-entry-alias').value).toBe('expenseClaimList');
    expect(input('menu-entry-name-en').value).toBe('Expense claims');
    expect(input('menu-entry-path').value).toBe('/statement/template/preview/expenseClaimList');
    await waitFor(() => expect(screen.getByTestId('menu-entry-target').textContent).toContain('费用报销 (expenseClaimList)'));
    // A path under another group still shows the definition it opens.
    type('menu-entry-path', '/zlgl/template/preview/patentApplyList');
    expect(screen.getByTestId('menu-entry-target').textContent).toContain('专利申请 (patentApplyList)');
  });

  it('adds an entry opening a list template, names it in both languages, picks its icon and roles: every text validates', async () => {
    const { texts, last } = renderDesigner();
    select('0');
    fireEvent.click(screen.getByTestId('menu-add-child'));
    expect(last().items[0]!.children![2]).toEqual({ alias: 'entry', name: { 'zh-CN': '新菜单', 'en-US': 'New entry' } });
    expect(input('menu-entry-alias').value).toBe('entry');
    type('menu-entry-name-zh', '专利申请列表');
    type('menu-entry-name-en', 'Patent application list');
    await choose('menu-entry-target', '专利申请 (patentApplyList)');
    await choose('menu-entry-icon', '文件');
    await choose('menu-entry-roles', '知识产权管理员 (IPgly)');
    expect(last().items[0]!.children![2]).toEqual({
      alias: 'entry', name: { 'zh-CN': '专利申请列表', 'en-US': 'Patent application list' }, path: '/statement/template/preview/patentApplyList', icon: 'file', roles: ['IPgly'],
    });
    await choose('menu-entry-target', '专利申请查询 (patentApplyStats)');
    expect(last().items[0]!.children![2]!.path).toBe('/statement/customQuery/patentApplyStats');
    await choose('menu-entry-target', '待办事项 (/v-flow/v-todo)');
    expect(last().items[0]!.children![2]!.path).toBe('/v-flow/v-todo');
    fireEvent.click(input('menu-entry-hidden'));
    expect(last().items[0]!.children![2]!.hidden).toBe(true);
    fireEvent.click(input('menu-entry-hidden'));
    expect('hidden' in last().items[0]!.children![2]!).toBe(false);

    // A sibling gets the next free alias; an alias another entry has is refused and named.
    fireEvent.click(screen.getByTestId('menu-add-sibling'));
    expect(last().items[0]!.children![3]!.alias).toBe('entry2');
    type('menu-entry-alias', 'forms');
    expect(screen.getByTestId('menu-entry-alias-problem').textContent).toBe('别名“forms”已被其他菜单项使用');
    fireEvent.blur(input('menu-entry-alias'));
    expect(last().items[0]!.children![3]!.alias).toBe('entry2');
    type('menu-entry-alias', 'claimsEntry');
    fireEvent.blur(input('menu-entry-alias'));
    expect(last().items[0]!.children![3]!.alias).toBe('claimsEntry');

    for (const text of texts) expect(validateDefinition('menu', JSON.parse(text))).toEqual([]);
    // Keys the designer does not show stay where they were.
    expect(Object.keys(last())).toEqual(Object.keys(JSON.parse(SHIPPED)));
  });

  it('moves entries with the toolbar, refuses a fourth level, and deletes after a confirmation', async () => {
    const { texts, last } = renderDesigner();
    select('0-1');
    fireEvent.click(screen.getByTestId('menu-up'));
    expect(last().items[0]!.children!.map((e) => e.alias)).toEqual(['expenseClaimList', 'patentApplyList']);
    expect(node('0-0').className).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-add-child'));
    expect(last().items[0]!.children![0]!.children!.map((e) => e.alias)).toEqual(['entry']);
    expect((screen.getByTestId('menu-add-child') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('menu-add-top'));
    expect(last().items.map((e) => e.alias)).toEqual(['forms', 'entry2']);
    select('0');
    fireEvent.click(screen.getByTestId('menu-remove'));
    await waitFor(() => expect(document.querySelector('.arco-popconfirm')?.textContent).toContain('删除菜单“表单中心”及其 3 个下级菜单？'));
    fireEvent.click(document.querySelector('.arco-popconfirm .arco-btn-primary')!);
    expect(last().items.map((e) => e.alias)).toEqual(['entry2']);
    for (const text of texts) expect(validateDefinition('menu', JSON.parse(text))).toEqual([]);
  });

  it('moves an entry by dragging it onto another in the tree', () => {
    const { texts, last } = renderDesigner();
    fireEvent.click(screen.getByTestId('menu-add-top'));
    // Drop "专利申请" onto the new top-level entry: it becomes its child.
    const dragged = node('0-0').closest('.arco-tree-node')!;
    const target = node('1').closest('.arco-tree-node')!;
    fireEvent.dragStart(dragged.querySelector('[draggable]') ?? dragged, { dataTransfer: { setData: () => undefined, effectAllowed: '' } });
    fireEvent.dragEnter(target.querySelector('.arco-tree-node-title') ?? target);
    fireEvent.dragOver(target.querySelector('.arco-tree-node-title') ?? target);
    fireEvent.drop(target.querySelector('.arco-tree-node-title') ?? target);
    expect(last().items.map((e) => [e.alias, (e.children ?? []).map((c) => c.alias)])).toEqual([['forms', ['expenseClaimList']], ['entry', ['patentApplyList']]]);
    for (const text of texts) expect(validateDefinition('menu', JSON.parse(text))).toEqual([]);
  });

  it('marks the entry a problem points at, lists it under the tree, and selects a focused entry', () => {
    const scrolled: string[] = [];
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolled.push(this.getAttribute('data-testid') ?? ''); };
    onTestFinished(() => { Element.prototype.scrollIntoView = before; });
    renderDesigner({
      problems: [{ pointer: '/items/0/children/1/path', message: '长度不能超过 500' }, { pointer: '/name', message: '必填' }],
      focus: { pointer: '/items/0/children/1/path' },
    });
    expect(node('0-1').className).toContain('is-invalid');
    expect(node('0-0').className).not.toContain('is-invalid');
    expect(screen.getByTestId('menu-entry-problems').textContent).toBe('费用报销 path：长度不能超过 500');
    expect(screen.getByTestId('menu-head-problems').textContent).toBe('name：必填');
    expect(input('menu-entry-alias').value).toBe('expenseClaimList');
    expect(screen.getByTestId('menu-entry-path').className).toContain('error');
    expect(scrolled).toContain('menu-node-0-1');
  });

  it('warns when a path names a definition the tenant lacks, speaks English on an en-US page, and says when the JSON cannot be designed', async () => {
    renderDesigner({ language: 'en-US' });
    expect(screen.getByText('Menu tree')).toBeTruthy();
    select('0-0');
    type('menu-entry-path', '/statement/chart/nothing');
    await waitFor(() => expect(screen.getByTestId('menu-entry-path-missing').textContent).toBe('The path names the chart "nothing", which does not exist'));
    renderDesigner({ text: '{ "kind": "menu", ', language: 'en-US' });
    expect(screen.getByTestId('menu-designer-broken').textContent).toContain('The JSON has a syntax error');
  });
});
