import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Message } from '@arco-design/web-react';
import { ApiError } from '../../../app/api/client.ts';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';
import { FORM_DATA_STALE } from '../../../common/api/workflow-instance-more.ts';
import { getFormReply } from '../../../engine/form/testing/form.fixture.ts';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { TaskPage } from './task-page.tsx';
import { taskFixture } from './task.fixture.ts';

const RT = '/runtime/task/v1';
const STORED = { title: '锂电池', type: 'invent', college: 5, applicationDate: '2026-03-01', reviewComment: '' };
const stale = () => { throw new ApiError('表单数据已被他人修改，请刷新后再保存', 'http', 409, FORM_DATA_STALE, true); };

/** The leader's task with the patentApply form, the review comment theirs to edit. */
const withForm = (data: Record<string, unknown>, dataRev: string): TaskDetail =>
  taskFixture({}, { form: 'patentApply', boAlias: 'patentApply', fieldRights: { reviewComment: 'edit' }, data, dataRev });

function renderTask(reads: TaskDetail[], more: Replies, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  let read = 0;
  const { services, request } = fakeServices({
    [`GET ${RT}/get`]: () => reads[Math.min(read++, reads.length - 1)],
    'GET /form/dataTemplate/v1/getForm/patentApply/patentApply': getFormReply(),
    'GET /bpmModel/bpmWatermark/v1/getByInstId': { text: '陈院长 leader 2026-11-23', fullname: '陈院长', account: 'leader', date: '2026-11-23' },
    'GET /flow/approvalItem/v1/getApprovalByDefKeyAndTypeId': [],
    ...more,
  }, { userId: '3', account: 'leader', username: '陈院长' }, language);
  render(<PageHarness services={services} path="/task/:taskId/:leaderId" url="/task/41/0"><TaskPage /></PageHarness>);
  return request;
}
type Sent = { data?: string; dataRev?: string; opinion?: string };
const sent = (request: ReturnType<typeof renderTask>, path: string) =>
  request.mock.calls.filter(([, p]) => p === path).map(([, , options]) => (options as { body: Sent }).body);
const decoded = (body: Sent) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(body.data!), (c) => c.charCodeAt(0)))) as Record<string, unknown>;
const comment = async () => {
  await waitFor(() => expect(document.querySelector('#root_reviewComment')).toBeTruthy());
  return document.querySelector('#root_reviewComment') as HTMLTextAreaElement | HTMLInputElement;
};
const type = async (text: string) => fireEvent.change(await comment(), { target: { value: text } });
const saveButton = () => screen.getByTestId('task-btn-saveDraft') as HTMLButtonElement;

beforeEach(() => {
  for (const level of ['warning', 'success', 'error'] as const) vi.spyOn(Message, level).mockImplementation(() => () => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('TaskPage form data revision', () => {
  it('saves with the revision it loaded, then with the one the save replied', async () => {
    const request = renderTask([withForm(STORED, 'rev-1')], {
      [`POST ${RT}/saveDraft`]: () => ({ state: true, message: '保存成功', value: { dataRev: `rev-${sent(request, `${RT}/saveDraft`).length + 1}` } }),
    });
    await type('材料齐全');
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent(request, `${RT}/saveDraft`)).toHaveLength(1));
    expect(sent(request, `${RT}/saveDraft`)[0]).toMatchObject({ dataRev: 'rev-1' });
    expect(decoded(sent(request, `${RT}/saveDraft`)[0]!)).toMatchObject({ reviewComment: '材料齐全' });

    await waitFor(() => expect(saveButton().disabled).toBe(false), { timeout: 4000 });
    await type('材料齐全，同意');
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent(request, `${RT}/saveDraft`)).toHaveLength(2));
    expect(sent(request, `${RT}/saveDraft`)[1]).toMatchObject({ dataRev: 'rev-2' });
    expect(screen.queryByTestId('task-stale-data')).toBeNull();
  }, 15_000);

  it('on a stale save says so, keeps the input and the opinion, and reloads the stored data only when asked', async () => {
    const request = renderTask([withForm(STORED, 'rev-1'), withForm({ ...STORED, reviewComment: '他人保存的意见' }, 'rev-9')], {
      [`POST ${RT}/saveDraft`]: (body: unknown) => ((body as Sent).dataRev === 'rev-9' ? { state: true, message: '保存成功', value: { dataRev: 'rev-10' } } : stale()),
    });
    await type('我的修改');
    fireEvent.change(screen.getByTestId('task-opinion'), { target: { value: '我的意见' } });
    fireEvent.click(saveButton());

    const alert = await screen.findByTestId('task-stale-data');
    expect(alert.textContent).toContain('表单数据已被他人修改并保存');
    expect(alert.textContent).toContain('您填写的内容仍保留在表单中');
    expect((await comment()).value).toBe('我的修改');
    expect(sent(request, `${RT}/get`)).toHaveLength(1);
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    fireEvent.click(within(alert).getByTestId('task-reload-data'));
    await waitFor(() => expect(screen.queryByTestId('task-stale-data')).toBeNull());
    await waitFor(async () => expect((await comment()).value).toBe('他人保存的意见'));
    expect((screen.getByTestId('task-opinion') as HTMLTextAreaElement).value).toBe('我的意见');

    fireEvent.click(saveButton());
    await waitFor(() => expect(sent(request, `${RT}/saveDraft`)).toHaveLength(2));
    expect(sent(request, `${RT}/saveDraft`)[1]).toMatchObject({ dataRev: 'rev-9', opinion: '我的意见' });
  }, 15_000);

  it('a stale agree closes the dialog and shows the message (en-US) with the input kept', async () => {
    const request = renderTask([withForm(STORED, 'rev-1')], { [`POST ${RT}/complete`]: stale }, 'en-US');
    await type('Looks complete');
    fireEvent.click(screen.getByTestId('task-btn-agree'));
    // Validation runs the form's formulas and rules first.
    await screen.findByTestId('task-agree-dialog', {}, { timeout: 4000 });
    fireEvent.click(within(document.querySelector('.arco-modal') as HTMLElement).getByText('OK'));

    const alert = await screen.findByTestId('task-stale-data', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('someone else changed and saved the form data');
    expect(within(alert).getByTestId('task-reload-data').textContent).toBe('Reload');
    expect(sent(request, `${RT}/complete`)[0]).toMatchObject({ actionName: 'agree', dataRev: 'rev-1' });
    // The notice is the only message: the API client is told not to toast this code.
    expect(request.mock.calls.find(([, p]) => p === `${RT}/complete`)![2]).toMatchObject({ ownCodes: ['FORM_DATA_STALE'] });
    await waitFor(() => expect(screen.queryByTestId('task-agree-dialog')).toBeNull());
    expect((await comment()).value).toBe('Looks complete');
  }, 15_000);
});
