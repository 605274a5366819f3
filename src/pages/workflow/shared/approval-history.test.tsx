import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { ApprovalHistory, opinionFiles, pendingSteps, type PendingStep } from './approval-history.tsx';

const opinion = (over: Record<string, unknown>) => ({
  id: '1', taskId: null, taskKey: 'start', taskName: '发起人', auditor: '7', auditorName: '张伟', status: 'start', statusName: '发起',
  opinion: '', createTime: '2026-11-20T02:30:00.000Z', onBehalfName: null, files: null, ...over,
});

function renderHistory(replies: Replies, language: 'zh-CN' | 'en-US' = 'zh-CN', pending: PendingStep[] = []) {
  const { services, request } = fakeServices(replies, {}, language);
  render(<PageHarness services={services} path="/x" url="/x"><ApprovalHistory instId="12" pending={pending} /></PageHarness>);
  return request;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApprovalHistory', () => {
  it('lists every opinion in order with node, status label, handler, on-behalf and opinion text', async () => {
    const request = renderHistory({
      'GET /runtime/instance/v1/instanceFlowOpinions': [
        opinion({}),
        opinion({ id: '2', taskKey: 'leaderApprove', taskName: '学院领导审批', auditorName: '李娜', onBehalfName: '陈院长', status: 'reject', statusName: '驳回', opinion: '请补充摘要' }),
      ],
    });
    const items = await screen.findAllByTestId('approval-history-item');
    expect(items.map((i) => i.getAttribute('data-node'))).toEqual(['start', 'leaderApprove']);
    expect(screen.getAllByTestId('approval-history-status').map((s) => s.textContent)).toEqual(['发起', '驳回']);
    expect(screen.getAllByTestId('approval-history-handler')[1]!.textContent).toBe('李娜 (代 陈院长 审批)');
    expect(screen.getByTestId('approval-history-opinion').textContent).toBe('请补充摘要');
    expect(request).toHaveBeenCalledWith('bpmRunTime', '/runtime/instance/v1/instanceFlowOpinions', expect.objectContaining({ query: { instId: '12' } }));
  });

  it('ends with the open steps and whom they wait for: one step per node, each handler once', async () => {
    const pending = pendingSteps([
      { nodeId: 'countersign', name: '会签', handlers: ['陈院长'] }, { nodeId: 'countersign', name: '会签', handlers: ['王知产', '陈院长'] },
      { nodeId: 'adminApprove', name: '管理员审批', handlers: [] },
    ]);
    expect(pending).toEqual([{ name: '会签', handlers: ['陈院长', '王知产'] }, { name: '管理员审批', handlers: [] }]);
    renderHistory({ 'GET /runtime/instance/v1/instanceFlowOpinions': [opinion({})] }, 'en-US', pending);
    const steps = await screen.findAllByTestId('approval-history-pending');
    expect(steps.map((s) => s.textContent)).toEqual(['会签Pending陈院长、王知产', '管理员审批Pending']);
    expect(screen.getAllByTestId('approval-history-item')).toHaveLength(1);
  });

  it('downloads an attachment with the stored file call', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['pdf']), { headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderHistory({ 'GET /runtime/instance/v1/instanceFlowOpinions': [opinion({ files: JSON.stringify([{ id: '55', name: '说明书.pdf' }]) })] });
    fireEvent.click(await screen.findByText('说明书.pdf'));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/system/file/v1/downloadFile?fileId=55');
  });

  it('says when there is nothing yet, and shows a failure in the reader\'s language', async () => {
    renderHistory({ 'GET /runtime/instance/v1/instanceFlowOpinions': [] }, 'en-US');
    expect(await screen.findByText('No approvals yet')).toBeTruthy();
  });

  it('shows the server\'s message when the history cannot be read', async () => {
    renderHistory({ 'GET /runtime/instance/v1/instanceFlowOpinions': () => { throw new Error('流程实例不存在或无权查看'); } });
    expect((await screen.findByTestId('approval-history-error')).textContent).toContain('流程实例不存在或无权查看');
  });
});

describe('opinionFiles', () => {
  it('reads lists and their JSON text, with either naming, and ignores anything else', () => {
    expect(opinionFiles([{ id: '1', name: 'a' }, { fileId: 2, fileName: 'b' }, { nope: 1 }, null])).toEqual([{ id: '1', name: 'a' }, { id: '2', name: 'b' }]);
    expect(opinionFiles('[{"id":"3"}]')).toEqual([{ id: '3', name: '3' }]);
    expect(opinionFiles('not json')).toEqual([]);
    expect(opinionFiles({ id: 1 })).toEqual([]);
  });
});
