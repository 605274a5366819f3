import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Message } from '@arco-design/web-react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { TaskPage } from './task-page.tsx';
import { taskFixture } from './task.fixture.ts';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';

const RT = '/runtime/task/v1';

function renderTask(detail: TaskDetail, more: Replies = {}, url = '/task/41/0') {
  const { services, request } = fakeServices({
    [`GET ${RT}/get`]: detail,
    'GET /bpmModel/bpmWatermark/v1/getByInstId': { text: '陈院长 leader 2026-11-23', fullname: '陈院长', account: 'leader', date: '2026-11-23' },
    'GET /flow/approvalItem/v1/getApprovalByDefKeyAndTypeId': [{ id: '1', expression: '同意，请继续办理', defKey: null, isPublic: true, sn: 1 }],
    ...more,
  }, { userId: '3', account: 'leader', username: '陈院长' });
  render(<PageHarness services={services} path="/task/:taskId/:leaderId" url={url}><TaskPage /></PageHarness>);
  return request;
}
const calls = (request: ReturnType<typeof renderTask>, path: string) =>
  request.mock.calls.filter(([, p]) => p === path).map(([, , options]) => (options as { body?: unknown }).body);
const modal = () => document.querySelector('.arco-modal') as HTMLElement;
const clickOk = () => fireEvent.click(within(modal()).getByText('确定'));

const toasts: string[] = [];
const said = (text: string) => waitFor(() => expect(toasts).toContain(text));
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

describe('TaskPage buttons', () => {
  it('draws the server\'s buttons in its order with its names; resume only when hung up', async () => {
    renderTask(taskFixture({}, { buttons: [...taskFixture().buttons, { alias: 'correct', name: '更正' }] }));
    const bar = await screen.findByTestId('task-buttons');
    const names = [...bar.querySelectorAll('button[data-testid^="task-btn-"]')].map((b) => b.textContent);
    expect(names).toEqual(['同意', '反对', '驳回', '驳回到发起人', '加签', '征询', '沟通', '转办', '抄送', '流程图', '审批历史', '打印',
      '流转', '保存', '锁定/解锁', '结束流程', '挂起']);
    expect(screen.getByTestId('task-subject').textContent).toBe('一种锂电池专利申请');
    expect(screen.getByTestId('task-status').textContent).toBe('待办');
  });

  it('a hung-up task offers resume and keeps the handling buttons disabled', async () => {
    renderTask(taskFixture({ suspended: true }));
    await screen.findByTestId('task-buttons');
    expect(screen.queryByTestId('task-btn-hangUp')).toBeNull();
    expect((screen.getByTestId('task-btn-cancelHangUp') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('task-btn-agree') as HTMLButtonElement).disabled).toBe(true);
  });

  it('restores the saved opinion and adds an approval phrase to it', async () => {
    renderTask(taskFixture({ draftOpinion: '初步同意' }));
    const box = await screen.findByTestId('task-opinion') as HTMLTextAreaElement;
    expect(box.value).toBe('初步同意');
    fireEvent.click(screen.getByTestId('task-phrases').querySelector('.arco-select-view') ?? screen.getByTestId('task-phrases'));
    fireEvent.click(await screen.findByText('同意，请继续办理'));
    expect(box.value).toBe('初步同意\n同意，请继续办理');
  });
});

describe('TaskPage leader choice', () => {
  const leaders = [{ id: '5', name: '刘主任' }, { id: '6', name: '赵处长' }];

  it('asks whom to approve for before acting, then sends the chosen leader', async () => {
    const request = renderTask(taskFixture({}, { leaders }), { [`POST ${RT}/complete`]: { state: true, message: '办理成功', instId: '9', ended: false } });
    fireEvent.click(await screen.findByTestId('task-btn-agree'));
    await said('请选择代为审批的领导');
    expect(document.querySelector('.arco-modal')).toBeNull();

    fireEvent.click(screen.getByTestId('task-leader-choice').querySelector('.arco-select-view')!);
    fireEvent.click(await screen.findByText('赵处长'));
    fireEvent.click(screen.getByTestId('task-btn-agree'));
    await screen.findByTestId('task-agree-dialog');
    clickOk();
    await waitFor(() => expect(calls(request, `${RT}/complete`)).toEqual([{ taskId: 41, actionName: 'agree', leaderId: 6 }]));
  });

  it('takes the leader from the route when it is one of them', async () => {
    const request = renderTask(taskFixture({}, { leaders }), { [`POST ${RT}/complete`]: { state: true, message: '办理成功', instId: '9', ended: false } }, '/task/41/5');
    fireEvent.click(await screen.findByTestId('task-btn-oppose'));
    fireEvent.change(within(await screen.findByTestId('task-oppose-dialog')).getByTestId('task-dialog-opinion'), { target: { value: '不同意' } });
    clickOk();
    await waitFor(() => expect(calls(request, `${RT}/complete`)).toEqual([{ taskId: 41, actionName: 'oppose', opinion: '不同意', leaderId: 5 }]));
  });
});

