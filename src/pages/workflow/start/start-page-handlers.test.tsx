import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { StartPage } from './start-page.tsx';

configure({ asyncUtilTimeout: 10_000 });

const view = { defId: '31', defKey: 'choiceFlow', name: '选人流程', version: 1, isMain: true, formKey: null, boAlias: null, startNodeId: 'start', fieldRights: {}, canStart: true, leaders: [] };
const choices = (value: unknown) => ({ state: true, message: '', value });
const pickNode = { nodeId: 'pick', name: '选定审批', needsChoice: true, required: true, candidates: [] };
const people = { rows: [{ id: 8, account: 'staff2', fullname: '李娜', email: null, mobile: null, status: 1, orgName: '计算机学院' }], total: 1, page: 1, pageSize: 10 };

function renderStart(replies: Replies, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const { services, request } = fakeServices({ 'GET /flow/def/v1/defGet': view, 'POST /api/user/v1/users/queryByType': people, ...replies }, {}, language);
  render(<PageHarness services={services} path="/agentStart/:defId/:leaderId" url="/agentStart/31/0"><StartPage /></PageHarness>);
  return request;
}
const calls = (request: ReturnType<typeof vi.fn>, path: string) => request.mock.calls.filter(([, p]) => p === path);

describe('StartPage: the next handlers', { timeout: 30_000 }, () => {
  it('asks who handles a first node that takes a choice, requires it, and starts with nodeUsers', async () => {
    const request = renderStart({
      'POST /runtime/instance/v1/nextNodeChoices': choices({ possible: true, message: '', nodes: [pickNode] }),
      'POST /runtime/instance/v1/start': { state: true, message: '启动流程成功', instId: '77', ended: false },
    });
    fireEvent.click(await screen.findByTestId('start-submit'));
    const dialog = await screen.findByTestId('start-handlers-dialog');
    expect(within(dialog).getByTestId('next-node-pick').textContent).toContain('选定审批');
    // Nobody chosen for a required node: the start is not sent.
    fireEvent.click(within(document.body).getByText('确定', { selector: '.arco-modal-footer button *, .arco-modal-footer button' }));
    expect(await screen.findByText('请为节点 选定审批 选择处理人')).toBeTruthy();
    expect(calls(request, '/runtime/instance/v1/start')).toEqual([]);
    // Pick 李娜 in the person picker.
    fireEvent.click(within(dialog).getByTestId('next-node-pick').querySelector('button')!);
    const row = (await screen.findByText('李娜')).closest('tr')!;
    fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    const pickerOk = [...document.querySelectorAll('.arco-modal-footer .arco-btn-primary')].at(-1) as HTMLElement;
    fireEvent.click(pickerOk);
    await waitFor(() => expect(within(dialog).getByTestId('next-node-pick').textContent).toContain('李娜'));
    fireEvent.click(within(dialog.closest('.arco-modal') as HTMLElement).getByText('确定', { selector: '.arco-modal-footer button *, .arco-modal-footer button' }));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/start')).toHaveLength(1));
    expect((calls(request, '/runtime/instance/v1/start')[0]![2] as { body: unknown }).body).toMatchObject({
      defId: 31, nodeUsers: [{ nodeId: 'pick', executors: [{ id: '8' }] }],
    });
  });

  it('does not start when the server says the flow would find no handler, and says why', async () => {
    const request = renderStart({
      'POST /runtime/instance/v1/nextNodeChoices': choices({ possible: false, message: 'Node 学院领导审批 has no handler; check the node\'s user settings', nodes: [] }),
    }, 'en-US');
    fireEvent.click(await screen.findByTestId('start-submit'));
    expect(await screen.findByText('Cannot submit: Node 学院领导审批 has no handler; check the node\'s user settings')).toBeTruthy();
    expect(calls(request, '/runtime/instance/v1/start')).toEqual([]);
  });
});
