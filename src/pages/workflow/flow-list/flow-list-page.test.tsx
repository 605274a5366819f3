import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FakeEventSource, fakeFetch, FlowHarness, flowServices } from '../../../app/workflow/flow-services.fixture.tsx';
import { FlowListPage } from './flow-list-page.tsx';

const flow = (id: string, defKey: string, name: string) => ({ id, defId: id, defKey, name, version: 1, deployTime: '2026-01-01T00:00:00.000Z' });
const FLOWS = [flow('5', 'patentApply', '专利申请审批'), flow('6', 'annualFee', '年费缴纳审批')];

function renderPage(leaders: { id: string; name: string }[]) {
  const fetch = fakeFetch(({ path, query }) => {
    if (path.endsWith('/flow/def/v1/listJson')) return { body: { rows: FLOWS, page: 1, pageSize: 1000 } };
    if (path.endsWith('/getSecretaryByUserId')) return { body: leaders };
    if (path.endsWith('/getMyOftenFlow')) return { body: [] };
    if (path.endsWith('/flowHasStartRights')) {
      return query.get('defKey') === 'annualFee'
        ? { body: { state: false, message: '无启动权限，请联系管理员', value: false } }
        : { body: { state: true, message: '', value: true } };
    }
    return undefined;
  });
  render(<FlowHarness services={flowServices(fetch)}><FlowListPage /></FlowHarness>);
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
