import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FakeEventSource, fakeFetch, FlowHarness, flowServices } from '../../../app/workflow/flow-services.fixture.tsx';
import { FlowListPage } from './flow-list-page.tsx';

const flow = (id: string, defKey: string, name: string, typeId: string | null, typeName: string | null) =>
  ({ id, defId: id, defKey, name, version: 1, deployTime: '2026-01-01T00:00:00.000Z', typeId, typeName });
const FLOWS = [
  flow('5', 'patentApply', '专利申请审批', '1', '专利业务'), flow('7', 'agencyEntrust', '代理机构委托', '1', '专利业务'),
  flow('6', 'annualFee', '年费缴纳审批', '2', '费用'), flow('8', 'leave', '请假', null, null),
];

function renderPage(leaders: { id: string; name: string }[], language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const fetch = fakeFetch(({ path, query }) => {
    if (path === '/api/bpm-runtime/runtime/instance/v1/getHasAuthFlowList') return { body: { rows: FLOWS, page: 1, pageSize: 1000 } };
    if (path.endsWith('/getSecretaryByUserId')) return { body: leaders };
    if (path.endsWith('/getMyOftenFlow')) return { body: [] };
    if (path.endsWith('/flowHasStartRights')) {
      return query.get('defKey') === 'annualFee'
        ? { body: { state: false, message: '无启动权限，请联系管理员', value: false } }
        : { body: { state: true, message: '', value: true } };
    }
    return undefined;
  });
  render(<FlowHarness services={flowServices(fetch, {}, language)}><FlowListPage /></FlowHarness>);
  const calls = (suffix: string) => fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname.endsWith(suffix));
  return { calls };
}

describe('FlowListPage', () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    FakeEventSource.install();
    open = vi.fn(() => null);
    vi.stubGlobal('open', open);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('filters the flows by name and says so when none matches', async () => {
    renderPage([]);
    await screen.findByTestId('flow-tile-patentApply');
    const search = screen.getByTestId('flow-catalog-search').querySelector('input') ?? screen.getByTestId('flow-catalog-search');
    fireEvent.change(search, { target: { value: '年费' } });
    expect(screen.queryByTestId('flow-tile-patentApply')).toBeNull();
    expect(screen.getByTestId('flow-tile-annualFee')).toBeTruthy();
    fireEvent.change(search, { target: { value: '不存在的流程' } });
    expect(screen.getByTestId('flow-catalog-empty').textContent).toBe('抱歉，没有找到匹配的流程...');
  });

  it('reads the startable flows in one call, never one start-rights check per flow', async () => {
    const { calls } = renderPage([]);
    await screen.findByTestId('flow-tile-leave');
    expect(calls('/getHasAuthFlowList')).toHaveLength(1);
    expect(calls('/flowHasStartRights')).toHaveLength(0);
    expect(calls('/flow/def/v1/listJson')).toHaveLength(0);
  });

  it('shows the flows by category: 全部 and each category with its count, the uncategorised as 其他', async () => {
    renderPage([]);
    await screen.findByTestId('flow-tile-patentApply');
    expect(screen.getByTestId('flow-category-all').textContent).toBe('全部（4）');
    expect(screen.getByTestId('flow-category-1').textContent).toBe('专利业务（2）');
    expect(screen.getByTestId('flow-category-none').textContent).toBe('其他（1）');
    expect(screen.getByTestId('flow-tile-type-annualFee').textContent).toBe('费用');
    fireEvent.click(screen.getByText('专利业务（2）'));
    await waitFor(() => expect(screen.queryByTestId('flow-tile-annualFee')).toBeNull());
    expect(screen.getByTestId('flow-tile-agencyEntrust')).toBeTruthy();
    expect(screen.queryByTestId('flow-tile-leave')).toBeNull();
    expect(screen.getByTestId('flow-catalog-total').textContent).toBe('共 2 个流程');
    fireEvent.click(screen.getByText('其他（1）'));
    await waitFor(() => expect(screen.getByTestId('flow-tile-leave')).toBeTruthy());
    expect(screen.queryByTestId('flow-tile-patentApply')).toBeNull();
  });

  it('labels the category bar in English', async () => {
    renderPage([], 'en-US');
    await screen.findByTestId('flow-tile-patentApply');
    expect(screen.getByTestId('flow-category-all').textContent).toBe('All (4)');
    expect(screen.getByTestId('flow-category-none').textContent).toBe('Other (1)');
  });

  it('refuses a flow without start rights with the server\'s message and opens nothing', async () => {
    renderPage([]);
    fireEvent.click(await screen.findByTestId('flow-tile-annualFee'));
    expect(await screen.findByText('无启动权限，请联系管理员')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the start page for oneself (leader 0) in the popup', async () => {
    renderPage([]);
    fireEvent.click(await screen.findByTestId('flow-tile-patentApply'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0]![0]).toBe('/agentStart/5/0?newPage=1');
  });

  it('asks a secretary whom to start for, insisting on a choice', async () => {
    renderPage([{ id: '31', name: '陈院长' }]);
    fireEvent.click(await screen.findByTestId('flow-tile-patentApply'));
    fireEvent.click(await screen.findByTestId('start-for-ok'));
    expect(screen.getByTestId('start-for-missing').textContent).toBe('请选择一个发起人');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('陈院长'));
    fireEvent.click(screen.getByTestId('start-for-ok'));
    expect(open.mock.calls[0]![0]).toBe('/agentStart/5/31?newPage=1');
  });
});
