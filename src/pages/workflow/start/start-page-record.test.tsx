import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { getFormReply } from '../../../engine/form/testing/form.fixture.ts';
import { StartPage } from './start-page.tsx';

/** The first nodes name their handlers: no picker, the start goes straight on. */
const noChoice = { state: true, message: '', value: { possible: true, message: '', nodes: [] } };
const RECORD = '11111111-2222-4333-8444-555555555555';
const view = (over: Record<string, unknown> = {}) => ({
  defId: '21', defKey: 'patentApply', name: '专利申请审批', version: 1, isMain: true, formKey: 'patentApply', boAlias: 'patentApply',
  startNodeId: 'start', fieldRights: {}, canStart: true, leaders: [], ...over,
});
const fromRecord = { ...view(), businessKey: RECORD, recordVersion: 3, recordLabel: 'ZLSQ202603010001 · 记录里的专利', data: { title: '记录里的专利', type: 'invent', college: 5, applicationDate: '2026-03-01', claims: '1. 一种电解质' } };
const decode = (data: string) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))) as Record<string, unknown>;

function renderStart(url: string, replies: Replies) {
  const { services, request } = fakeServices({
    'GET /form/dataTemplate/v1/getForm/patentApply/patentApply': getFormReply(),
    'GET /flow/def/v1/getJson': view(),
    ...replies,
  });
  render(<PageHarness services={services} path="/agentStartByKey/:defKey" url={url}><StartPage /></PageHarness>);
  return request;
}
const calls = (request: ReturnType<typeof vi.fn>, path: string) => request.mock.calls.filter(([, p]) => p === path);

/** A list row's 发起流程 opens /agentStartByKey/{defKey}?businessKey={record id}: the start form comes filled from the record. */
describe('StartPage for a record', () => {
  it('opens with the record\'s data (startForm) and starts and saves drafts with its business key', async () => {
    const request = renderStart(`/agentStartByKey/patentApply?businessKey=${RECORD}&templateAlias=patentApplyList`, {
      'POST /runtime/instance/v1/startForm': fromRecord,
      'POST /runtime/instance/v1/saveDraft': { state: true, message: '保存草稿成功', value: '88' },
      'POST /runtime/instance/v1/nextNodeChoices': noChoice,
      'POST /runtime/instance/v1/start': { state: true, message: '启动流程成功', instId: '77', ended: false },
    });
    await waitFor(() => expect((document.querySelector('#root_title') as HTMLInputElement | null)?.value).toBe('记录里的专利'));
    // The header says which record the flow starts for.
    expect(screen.getByTestId('start-record').textContent).toBe('关联记录：ZLSQ202603010001 · 记录里的专利');
    expect(calls(request, '/runtime/instance/v1/startForm')[0]![2]).toMatchObject({
      method: 'POST', query: { defKey: 'patentApply', businessKey: RECORD, boAlias: 'patentApply' },
    });

    fireEvent.click(screen.getByTestId('start-save-draft'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/saveDraft')).toHaveLength(1));
    expect((calls(request, '/runtime/instance/v1/saveDraft')[0]![2] as { body: object }).body).toMatchObject({ defId: 21, businessKey: RECORD });
    await screen.findByText('保存草稿成功');

    fireEvent.click(screen.getByTestId('start-submit'));
    await waitFor(() => expect(calls(request, '/runtime/instance/v1/start')).toHaveLength(1), { timeout: 4000 });
    const body = (calls(request, '/runtime/instance/v1/start')[0]![2] as { body: { businessKey: string; data: string } }).body;
    expect(body.businessKey).toBe(RECORD);
    expect(decode(body.data)).toMatchObject({ title: '记录里的专利', college: 5 });
  }, 15_000);

  it('shows the server\'s refusal when the record cannot be opened, and starts nothing', async () => {
    const request = renderStart(`/agentStartByKey/patentApply?businessKey=${RECORD}`, {
      'POST /runtime/instance/v1/startForm': () => { throw new Error('记录不存在或无权查看'); },
    });
    expect((await screen.findByTestId('start-error')).textContent).toContain('记录不存在或无权查看');
    expect(screen.queryByTestId('start-submit')).toBeNull();
    expect(calls(request, '/runtime/instance/v1/start')).toEqual([]);
  });

  it('without a business key opens the empty start form and never asks for a record', async () => {
    const request = renderStart('/agentStartByKey/patentApply', {});
    await screen.findByTestId('form-view');
    expect((document.querySelector('#root_title') as HTMLInputElement).value).toBe('');
    expect(calls(request, '/runtime/instance/v1/startForm')).toEqual([]);
    expect(screen.queryByTestId('start-record')).toBeNull();
  });
});
