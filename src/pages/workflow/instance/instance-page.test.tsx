import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { getFormReply } from '../../../engine/form/testing/form.fixture.ts';
import { InstancePage } from './instance-page.tsx';

const instance = (over: Record<string, unknown> = {}) => ({
  id: '12', procInstId: '12', subject: '一种石墨烯散热膜专利申请', defKey: 'patentApply', defName: '专利申请审批', status: 'running',
  creator: '张伟', creatorId: '7', businessKey: null, createTime: '2026-11-20T02:30:00.000Z', endTime: null, defId: '21', formKey: 'patentApply', boAlias: 'patentApply',
  data: { title: '一种石墨烯散热膜' }, currentNodes: ['leaderApprove'], doneNodes: ['start'], openTasks: [{ id: '40', nodeId: 'leaderApprove', name: '学院领导审批', handlers: ['陈院长'] }], ...over,
});
const startOpinion = { id: '1', taskId: null, taskKey: 'start', taskName: '发起人', auditor: '7', auditorName: '张伟', status: 'start', statusName: '发起', opinion: '', createTime: '2026-11-20T02:30:00.000Z', onBehalfName: null, files: null };
const base: Replies = {
  'GET /runtime/instance/v1/getInstanceByInstId': instance(),
  'GET /runtime/instance/v1/instanceFlowOpinions': [startOpinion],
  'GET /form/dataTemplate/v1/getForm/patentApply/patentApply': getFormReply(),
  'GET /bpmModel/bpmWatermark/v1/getByInstId': { text: '张伟 staff1 2026-11-23', fullname: '张伟', account: 'staff1', date: '2026-11-23' },
};

function renderPage(url: string, path: string, replies: Replies = {}, user = {}) {
  const { services, request } = fakeServices({ ...base, ...replies }, user);
  render(<PageHarness services={services} path={path} url={url}><InstancePage /></PageHarness>);
  return request;
}
const calls = (request: ReturnType<typeof vi.fn>, path: string) => request.mock.calls.filter(([, p]) => p === path);

