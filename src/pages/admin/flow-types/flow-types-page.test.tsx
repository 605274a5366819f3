import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, FlowHarness, flowServices } from '../../../app/workflow/flow-services.fixture.tsx';
import type { FlowTypeRow } from '../../../app/api/flow-types.ts';
import { FlowTypesPage } from './flow-types-page.tsx';

const MODEL = '/api/bpm-model';
const flow = (defKey: string, name: string, typeId: string | null) =>
  ({ id: defKey, defId: defKey, defKey, name, version: 1, deployTime: '2026-01-01T00:00:00.000Z', typeId, typeName: null });

/** A small stateful server: the categories and flows change as the page's commands arrive. */
function renderPage(language: 'zh-CN' | 'en-US' = 'zh-CN') {
  let types: FlowTypeRow[] = [
    { id: '1', typeKey: 'patentBusiness', name: { 'zh-CN': '专利业务', 'en-US': 'Patent business' }, sn: 0, flowCount: 2 },
    { id: '2', typeKey: 'fees', name: { 'zh-CN': '费用' }, sn: 1, flowCount: 0 },
  ];
  const flows = [flow('patentApply', '专利申请审批', '1'), flow('agencyEntrust', '代理机构委托', '1'), flow('leave', '请假', null)];
  const fetch = fakeFetch(({ method, path, query, body }) => {
    if (path === `${MODEL}/flow/type/v1/list`) return { body: types };
    if (path === `${MODEL}/flow/def/v1/listJson`) return { body: { rows: flows, page: 1, pageSize: 500 } };
    if (path === `${MODEL}/flow/type/v1/remove` && method === 'DELETE') {
      const type = types.find((row) => row.id === query.get('id'))!;
      if (type.flowCount > 0) return { status: 400, body: { state: false, message: `分类“${type.name['zh-CN']}”下还有 ${type.flowCount} 个流程，请先将它们移到其他分类后再删除` } };
      types = types.filter((row) => row !== type);
      return { body: { state: true, message: '删除成功' } };
    }
    if (path === `${MODEL}/flow/type/v1/sort`) {
      const ids = (body as { ids: number[] }).ids.map(String);
      types = ids.map((id, sn) => ({ ...types.find((row) => row.id === id)!, sn }));
      return { body: { state: true, message: '排序已保存' } };
    }
    if (path === `${MODEL}/flow/type/v1/setFlowType`) {
      const { defKey, typeId } = body as { defKey: string; typeId: number | null };
      flows.find((f) => f.defKey === defKey)!.typeId = typeId === null ? null : String(typeId);
      return { body: { state: true, message: '流程分类已更新' } };
    }
    if (path === `${MODEL}/flow/type/v1/add`) {
      const added = body as { typeKey: string; name: FlowTypeRow['name'] };
      types = [...types, { id: '3', ...added, sn: types.length, flowCount: 0 }];
      return { body: { state: true, message: '保存成功', value: '3' } };
    }
    return undefined;
  });
  render(<FlowHarness services={flowServices(fetch, {}, language)}><FlowTypesPage /></FlowHarness>);
  const sent = (suffix: string) => fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname.endsWith(suffix))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { sent };
}

const rowsText = () => [...screen.getByTestId('flow-type-table').querySelectorAll('tbody tr')].map((tr) => tr.textContent);

describe('FlowTypesPage', { timeout: 30_000 }, () => {
  it('lists the categories in order with both names, key and flow count, and each flow with its category', async () => {
    renderPage();
    await screen.findByTestId('flow-type-count-patentBusiness');
    expect(rowsText()).toEqual(['专利业务Patent businesspatentBusiness2编辑删除', '费用fees0编辑删除']);
    expect(within(screen.getByTestId('flow-category-patentApply')).getByText('专利业务')).toBeTruthy();
    expect(within(screen.getByTestId('flow-category-leave')).getByText('未分类')).toBeTruthy();
  });

  it('shows the server\'s refusal when a category still holds flows, and deletes an empty one', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('flow-type-remove-patentBusiness'));
    fireEvent.click(await waitFor(() => document.querySelector<HTMLElement>('.arco-popconfirm .arco-btn-primary')!));
    expect(await screen.findByText('分类“专利业务”下还有 2 个流程，请先将它们移到其他分类后再删除')).toBeTruthy();
    expect(rowsText()).toHaveLength(2);

    fireEvent.click(screen.getByTestId('flow-type-remove-fees'));
    await waitFor(() => expect(document.querySelectorAll('.arco-popconfirm .arco-btn-primary').length).toBeGreaterThan(0));
    const confirms = document.querySelectorAll<HTMLElement>('.arco-popconfirm .arco-btn-primary');
    fireEvent.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(rowsText()).toEqual(['专利业务Patent businesspatentBusiness2编辑删除']));
  });

  it('moves a flow to another category from its select', async () => {
    const { sent } = renderPage();
    fireEvent.click(within(await screen.findByTestId('flow-category-leave')).getByText('未分类'));
    const option = await waitFor(() => [...document.querySelectorAll<HTMLElement>('.arco-select-option')].find((o) => o.textContent === '费用')!);
    fireEvent.click(option);
    await waitFor(() => expect(sent('/flow/type/v1/setFlowType')).toEqual([{ defKey: 'leave', typeId: 2 }]));
    expect(await screen.findByText('流程分类已更新')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('flow-category-leave')).getByText('费用')).toBeTruthy());
  });

  it('moves a category down by sending the whole new order', async () => {
    const { sent } = renderPage();
    fireEvent.click(await screen.findByTestId('flow-type-down-patentBusiness'));
    await waitFor(() => expect(sent('/flow/type/v1/sort')).toEqual([{ ids: [2, 1] }]));
    await waitFor(() => expect(rowsText()[0]).toContain('费用'));
    expect((screen.getByTestId('flow-type-up-fees') as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a category from the dialog, names trimmed and a blank English name left out', async () => {
    const { sent } = renderPage();
    fireEvent.click(await screen.findByTestId('flow-type-add'));
    fireEvent.change(await screen.findByTestId('flow-type-key'), { target: { value: 'legal' } });
    fireEvent.change(screen.getByTestId('flow-type-name-zh'), { target: { value: ' 法务 ' } });
    fireEvent.change(screen.getByTestId('flow-type-name-en'), { target: { value: '  ' } });
    const dialog = document.querySelector<HTMLElement>('.arco-modal')!;
    fireEvent.click(dialog.querySelector<HTMLElement>('.arco-btn-primary')!);
    await waitFor(() => expect(sent('/flow/type/v1/add')).toEqual([{ typeKey: 'legal', name: { 'zh-CN': '法务' } }]));
    await screen.findByTestId('flow-type-count-legal');
  });

  it('is labelled in English, categories by their English names', async () => {
    renderPage('en-US');
    await screen.findByTestId('flow-type-count-fees');
    expect(screen.getByText('Categories')).toBeTruthy();
    expect(screen.getByText('New category')).toBeTruthy();
    expect(within(screen.getByTestId('flow-category-patentApply')).getByText('Patent business')).toBeTruthy();
    expect(within(screen.getByTestId('flow-category-leave')).getByText('Uncategorised')).toBeTruthy();
  });
});
