import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { getFormReply } from '../../../engine/form/testing/form.fixture.ts';
import { StartPage } from './start-page.tsx';

/** The first nodes name their handlers: no picker, the start goes straight on. */
const noChoice = { state: true, message: '', value: { possible: true, message: '', nodes: [] } };
const view = (over: Record<string, unknown> = {}) => ({
  defId: '21', defKey: 'patentApply', name: '专利申请审批', version: 1, isMain: true, formKey: 'patentApply', boAlias: 'patentApply',
  startNodeId: 'start', fieldRights: {}, canStart: true, leaders: [], ...over,
});
const started = { state: true, message: '启动流程成功', instId: '77', ended: false };
const decode = (data: string) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))) as Record<string, unknown>;

function renderStart(url: string, path: string, replies: Replies, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const { services, request } = fakeServices({ 'GET /form/dataTemplate/v1/getForm/patentApply/patentApply': getFormReply(), ...replies }, {}, language);
  render(<PageHarness services={services} path={path} url={url}><StartPage /></PageHarness>);
  return request;
}
const calls = (request: ReturnType<typeof vi.fn>, path: string) => request.mock.calls.filter(([, p]) => p === path);

afterEach(() => vi.useRealTimers());

describe('StartPage', () => {
  it('refuses a flow the caller may not start with the spec\'s message', async () => {
    renderStart('/agentStartByKey/patentApply', '/agentStartByKey/:defKey', { 'GET /flow/def/v1/getJson': view({ canStart: false }) });
    expect((await screen.findByTestId('start-no-rights')).textContent).toContain('无启动权限，请联系管理员');
  });

  it('blocks Start on a missing required field with the engine\'s message', async () => {
    const request = renderStart('/agentStart/21/0', '/agentStart/:defId/:leaderId', {
      'GET /flow/def/v1/defGet': view(),
      'POST /runtime/instance/v1/nextNodeChoices': noChoice,
      'POST /runtime/instance/v1/start': started,
    });
    await screen.findByTestId('form-view');
    fireEvent.click(screen.getByTestId('start-submit'));
    expect((await screen.findAllByText('必填')).length).toBeGreaterThan(0);
    expect(calls(request, '/runtime/instance/v1/start')).toEqual([]);
    // The form's own rights for staff: reviewComment hidden.
    expect(document.querySelector('#root_reviewComment')).toBeNull();
  });

  it('draws the start form with the caller\'s form rights under the start node\'s field rights', async () => {
    renderStart('/agentStart/21/0', '/agentStart/:defId/:leaderId', { 'GET /flow/def/v1/defGet': view({ fieldRights: { abstract: 'read', reviewComment: 'edit' } }) });
    await screen.findByTestId('form-view');
    // The form hides reviewComment from staff, but the start node lets them edit it; abstract is read-only there.
    await waitFor(() => expect(document.querySelector('#root_reviewComment')).not.toBeNull());
    expect(document.querySelector('textarea#root_abstract, input#root_abstract')).toBeNull();
    expect(document.querySelector('input#root_title')).not.toBeNull();
  });

  it('opens a draft with its data, and a copy with the copied instance\'s data', async () => {
    const view1 = renderStart('/start/21/5', '/start/:defId/:instId', {
      'GET /flow/def/v1/defGet': view(),
      'POST /runtime/instance/v1/startDraftForm': { id: '5', defId: '21', data: { title: '草稿里的专利' } },
    });
    await waitFor(() => expect((document.querySelector('#root_title') as HTMLInputElement | null)?.value).toBe('草稿里的专利'));
    expect(calls(view1, '/runtime/instance/v1/startDraftForm')[0]![2]).toMatchObject({ body: { instId: 5 } });
    cleanup();
    const view2 = renderStart('/agentStart/21/0/9', '/agentStart/:defId/:leaderId/:copeInstId', {
      'GET /flow/def/v1/defGet': view(),
      'GET /runtime/instance/v1/getInstanceByInstId': { id: '9', defId: '21', data: { title: '被复制的专利' } },
    });
    await waitFor(() => expect((document.querySelector('#root_title') as HTMLInputElement | null)?.value).toBe('被复制的专利'));
    expect(calls(view2, '/runtime/instance/v1/getInstanceByInstId')[0]![2]).toMatchObject({ query: { instId: '9' } });
  });

  it('starts from a draft with proInstId, for oneself (the server adds the draft\'s data to what is sent)', async () => {
    const request = renderStart('/start/21/5', '/start/:defId/:instId', {
      'GET /flow/def/v1/defGet': view({ formKey: null, boAlias: null }),
      'POST /runtime/instance/v1/startDraftForm': { id: '5', defId: '21', data: { title: '草稿' } },
      'POST /runtime/instance/v1/nextNodeChoices': noChoice,
      'POST /runtime/instance/v1/start': started,
    });
    fireEvent.click(await screen.findByTestId('start-submit'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/start')).toHaveLength(1));
    const body = (calls(request, '/runtime/instance/v1/start')[0]![2] as { body: { proInstId: number; agentLeaderId: number; data: string } }).body;
    expect(body).toMatchObject({ defId: 21, proInstId: 5, agentLeaderId: 0 });
    expect(decode(body.data)).toEqual({});
  });

  it('makes a secretary pick an initiator (请选择一个发起人), then starts for the chosen leader', async () => {
    const request = renderStart('/agentStartByKey/noForm', '/agentStartByKey/:defKey', {
      'GET /flow/def/v1/getJson': view({ formKey: null, boAlias: null, leaders: [{ id: '3', name: '陈院长' }, { id: '4', name: '王主任' }] }),
      'POST /runtime/instance/v1/nextNodeChoices': noChoice,
      'POST /runtime/instance/v1/start': started,
    });
    fireEvent.click(await screen.findByTestId('start-submit'));
    expect(await screen.findByText('请选择一个发起人', { selector: '.arco-message *' })).toBeTruthy();
    expect(calls(request, '/runtime/instance/v1/start')).toEqual([]);
    fireEvent.click(screen.getByTestId('start-initiator').querySelector('.arco-select-view')!);
    fireEvent.click(await screen.findByText('王主任', { selector: '.arco-select-option *, .arco-select-option' }));
    fireEvent.click(screen.getByTestId('start-submit'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/start')).toHaveLength(1));
    const body = (calls(request, '/runtime/instance/v1/start')[0]![2] as { body: { defId: number; agentLeaderId: number; data: string } }).body;
    expect(body).toMatchObject({ defId: 21, agentLeaderId: 4 });
    expect(decode(body.data)).toEqual({});
    expect((await screen.findAllByText('启动流程成功')).length).toBeGreaterThan(0);
  });

  it('saves a draft and then updates that same draft', async () => {
    const request = renderStart('/agentStart/21/0', '/agentStart/:defId/:leaderId', {
      'GET /flow/def/v1/defGet': view({ formKey: null, boAlias: null }),
      'POST /runtime/instance/v1/saveDraft': { state: true, message: '保存草稿成功', value: '88' },
    }, 'en-US');
    fireEvent.click(await screen.findByText('Save draft'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/saveDraft')).toHaveLength(1));
    await screen.findByText('保存草稿成功');
    fireEvent.click(screen.getByTestId('start-save-draft'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/saveDraft')).toHaveLength(2));
    const second = (calls(request, '/runtime/instance/v1/saveDraft')[1]![2] as { body: { proInstId?: number } }).body;
    expect(second.proInstId).toBe(88);
  });
});