describe('InstancePage', () => {
  it('shows the instance read-only with its data, status, current node and the viewer\'s watermark', async () => {
    renderPage('/inst/12', '/inst/:instId');
    expect((await screen.findByTestId('inst-subject')).textContent).toBe('一种石墨烯散热膜专利申请');
    expect(screen.getByTestId('inst-status').textContent).toBe('审批中');
    expect(screen.getByTestId('inst-current').textContent).toContain('学院领导审批');
    await waitFor(() => expect(screen.getByTestId('form-view').getAttribute('data-mode')).toBe('get'));
    expect(await screen.findByText('一种石墨烯散热膜')).toBeTruthy();
    // The form hides reviewComment from staff; the read view does too.
    expect(document.querySelector('#root_reviewComment')).toBeNull();
    expect(screen.queryByText('审核意见')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('task-watermark').getAttribute('data-text')).toBe('张伟 staff1 2026-11-23'));
  });

  it('loads the form by the key and the bo alias the instance names when the two differ', async () => {
    const request = renderPage('/inst/12', '/inst/:instId', {
      'GET /runtime/instance/v1/getInstanceByInstId': instance({ formKey: 'patentApplyReview', boAlias: 'patentApply' }),
      'GET /form/dataTemplate/v1/getForm/patentApplyReview/patentApply': getFormReply(),
    });
    await waitFor(() => expect(screen.getByTestId('form-view').getAttribute('data-mode')).toBe('get'));
    expect(await screen.findByText('一种石墨烯散热膜')).toBeTruthy();
    expect(request.mock.calls.map(([, path]) => path).filter((path) => path.includes('/getForm/'))).toEqual(['/form/dataTemplate/v1/getForm/patentApplyReview/patentApply']);
  });

  it('says so when the flow has no form', async () => {
    renderPage('/inst/12', '/inst/:instId', { 'GET /runtime/instance/v1/getInstanceByInstId': instance({ formKey: null, boAlias: null }) });
    expect(await screen.findByText('该流程未配置表单')).toBeTruthy();
  });

  it('gives the initiator urge and revoke; urging sends the content and shows the server\'s message', async () => {
    const request = renderPage('/inst/12', '/inst/:instId', { 'POST /runtime/instance/v1/sendBpmTaskUrgent': { state: true, message: '催办成功' } });
    fireEvent.click(await screen.findByTestId('inst-urge'));
    expect(screen.getByTestId('inst-revoke')).toBeTruthy();
    fireEvent.change(await screen.findByTestId('inst-urge-content'), { target: { value: '请尽快审批' } });
    fireEvent.click(screen.getByTestId('inst-urge-ok'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/sendBpmTaskUrgent')).toHaveLength(1));
    expect(calls(request, '/runtime/instance/v1/sendBpmTaskUrgent')[0]![2]).toMatchObject({ body: { instId: 12, content: '请尽快审批' } });
    expect((await screen.findAllByText('催办成功')).length).toBeGreaterThan(0);
  });

  it('revokes for the initiator after confirming, then reloads the instance', async () => {
    const request = renderPage('/inst/12', '/inst/:instId', { 'POST /runtime/instance/v1/revokeInstance': { state: true, message: '撤回成功' } });
    fireEvent.click(await screen.findByTestId('inst-revoke'));
    fireEvent.click(await screen.findByText('确定', { selector: '.arco-popconfirm button *, .arco-popconfirm button' }));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/revokeInstance')).toHaveLength(1));
    expect(calls(request, '/runtime/instance/v1/revokeInstance')[0]![2]).toMatchObject({ body: { instanceId: 12 } });
    expect((await screen.findAllByText('撤回成功')).length).toBeGreaterThan(0);
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/getInstanceByInstId').length).toBeGreaterThan(1));
  });

  it('offers no urge or revoke to someone else, or once somebody has handled it', async () => {
    renderPage('/inst/12', '/inst/:instId', {}, { userId: '8' });
    await screen.findByTestId('inst-subject');
    expect(screen.queryByTestId('inst-urge')).toBeNull();
    expect(screen.queryByTestId('inst-revoke')).toBeNull();
    cleanup();
    renderPage('/inst/12', '/inst/:instId', { 'GET /runtime/instance/v1/instanceFlowOpinions': [startOpinion, { ...startOpinion, id: '2', auditor: '3', status: 'agree' }] });
    await screen.findByTestId('inst-urge');
    expect(screen.queryByTestId('inst-revoke')).toBeNull();
  });

  it('forbids (禁止) for the initiator after confirming, then shows 解除禁止 on the forbidden instance, which lifts it', async () => {
    let status = 'running';
    const forbid = vi.fn(() => { status = 'forbidden'; return { state: true, message: '禁止成功' }; });
    const unforbid = vi.fn(() => { status = 'running'; return { state: true, message: '解除禁止成功' }; });
    const request = renderPage('/inst/12', '/inst/:instId', {
      'GET /runtime/instance/v1/getInstanceByInstId': () => instance({ status }),
      'GET /runtime/instance/v1/forbiddenInstance': forbid,
      'GET /runtime/instance/v1/unForbiddenInstance': unforbid,
    });
    expect(screen.queryByTestId('inst-unforbid')).toBeNull();
    fireEvent.click(await screen.findByTestId('inst-forbid'));
    expect(await screen.findByText('确定禁止该流程吗？禁止后任何人都不能再处理，直到解除禁止。')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('inst-forbid-ok'));
    await waitFor(() => expect(forbid).toHaveBeenCalledTimes(1));
    expect(calls(request, '/runtime/instance/v1/forbiddenInstance')[0]![2]).toMatchObject({ query: { instId: '12' } });
    expect((await screen.findAllByText('禁止成功')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('inst-status').textContent).toBe('已禁止'));
    expect(screen.queryByTestId('inst-forbid')).toBeNull();
    expect(screen.queryByTestId('inst-urge')).toBeNull();

    fireEvent.click(screen.getByTestId('inst-unforbid'));
    expect(await screen.findByText('确定解除禁止吗？解除后流程可以继续处理。')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('inst-unforbid-ok'));
    await waitFor(() => expect(unforbid).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByText('解除禁止成功')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('inst-status').textContent).toBe('审批中'));
    expect(screen.getByTestId('inst-forbid')).toBeTruthy();
  });

  it('offers forbid to an administrator who did not start the instance, and to nobody else', async () => {
    renderPage('/inst/12', '/inst/:instId', {}, { userId: '1', roles: ['sysAdmin'] });
    expect(await screen.findByTestId('inst-forbid')).toBeTruthy();
    expect(screen.queryByTestId('inst-urge')).toBeNull();
    cleanup();
    renderPage('/inst/12', '/inst/:instId', {}, { userId: '8' });
    await screen.findByTestId('inst-subject');
    expect(screen.queryByTestId('inst-forbid')).toBeNull();
    cleanup();
    renderPage('/inst/12', '/inst/:instId', { 'GET /runtime/instance/v1/getInstanceByInstId': instance({ status: 'end' }) });
    await screen.findByTestId('inst-subject');
    expect(screen.queryByTestId('inst-forbid')).toBeNull();
    expect(screen.queryByTestId('inst-unforbid')).toBeNull();
  });

  it('marks an unread copy read when it opens from the unread box, and not from the others', async () => {
    const marked = vi.fn(() => ({ state: true, message: '' }));
    const request = renderPage('/myRead/12/31/todoRead', '/myRead/:instId/:readId/:myReadType', { 'POST /runtime/task/v1/noticeTurnDode': marked });
    await screen.findByTestId('inst-subject');
    await waitFor(() => expect(calls(request, '/runtime/task/v1/noticeTurnDode')).toHaveLength(1));
    expect(calls(request, '/runtime/task/v1/noticeTurnDode')[0]![2]).toMatchObject({ query: { taskId: '31' } });
    cleanup();
    const read = renderPage('/inst/12/x/doneRead/32', '/inst/:instId/:type/:readType/:readDoneId', { 'POST /runtime/task/v1/noticeTurnDode': marked });
    await screen.findByTestId('inst-subject');
    expect(calls(read, '/runtime/task/v1/noticeTurnDode')).toEqual([]);
  });

  it('lets the receiver of a copy reply (抄送回复): a blank reply is refused, a reply goes to doNextCopyto and the history reloads', async () => {
    const replied = vi.fn(() => ({ state: true, message: '抄送回复成功' }));
    const request = renderPage('/myRead/12/31/doneRead', '/myRead/:instId/:readId/:myReadType', { 'POST /runtime/instance/v1/doNextCopyto': replied });
    fireEvent.click(await screen.findByTestId('inst-copy-reply'));
    fireEvent.click(await screen.findByTestId('inst-copy-reply-ok'));
    expect((await screen.findAllByText('请填写回复意见')).length).toBeGreaterThan(0);
    expect(calls(request, '/runtime/instance/v1/doNextCopyto')).toEqual([]);
    fireEvent.change(screen.getByTestId('inst-copy-reply-opinion'), { target: { value: '已阅，同意' } });
    fireEvent.click(screen.getByTestId('inst-copy-reply-ok'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/doNextCopyto')).toHaveLength(1));
    expect(calls(request, '/runtime/instance/v1/doNextCopyto')[0]![2]).toMatchObject({ body: { noticeId: 31, opinion: '已阅，同意' } });
    expect((await screen.findAllByText('抄送回复成功')).length).toBeGreaterThan(0);
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/instanceFlowOpinions').length).toBeGreaterThan(1));
    cleanup();
    // Not on a copy the caller sent, nor on a plain instance page.
    renderPage('/myRead/12/31/myRead', '/myRead/:instId/:readId/:myReadType');
    await screen.findByTestId('inst-subject');
    expect(screen.queryByTestId('inst-copy-reply')).toBeNull();
  });

  it('reads a task\'s instance at /taskRead with the task name and status', async () => {
    renderPage('/taskRead/40/NORMAL', '/taskRead/:taskId/:task_state', {
      'GET /runtime/task/v1/get': { task: { id: '40', name: '学院领导审批', statusName: '待办', procInstId: '12' } },
    });
    expect(await screen.findByText('待办')).toBeTruthy();
    expect(screen.getByTestId('inst-subject').textContent).toBe('一种石墨烯散热膜专利申请');
  });

  it('shows the server\'s refusal', async () => {
    renderPage('/inst/99', '/inst/:instId', { 'GET /runtime/instance/v1/getInstanceByInstId': () => { throw new Error('流程实例不存在或无权查看'); } });
    expect((await screen.findByTestId('inst-error')).textContent).toContain('流程实例不存在或无权查看');
  });
});
