import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Message } from '@arco-design/web-react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { TaskPage } from './task-page.tsx';
import { taskFixture } from './task.fixture.ts';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';

const RT = '/runtime/task/v1';
const node = (signType: 'parallel' | 'sequence' | null) => ({
  taskId: '41', nodeId: 'leaderApprove', nodeName: '会签', nodeType: signType ? 'SIGNTASK' : 'USERTASK', isFirstNode: false, isAddSign: false,
  signType, signRule: signType ? { kind: 'all' } : null, buttons: [], rejectModes: [], form: null, fieldRights: {}, hasCopyTo: false,
  dueTime: null, overdue: false, closed: false, suspended: false, locked: false, lockedBy: null,
});

function renderTask(detail: TaskDetail, more: Replies = {}) {
  const { services, request } = fakeServices({
    [`GET ${RT}/get`]: detail,
    'GET /bpmModel/bpmWatermark/v1/getByInstId': { text: '陈院长 leader 2026-11-23', fullname: '陈院长', account: 'leader', date: '2026-11-23' },
    'GET /flow/approvalItem/v1/getApprovalByDefKeyAndTypeId': [],
    ...more,
  }, { userId: '3', account: 'leader', username: '陈院长' });
  render(<PageHarness services={services} path="/task/:taskId/:leaderId" url="/task/41/0"><TaskPage /></PageHarness>);
  return request;
}
const calls = (request: ReturnType<typeof renderTask>, path: string) =>
  request.mock.calls.filter(([, p]) => p === path).map(([, , options]) => (options as { body?: unknown }).body);
const moreMenu = async () => {
  fireEvent.click(await screen.findByTestId('task-more'));
  await screen.findByTestId('task-extra-dueTime');
};

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  for (const level of ['warning', 'success', 'error'] as const) {
    vi.spyOn(Message, level).mockImplementation((config) => {
      toasts.push(typeof config === 'string' ? config : String((config as { content: unknown }).content));
      return () => undefined;
    });
  }
});
afterEach(() => vi.restoreAllMocks());

describe('TaskPage countersign add-signers (会签任务加签)', { timeout: 30_000 }, () => {
  it('on a countersign node: picks people and calls taskSignUsers; the task stays open and reloads', async () => {
    const request = renderTask(taskFixture(), {
      [`GET ${RT}/getCurNodeProperties`]: node('parallel'),
      [`POST ${RT}/taskSignUsers`]: { state: true, message: '加签成功' },
      'POST /api/user/v1/users/queryByType': { rows: [{ id: 8, fullname: '赵代理', account: 'agent', orgName: '计算机学院' }], total: 1 },
    });
    await waitFor(() => expect(calls(request, `${RT}/getCurNodeProperties`)).toHaveLength(1));
    await moreMenu();
    fireEvent.click(await screen.findByTestId('task-extra-countersignSigners'));
    const dialog = await screen.findByTestId('task-countersignSigners-dialog');
    const modal = dialog.closest('.arco-modal') as HTMLElement;
    expect(within(modal).getByText('会签任务加签')).toBeTruthy();

    fireEvent.click(within(modal).getByText('选择'));
    const row = await screen.findByText('赵代理');
    fireEvent.click(row.closest('tr')!.querySelector('input')!);
    fireEvent.click(within([...document.querySelectorAll('.arco-modal')].at(-1) as HTMLElement).getByText('确定'));
    await waitFor(() => expect(within(dialog).getByText('赵代理')).toBeTruthy());
    fireEvent.change(within(dialog).getByTestId('task-dialog-opinion'), { target: { value: '请一并会签' } });
    fireEvent.click(within(modal).getByText('确定'));
    await waitFor(() => expect(calls(request, `${RT}/taskSignUsers`)).toEqual([{ taskId: 41, userIds: [8], opinion: '请一并会签' }]));
    await waitFor(() => expect(toasts).toContain('加签成功'));
    await waitFor(() => expect(calls(request, `${RT}/get`).length).toBeGreaterThan(1), { timeout: 3000 });
    expect(screen.getByTestId('task-btn-agree')).toBeTruthy();
  });

  it('is not offered on a node that is not a countersign', async () => {
    const request = renderTask(taskFixture(), { [`GET ${RT}/getCurNodeProperties`]: node(null) });
    await waitFor(() => expect(calls(request, `${RT}/getCurNodeProperties`)).toHaveLength(1));
    await moreMenu();
    expect(screen.queryByTestId('task-extra-countersignSigners')).toBeNull();
  });

  it('is not offered on a child task (an added signer or an inquiry answers; it cannot add signers)', async () => {
    const request = renderTask(taskFixture({ parentTaskId: '40' }, { isAddSign: true }), { [`GET ${RT}/getCurNodeProperties`]: node('parallel') });
    await screen.findByTestId('task-buttons');
    fireEvent.click(screen.getByTestId('task-more'));
    await screen.findByTestId('task-extra-follow');
    expect(screen.queryByTestId('task-extra-countersignSigners')).toBeNull();
    expect(calls(request, `${RT}/getCurNodeProperties`)).toEqual([]);
  });
});