describe('TaskPage reject dialog', () => {
  it('rejects to a chosen node from the node list, refusing none chosen', async () => {
    const request = renderTask(taskFixture(), {
      [`POST ${RT}/getAfterJumpNodes`]: [{ nodeId: 'leaderApprove', name: '学院领导审批' }, { nodeId: 'start', name: '发起人' }],
      [`POST ${RT}/complete`]: { state: true, message: '办理成功', instId: '9', ended: false },
    });
    fireEvent.click(await screen.findByTestId('task-btn-reject'));
    const dialog = await screen.findByTestId('task-reject-dialog');
    fireEvent.click(within(dialog).getByText('驳回到指定节点'));
    clickOk();
    await said('请选择驳回节点');
    expect(calls(request, `${RT}/complete`)).toEqual([]);

    await waitFor(() => expect(dialog.querySelector('.arco-select-view')).toBeTruthy());
    fireEvent.click(dialog.querySelector('.arco-select-view')!);
    await waitFor(() => expect(document.querySelector('.arco-select-popup')).toBeTruthy());
    fireEvent.click(within(document.querySelector('.arco-select-popup') as HTMLElement).getByText('发起人'));
    fireEvent.change(within(dialog).getByTestId('task-dialog-opinion'), { target: { value: '材料不全' } });
    clickOk();
    await waitFor(() => expect(calls(request, `${RT}/complete`)).toEqual([{ taskId: 41, actionName: 'reject', opinion: '材料不全', destination: 'start' }]));
  });

  it('sends back to the initiator with backToStart', async () => {
    const request = renderTask(taskFixture(), { [`POST ${RT}/complete`]: { state: true, message: '办理成功', instId: '9', ended: false } });
    fireEvent.click(await screen.findByTestId('task-btn-reject'));
    const dialog = await screen.findByTestId('task-reject-dialog');
    fireEvent.click(within(dialog).getByText('驳回到发起人'));
    clickOk();
    await waitFor(() => expect(calls(request, `${RT}/complete`)).toEqual([{ taskId: 41, actionName: 'backToStart' }]));
    await said('办理成功');
  });

  it('keeps the dialog open and the page usable when the server refuses', async () => {
    const refuse = () => { throw new Error('该节点不允许此驳回方式'); };
    const request = renderTask(taskFixture(), { [`POST ${RT}/complete`]: refuse });
    fireEvent.click(await screen.findByTestId('task-btn-reject'));
    await screen.findByTestId('task-reject-dialog');
    clickOk();
    await waitFor(() => expect(calls(request, `${RT}/complete`)).toHaveLength(1));
    await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
    expect(screen.getByTestId('task-reject-dialog')).toBeTruthy();
    expect((screen.getByTestId('task-btn-agree') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('TaskPage child tasks', () => {
  it('answers a communication task with complete commu, and starts communication from a normal task with the user picker', async () => {
    const commu = taskFixture({ status: 'COMMU', statusName: '沟通', parentTaskId: '40' }, {
      buttons: [{ alias: 'commu', name: '沟通' }, { alias: 'flowImage', name: '流程图' }, { alias: 'approvalHistory', name: '审批历史' }],
    });
    const request = renderTask(commu, { [`POST ${RT}/complete`]: { state: true, message: '办理成功', instId: '9', ended: false } });
    fireEvent.click(await screen.findByTestId('task-btn-commu'));
    fireEvent.change(within(await screen.findByTestId('task-commuReply-dialog')).getByTestId('task-dialog-opinion'), { target: { value: '已沟通' } });
    clickOk();
    await waitFor(() => expect(calls(request, `${RT}/complete`)).toEqual([{ taskId: 41, actionName: 'commu', opinion: '已沟通' }]));
  });

  it('passes an open circulation task on with 继续流转 (taskToTrans on the circulation task): people from the picker, the opinion; the task stays open', async () => {
    const trans = taskFixture({ status: 'TRANSFORMED', statusName: '流转', parentTaskId: '40' }, {
      buttons: [{ alias: 'agreeTrans', name: '同意' }, { alias: 'opposeTrans', name: '反对' }, { alias: 'passOnTrans', name: '继续流转' }],
    });
    const request = renderTask(trans, {
      [`POST ${RT}/taskToTrans`]: { state: true, message: '继续流转成功' },
      'POST /api/user/v1/users/queryByType': { rows: [{ id: 8, fullname: '赵代理', account: 'agent', orgName: '计算机学院' }], total: 1 },
    });
    fireEvent.click(await screen.findByTestId('task-btn-passOnTrans'));
    const dialog = await screen.findByTestId('task-passOnTrans-dialog');
    expect(within(modal()).getByText('继续流转')).toBeTruthy();
    clickOk();
    await said('请选择人员');
    expect(calls(request, `${RT}/taskToTrans`)).toEqual([]);

    fireEvent.click(within(dialog.closest('.arco-modal') as HTMLElement).getByText('选择'));
    const row = await screen.findByText('赵代理');
    fireEvent.click(row.closest('tr')!.querySelector('input')!);
    const picker = [...document.querySelectorAll('.arco-modal')].at(-1) as HTMLElement;
    fireEvent.click(within(picker).getByText('确定'));
    await waitFor(() => expect(within(dialog).getByText('赵代理')).toBeTruthy());
    fireEvent.change(within(dialog).getByTestId('task-dialog-opinion'), { target: { value: '请一并阅示' } });
    fireEvent.click(within(dialog.closest('.arco-modal') as HTMLElement).getByText('确定'));
    await waitFor(() => expect(calls(request, `${RT}/taskToTrans`)).toEqual([{ taskId: 41, userIds: [8], opinion: '请一并阅示' }]));
    await said('继续流转成功');
    // The caller still has to answer their own circulation task: the page reloads it instead of closing.
    await waitFor(() => expect(calls(request, `${RT}/get`).length).toBeGreaterThan(1), { timeout: 3000 });
    expect(screen.getByTestId('task-btn-agreeTrans')).toBeTruthy();
  });

  it('passes an open communication task on with 继续沟通 (communicate on the communication task)', async () => {
    const commu = taskFixture({ status: 'COMMU', statusName: '沟通', parentTaskId: '40' }, {
      buttons: [{ alias: 'commu', name: '沟通' }, { alias: 'passOnCommu', name: '继续沟通' }],
    });
    renderTask(commu);
    fireEvent.click(await screen.findByTestId('task-btn-passOnCommu'));
    await screen.findByTestId('task-passOnCommu-dialog');
    expect(within(modal()).getByText('继续沟通')).toBeTruthy();
  });

  it('refuses to inquire without people', async () => {
    const request = renderTask(taskFixture(), { [`POST ${RT}/taskToInqu`]: { state: true, message: '征询成功' } });
    fireEvent.click(await screen.findByTestId('task-btn-inqu'));
    await screen.findByTestId('task-inqu-dialog');
    clickOk();
    await said('请选择人员');
    expect(calls(request, `${RT}/taskToInqu`)).toEqual([]);
  });
});

describe('TaskPage lock / unlock', () => {
  it('checks can-lock first, then says signed for (1)', async () => {
    const request = renderTask(taskFixture(), { [`GET ${RT}/canLock`]: true, [`GET ${RT}/lockUnlock`]: 1 });
    fireEvent.click(await screen.findByTestId('task-btn-lockUnlock'));
    await said('已签收');
    expect(request.mock.calls.map(([, p]) => p).filter((p) => String(p).includes('ock'))).toEqual([`${RT}/canLock`, `${RT}/lockUnlock`]);
  });

  it('refuses when the task cannot be locked, without calling lockUnlock', async () => {
    const request = renderTask(taskFixture(), { [`GET ${RT}/canLock`]: false });
    fireEvent.click(await screen.findByTestId('task-btn-lockUnlock'));
    await said('当前任务不能锁定：不是共享任务，或已被他人锁定');
    expect(calls(request, `${RT}/lockUnlock`)).toEqual([]);
  });
});
