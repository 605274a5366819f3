import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { FakeEventSource, fakeFetch, FlowHarness, flowServices, type FetchHandler } from '../../../app/workflow/flow-services.fixture.tsx';
import { FlowCountsProvider } from '../../../app/workflow/flow-counts-context.tsx';
import { LIST_PAGES } from './list-pages.tsx';

/** The shipped definitions, as the server hands them (getBpmDataTemplateInfo). */
const shipped = (alias: string) => JSON.parse(fs.readFileSync(path.resolve('schemas/template', `${alias}.json`), 'utf8')) as Record<string, unknown>;

const row = (id: string, revoke: boolean, extra = {}) => ({
  id, taskId: `${id}0`, taskKey: 'leaderApprove', taskName: '学院领导审批', procInstId: `9${id}`, subject: `专利申请 ${id}`, defKey: 'patentApply',
  defName: '专利申请审批', creator: '张伟', instStatus: 'running', opinionStatus: 'agree', opinion: '同意', createTime: '2026-11-20T02:03:04.000Z', revoke, ...extra,
});
const COUNTS = { todo: 0, leaderTodo: 0, delegate: 0, todoRead: 0, doneRead: 0, myRead: 0, draft: 0 };

type Call = { path: string; body: { pageBean?: unknown; querys?: unknown[] } | undefined; query: URLSearchParams };

function renderDone(rows: unknown[], onCommand: FetchHandler = () => undefined, url = '/v-done') {
  const calls: Call[] = [];
  const fetch = fakeFetch((request) => {
    calls.push(request as Call);
    if (request.path.endsWith('/getBpmDataTemplateInfo')) return { body: { template: shipped('wfDone'), formKey: null, bo: null, dicts: {} } };
    if (request.path.endsWith('/runtime/counts/v1/all')) return { body: COUNTS };
    if (request.path.endsWith('/runtime/instance/v1/getDoneList')) return { body: { rows, total: rows.length, page: 1, pageSize: 10 } };
    return onCommand(request);
  });
  const Done = LIST_PAGES.done;
  render(
    <FlowHarness services={flowServices(fetch)} url={url}>
      <FlowCountsProvider>
        <Routes>
          <Route path="/v-done" element={<Done />} />
          <Route path="/v-done/:defKey" element={<Done />} />
        </Routes>
      </FlowCountsProvider>
    </FlowHarness>,
  );
  return { calls };
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/getDoneList'));

describe('the done list on the list engine (template wfDone)', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => vi.unstubAllGlobals());

  it('asks its own endpoint for the first page of 10 with the revoke check, and shows 暂无信息 when empty', async () => {
    const { calls } = renderDone([]);
    expect(await screen.findByText('暂无信息')).toBeTruthy();
    const call = listCalls(calls)[0]!;
    expect(call.query.get('isCheckRevoke')).toBe('true');
    expect(call.body?.pageBean).toEqual({ page: 1, pageSize: 10, showTotal: true });
    expect(screen.getByTestId('list-title').textContent).toBe('已办事项');
  });

  it('offers revoke and retrieve only on the rows the server marks revocable, with labels for decision and status', async () => {
    renderDone([row('1', true), row('2', false, { instStatus: 'end', opinionStatus: 'oppose' })]);
    await screen.findByText('专利申请 1');
    expect(screen.getByTestId('row-revoke-1')).toBeTruthy();
    expect(screen.getByTestId('row-retrieve-1')).toBeTruthy();
    expect(screen.queryByTestId('row-revoke-2')).toBeNull();
    expect(screen.queryByTestId('row-retrieve-2')).toBeNull();
    expect(screen.getByTestId('row-view-2')).toBeTruthy();
    const second = document.querySelector('tr[data-row-id="2"]') as HTMLElement;
    expect(within(second).getByText('反对')).toBeTruthy();
    expect(within(second).getByTestId('cell-instStatus-2').textContent).toBe('已结束');
    expect(within(second).getByText('2026-11-20', { exact: false })).toBeTruthy();
  });

  it('revokes with the reason given, shows the server message and reads the list again', async () => {
    const { calls } = renderDone([row('1', true)], ({ path: p }) => (p.endsWith('/revokeInstance') ? { body: { state: true, message: '撤回成功' } } : undefined));
    fireEvent.click(await screen.findByTestId('row-revoke-1'));
    fireEvent.change(await screen.findByTestId('revoke-dialog-text'), { target: { value: '填写有误' } });
    const before = listCalls(calls).length;
    fireEvent.click(screen.getByTestId('revoke-dialog-ok'));
    expect(await screen.findByText('撤回成功')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/revokeInstance'))?.body).toEqual({ instanceId: 91, taskId: 10, opinion: '填写有误' });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('revoke-dialog-text')).toBeNull());
  });

  it('keeps the dialog open and shows the server\'s refusal', async () => {
    renderDone([row('1', true)], ({ path: p }) => (p.endsWith('/revokeInstance') ? { status: 409, body: { state: false, message: '下一节点已处理，不能撤回' } } : undefined));
    fireEvent.click(await screen.findByTestId('row-revoke-1'));
    fireEvent.click(await screen.findByTestId('revoke-dialog-ok'));
    expect(await screen.findByText('下一节点已处理，不能撤回')).toBeTruthy();
    expect(screen.getByTestId('revoke-dialog-text')).toBeTruthy();
  });

  it('searches by subject; a standalone page lists one flow, without the flow-name search and column', async () => {
    const { calls } = renderDone([row('1', false)], undefined, '/v-done/patentApply');
    await screen.findByText('专利申请 1');
    expect(screen.queryByTestId('list-condition-defName')).toBeNull();
    expect(screen.queryByText('流程名称')).toBeNull();
    const subject = screen.getByTestId('list-condition-subject');
    fireEvent.change(subject.querySelector('input') ?? subject, { target: { value: ' 锂电池 ' } });
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
    expect(listCalls(calls)[1]!.body?.querys).toEqual([
      { property: 'subject', value: '锂电池', operation: 'LIKE' },
      { property: 'defKey', value: 'patentApply', operation: 'EQUAL' },
    ]);
  });

  it('reads the list again when a popup reports a change or a pushed counter moves', async () => {
    const { calls } = renderDone([row('1', false)]);
    await screen.findByText('专利申请 1');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.emit('counts', COUNTS));
    await waitFor(() => expect(listCalls(calls).length).toBe(1));
    const before = listCalls(calls).length;
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'pp-flow-changed' }, origin: window.location.origin })));
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, origin: window.location.origin })));
    act(() => FakeEventSource.instances[0]!.emit('counts', { ...COUNTS, todo: 1 }));
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 2));
  });
});
