import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { FakeEventSource, fakeFetch, FlowHarness, flowServices, type FetchHandler } from '../../../app/workflow/flow-services.fixture.tsx';
import { FlowCountsProvider } from '../../../app/workflow/flow-counts-context.tsx';
import { DoneListPage } from './done-list-page.tsx';

const row = (id: string, revoke: boolean, extra = {}) => ({
  id, taskId: `${id}0`, taskKey: 'leaderApprove', taskName: '学院领导审批', procInstId: `9${id}`, subject: `专利申请 ${id}`, defKey: 'patentApply',
  defName: '专利申请审批', creator: '张伟', instStatus: 'running', opinionStatus: 'agree', opinion: '同意', createTime: '2026-11-20T02:03:04.000Z', revoke, ...extra,
});
const COUNTS = { todo: 0, leaderTodo: 0, delegate: 0, todoRead: 0, doneRead: 0, myRead: 0, draft: 0 };

function renderDone(rows: unknown[], onCommand: FetchHandler = () => undefined, url = '/v-done') {
  const bodies: Call[] = [];
  const fetch = fakeFetch((request) => {
    bodies.push(request as Call);
    if (request.path.endsWith('/runtime/counts/v1/all')) return { body: COUNTS };
    if (request.path.endsWith('/runtime/instance/v1/getDoneList')) return { body: { rows, total: rows.length, page: 1, pageSize: 10 } };
    return onCommand(request);
  });
  const services = flowServices(fetch);
  render(
    <FlowHarness services={services} url={url}>
      <FlowCountsProvider>
        <Routes>
          <Route path="/v-done" element={<DoneListPage />} />
          <Route path="/v-done/:defKey" element={<DoneListPage />} />
        </Routes>
      </FlowCountsProvider>
    </FlowHarness>,
  );
  return { bodies, fetch };
}

type Call = { path: string; body: { pageBean?: unknown; querys?: unknown[] } | undefined; query: URLSearchParams };
const listCalls = (bodies: Call[]) => bodies.filter((b) => b.path.endsWith('/getDoneList'));

describe('DoneListPage', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page of 10 with the revoke check and shows 暂无信息 when empty', async () => {
    const { bodies } = renderDone([]);
    expect(await screen.findByText('暂无信息')).toBeTruthy();
    const call = listCalls(bodies)[0]!;
    expect(call.query.get('isCheckRevoke')).toBe('true');
    expect(call.body?.pageBean).toEqual({ page: 1, pageSize: 10, showTotal: true });
  });

  it('offers revoke only on the rows the server marks revocable, with labels for decision and status', async () => {
    renderDone([row('1', true), row('2', false, { instStatus: 'end', opinionStatus: 'oppose' })]);
    await screen.findByText('专利申请 1');
    expect(screen.getByTestId('done-revoke-1')).toBeTruthy();
    expect(screen.queryByTestId('done-revoke-2')).toBeNull();
    const second = screen.getByTestId('flow-row-2');
    expect(within(second).getByText('反对')).toBeTruthy();
    expect(within(second).getByText('已结束')).toBeTruthy();
  });

  it('revokes with the reason given, shows the server message and reads the list again', async () => {
    const { bodies } = renderDone([row('1', true)], ({ path }) => (path.endsWith('/revokeInstance') ? { body: { state: true, message: '撤回成功' } } : undefined));
    fireEvent.click(await screen.findByTestId('done-revoke-1'));
    fireEvent.change(await screen.findByTestId('revoke-dialog-text'), { target: { value: '填写有误' } });
    const before = listCalls(bodies).length;
    fireEvent.click(screen.getByTestId('revoke-dialog-ok'));
    expect(await screen.findByText('撤回成功')).toBeTruthy();
    expect(bodies.find((b) => b.path.endsWith('/revokeInstance'))?.body).toEqual({ instanceId: 91, taskId: 10, opinion: '填写有误' });
    await waitFor(() => expect(listCalls(bodies).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('revoke-dialog-text')).toBeNull());
  });

  it('keeps the dialog open and shows the server\'s refusal', async () => {
    renderDone([row('1', true)], ({ path }) => (path.endsWith('/revokeInstance') ? { status: 409, body: { state: false, message: '下一节点已处理，不能撤回' } } : undefined));
    fireEvent.click(await screen.findByTestId('done-revoke-1'));
    fireEvent.click(await screen.findByTestId('revoke-dialog-ok'));
    expect(await screen.findByText('下一节点已处理，不能撤回')).toBeTruthy();
    expect(screen.getByTestId('revoke-dialog-text')).toBeTruthy();
  });

  it('searches by subject, and a standalone page lists one flow', async () => {
    const { bodies } = renderDone([row('1', false)], undefined, '/v-done/patentApply');
    await screen.findByText('专利申请 1');
    expect(screen.queryByTestId('flow-search-defname')).toBeNull();
    fireEvent.change(screen.getByTestId('flow-search-subject').querySelector('input') ?? screen.getByTestId('flow-search-subject'), { target: { value: ' 锂电池 ' } });
    fireEvent.click(screen.getByTestId('flow-search-submit'));
    await waitFor(() => expect(listCalls(bodies).length).toBe(2));
    const querys = listCalls(bodies)[1]!.body?.querys;
    expect(querys).toEqual([
      { property: 'subject', value: '锂电池', operation: 'LIKE' },
      { property: 'defKey', value: 'patentApply', operation: 'EQUAL' },
    ]);
  });

  it('reads the list again when a popup reports a change or a counter moves', async () => {
    const { bodies } = renderDone([row('1', false)]);
    await screen.findByText('专利申请 1');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.emit('counts', COUNTS));
    const before = listCalls(bodies).length;
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'pp-flow-changed' }, origin: window.location.origin })));
    await waitFor(() => expect(listCalls(bodies).length).toBe(before + 1));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, origin: window.location.origin })));
    act(() => FakeEventSource.instances[0]!.emit('counts', { ...COUNTS, todo: 1 }));
    await waitFor(() => expect(listCalls(bodies).length).toBe(before + 2));
  });
});
