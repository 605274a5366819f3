import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './list-view.stories.tsx';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fixtureSource } from './list.fixture.ts';
import { TemplateListPage } from './template-list-page.tsx';
import { EngineProvider } from '../provider/engine-provider.tsx';
import { testEngine } from '../testing/test-engine.ts';

vi.mock('./save-file.ts', () => ({ saveFile: vi.fn() }));
setProjectAnnotations(preview);
// The first Arco table of a file takes seconds in happy-dom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
const { PatentApplications, ExpenseClaims, Empty, LongList, ImportRefused, UnknownTemplate, UnregisteredFormatter, PatentApplicationsEnglish, EmptyEnglish } = composeStories(stories);

const table = () => screen.getByTestId('list-table');
const bodyRows = () => table().querySelectorAll('tbody tr.arco-table-tr');
const cellTexts = (column: number) => [...bodyRows()].map((tr) => tr.querySelectorAll('td')[column]?.textContent ?? '');
const typeIn = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  fireEvent.change(el.tagName === 'INPUT' ? el : el.querySelector('input')!, { target: { value } });
};
const confirmOk = async () => {
  const modal = await screen.findByRole('dialog');
  fireEvent.click(within(modal).getByText('确定'));
};

// Arco tables render slowly in happy-dom on a shared two-core machine.
describe('ListView', { timeout: 30_000 }, () => {
  it('shows the columns of the display fields, formatted, and the first page of 10', async () => {
    render(<PatentApplications />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('申请编号', { selector: 'th *' })).toBeTruthy();
    expect(screen.getByText('共 35 条')).toBeTruthy();
    // column 0 is the checkbox, 3 the approval (beside the number and title); dates cut to 10 characters; dictionary keys and org ids as names
    expect(cellTexts(3)[0]).toBe('未提交');
    expect(cellTexts(6)[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cellTexts(4)[0]).toBe('发明专利');
    await waitFor(() => expect(cellTexts(5)[0]).toBe('计算机学院'));
  });

  it('searches with the condition fields and resets', async () => {
    render(<PatentApplications />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    typeIn('list-condition-title', '芯片');
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(screen.getByText('共 5 条')).toBeTruthy());
    expect(cellTexts(2).every((title) => title.includes('芯片'))).toBe(true);
    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(screen.getByText('共 35 条')).toBeTruthy());
  });

  it('pages and sorts on the source', async () => {
    render(<PatentApplications />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByText('4', { selector: '.arco-pagination-item' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    fireEvent.click(screen.getByText('申请编号', { selector: 'th *' }));
    await waitFor(() => expect(cellTexts(1)[0]).toBe('ZLSQ20241000'));
  });

  it('keeps the selection across pages and deletes it after 确定删除吗？', async () => {
    render(<PatentApplications />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('toolbar-delete'));
    await screen.findByText('请至少选择一条数据');
    const check = (row: number) => fireEvent.click(bodyRows()[row]!.querySelector('input[type=checkbox]')!);
    check(0);
    fireEvent.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    await waitFor(() => expect(cellTexts(1)[0]).toBe('ZLSQ20241010'));
    check(0);
    expect(screen.getByTestId('list-selection').textContent).toContain('已选择 2 条');
    fireEvent.click(screen.getByTestId('toolbar-delete'));
    await screen.findByText('确定删除吗？');
    await confirmOk();
    await waitFor(() => expect(screen.getByText('共 33 条')).toBeTruthy());
    expect(screen.queryByTestId('list-selection')).toBeNull();
  });

  it('asks 是否确定删除 [name] ? before deleting one row', async () => {
    render(<PatentApplications />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const name = cellTexts(1)[0];
    fireEvent.click(bodyRows()[0]!.querySelector('[data-testid="row-delete"]')!);
    await screen.findByText(`是否确定删除 [${name}] ?`);
    await confirmOk();
    await waitFor(() => expect(screen.getByText('共 34 条')).toBeTruthy());
  });

  it('opens the edit form route of the row', async () => {
    render(<PatentApplications />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(bodyRows()[0]!.querySelector('[data-testid="row-edit"]')!);
    expect((await screen.findByTestId('landed')).textContent).toBe('/statement/template/form/patentApplyList/edit?id=00000000-0000-4000-8000-000000000001');
  });

  it('shows each record\'s approval, opens its instance, and keeps a record in approval from being submitted again', async () => {
    const opened: string[] = [];
    render(<PatentApplications engine={testEngine({ openProcessWindow: (path) => void opened.push(path) })} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const flowCell = (row: number) => bodyRows()[row]!.querySelector('[data-testid="row-flow"]')!;
    expect([0, 1, 2].map((row) => flowCell(row).textContent)).toEqual(['未提交', '审批中 · 学院领导审批', '已结束']);
    const submit = (row: number) => bodyRows()[row]!.querySelector('[data-testid="row-startFlow"]') as HTMLButtonElement;
    expect([submit(0).disabled, submit(1).disabled, submit(2).disabled]).toEqual([false, true, false]);
    fireEvent.click(flowCell(1));
    // The shell opens it in its process popup (src/app/engine: window.open of /inst/901?newPage=1).
    expect(opened).toEqual(['/inst/901']);
  });

  it('reads the page again when a process popup reports a change (a revoked or ended approval shows at once)', async () => {
    const source = fixtureSource('patentApplyList', 12);
    const loadPage = vi.spyOn(source, 'loadPage');
    // The shell reports a popup's change (the app's provider: a same-origin pp-flow-changed message, tested there).
    const listeners = new Set<() => void>();
    const engine = testEngine({ onFlowChanged: (listener) => (listeners.add(listener), () => void listeners.delete(listener)) });
    render(
      <EngineProvider services={engine}>
        <MemoryRouter initialEntries={['/statement/template/preview/patentApplyList']}>
          <Routes><Route path="/statement/template/preview/:alias" element={<TemplateListPage alias="patentApplyList" source={source} />} /></Routes>
        </MemoryRouter>
      </EngineProvider>,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const before = loadPage.mock.calls.length;
    act(() => { for (const listener of listeners) listener(); });
    await waitFor(() => expect(loadPage.mock.calls.length).toBe(before + 1));
  });

  it('starts a flow at /agentStartByKey/{defKey} with the row', async () => {
    render(<PatentApplications />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(bodyRows()[0]!.querySelector('[data-testid="row-startFlow"]')!);
    expect((await screen.findByTestId('landed')).textContent).toMatch(/^\/agentStartByKey\/patentApply\?businessKey=00000000-0000-4000-8000-000000000001/);
  });

  it('shows money, booleans and user names', async () => {
    render(<ExpenseClaims />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(cellTexts(4)[0]).toBe('1,234.50');
    expect(cellTexts(6)[0]).toBe('是');
    await waitFor(() => expect(cellTexts(3)[0]).toBe('张伟'));
  });

  it('shows 暂无信息 when there are no rows, No information in English', async () => {
    render(<Empty />);
    expect(await screen.findByText('暂无信息')).toBeTruthy();
    render(<EmptyEnglish />);
    expect(await screen.findByText('No information')).toBeTruthy();
  });

  it('draws only the rows in view on a page of 100', async () => {
    render(<LongList />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    act(() => {
      fireEvent.click(screen.getByText('10 条/页'));
    });
    fireEvent.click(await screen.findByText('100 条/页'));
    await waitFor(() => expect(screen.getByText('共 300 条')).toBeTruthy());
    await waitFor(() => expect(table().classList.contains('arco-table-virtualized')).toBe(true));
    // Virtual rows are divs; only those in view exist.
    expect(table().querySelectorAll('div.arco-table-tr, tbody tr.arco-table-tr').length).toBeLessThan(100);
  });

  it('uploads an import with a progress bar and lists the rows it refused', async () => {
    render(<ImportRefused />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('toolbar-import'));
    const input = (await screen.findByTestId('import-file')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'rows.csv')] } });
    expect(await screen.findByText('上传的附件只能是 xlsx格式!')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'rows.xlsx')] } });
    fireEvent.click(screen.getByTestId('import-start'));
    await screen.findByTestId('import-progress');
    const errors = await screen.findByTestId('import-errors');
    expect(errors.textContent).toContain('第 3 行 专利名称: 必填');
    expect(errors.textContent).toContain('第 5 行 申请日期: 必须为日期类型');
    expect(screen.getByTestId('import-report')).toBeTruthy();
  });

  it('shows an error, not a blank page, for an unknown template or formatter', async () => {
    render(<UnknownTemplate />);
    expect(await screen.findByText('列表加载失败')).toBeTruthy();
    render(<UnregisteredFormatter />);
    expect((await screen.findAllByText('定义引用了未注册的列格式：dict')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('位置：/displayFields/2/formatter').length).toBeGreaterThan(0);
  });

  it('speaks English', async () => {
    render(<PatentApplicationsEnglish />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('Request no.', { selector: 'th *' })).toBeTruthy();
    expect(screen.getAllByText('Invention patent').length).toBeGreaterThan(0);
    expect(screen.getByTestId('list-search').textContent).toBe('Search');
  });
});
