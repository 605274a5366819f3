import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormView } from '../../engine/form/form-view.tsx';
import { FormHarness, formTestServices, reply, type FakeCall } from '../testing/form-harness.tsx';
import { getFormReply, patentBo, patentForm, RECORD_ID } from '../../engine/form/testing/form.fixture.ts';
import type { FormDefinition } from '../../common/definitions/kinds/form.ts';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';

// Two cores shared by several engineers: a save (formulas, checks, the call) can take seconds here.
configure({ asyncUtilTimeout: 15_000 });

const GET_FORM = '/api/form/form/dataTemplate/v1/getForm/patentApply/patentApply';
const BO_SAVE = '/api/form/form/dataTemplate/v1/boSave/patentApply';

function patentServer(overrides: (call: FakeCall) => unknown = () => undefined) {
  return (call: FakeCall) => {
    const custom = overrides(call);
    if (custom !== undefined) return custom;
    if (call.path === GET_FORM) {
      const id = call.query.get('id');
      return id ? getFormReply({ id, version: 3, data: { title: '一种电池', type: 'utility', college: 11, applicationDate: '2026-01-05' } }) : getFormReply();
    }
    if (call.path === BO_SAVE) return { state: true, message: '保存成功', value: { id: RECORD_ID, version: 1 } };
    return reply(404, { state: false, message: '请求的资源不存在' });
  };
}

const input = (id: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#root_${id}`);
const type = (id: string, value: string) => fireEvent.change(input(id)!, { target: { value } });

describe('FormView (patentApply)', { timeout: 60_000 }, () => {
  it('shows 必填 under the empty required fields and does not save', async () => {
    const { services, calls } = formTestServices(patentServer());
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" action="add" /></FormHarness>);
    await screen.findByTestId('form-view');
    expect(screen.getByTestId('form-title').textContent).toContain('专利申请表');
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(screen.getAllByText('必填').length).toBeGreaterThanOrEqual(4));
    expect(calls.some((c) => c.path === BO_SAVE)).toBe(false);
  });

  it('hides fields with right n and draws r fields read-only', async () => {
    const { services } = formTestServices(patentServer());
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" action="add" /></FormHarness>);
    await screen.findByTestId('form-view');
    expect(input('reviewComment')).toBeNull();
    expect(screen.queryByText('审核意见')).toBeNull();
    expect(screen.getAllByText('申请编号').length).toBeGreaterThan(0);
    // 审核 holds only reviewComment: the group goes with it instead of leaving an empty titled section.
    const groups = screen.getAllByTestId('form-group-title').map((title) => title.textContent);
    expect(groups).toEqual(expect.arrayContaining(['基本信息', '技术内容']));
    expect(groups).not.toContain('审核');
  });

  it('says 不是有效的邮箱地址 for a bad email', async () => {
    const { services } = formTestServices(patentServer());
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" action="add" /></FormHarness>);
    await screen.findByTestId('form-view');
    type('contactEmail', 'not-an-email');
    fireEvent.click(screen.getByTestId('form-save'));
    await screen.findByText('不是有效的邮箱地址');
  });

  it('keeps the input and says the record changed when the save is stale (409); reload takes the latest', async () => {
    let loads = 0;
    const { services, calls } = formTestServices(patentServer((call) => {
      if (call.path === BO_SAVE) return reply(409, { state: false, message: '数据已被他人修改，请刷新后重试' });
      if (call.path === GET_FORM && ++loads > 1) return getFormReply({ id: RECORD_ID, version: 4, data: { title: '他人保存的标题', type: 'utility', college: 11, applicationDate: '2026-01-05' } });
      return undefined;
    }));
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" id={RECORD_ID} action="edit" /></FormHarness>);
    await screen.findByTestId('form-view');
    await waitFor(() => expect(input('title')?.value).toBe('一种电池'));
    type('title', '一种新型电池');
    fireEvent.click(screen.getByTestId('form-save'));
    await screen.findByTestId('form-conflict');
    expect(screen.getByTestId('form-conflict').textContent).toContain('已被他人修改');
    expect(input('title')?.value).toBe('一种新型电池');
    const save = calls.find((c) => c.path === BO_SAVE)!;
    expect(save.body).toMatchObject({ id: RECORD_ID, version: 3, boData: { title: '一种新型电池' } });
    fireEvent.click(screen.getByTestId('form-reload'));
    await waitFor(() => expect(screen.queryByTestId('form-conflict')).toBeNull());
    await waitFor(() => expect(input('title')?.value).toBe('他人保存的标题'));
  });

  it('shows the server\'s message for a 409 that refuses the data (code REFUSED), with no stale-version notice', async () => {
    const { services } = formTestServices(patentServer((call) => {
      if (call.path === BO_SAVE) return reply(409, { state: false, code: 'REFUSED', message: '该专利已有成果在库，请编辑原成果' });
      return undefined;
    }));
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" id={RECORD_ID} action="edit" /></FormHarness>);
    await screen.findByTestId('form-view');
    await waitFor(() => expect(input('title')?.value).toBe('一种电池'));
    type('title', '一种新型电池');
    fireEvent.click(screen.getByTestId('form-save'));
    await screen.findByText('该专利已有成果在库，请编辑原成果');
    expect(screen.queryByTestId('form-conflict')).toBeNull();
    expect(input('title')?.value).toBe('一种新型电池');
  });

  it('opened from a draft: saving the draft overwrites it, the final save deletes it (delDraftId)', async () => {
    const draftId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const draftData = { title: '草稿中的专利', type: 'utility', college: 11, applicationDate: '2026-01-05' };
    const { services, calls } = formTestServices(patentServer((call) => {
      if (call.path.endsWith(`/getTempDraftData/${draftId}`)) return { id: draftId, boAlias: 'patentApply', formKey: 'patentApply', templateAlias: null, recordId: null, title: null, createdAt: '', updatedAt: '', data: draftData };
      if (call.path.endsWith('/boSaveDraft')) return { state: true, message: '保存成功', value: { id: draftId } };
      return undefined;
    }));
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" action="add" draftId={draftId} /></FormHarness>);
    await waitFor(() => expect(input('title')?.value).toBe('草稿中的专利'));
    fireEvent.click(screen.getByTestId('form-save-draft'));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/boSaveDraft'))?.body).toMatchObject({ id: draftId, boAlias: 'patentApply', boData: { title: '草稿中的专利' } }));
    fireEvent.click(screen.getByTestId('form-save'));
    await screen.findByText('保存成功');
    expect(calls.find((c) => c.path === BO_SAVE)?.query.get('delDraftId')).toBe(draftId);
  });

  it('a form whose definition keeps no drafts (drafts: false) offers 保存 without 保存草稿', async () => {
    const { services } = formTestServices(patentServer((call) => (call.path === GET_FORM ? { ...getFormReply(), form: { ...patentForm, drafts: false } } : undefined)));
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" action="add" /></FormHarness>);
    await screen.findByTestId('form-view');
    expect(screen.getByTestId('form-save')).toBeTruthy();
    expect(screen.queryByTestId('form-save-draft')).toBeNull();
  });

  it("a workflow node's rights override the caller's: a hidden field becomes required", async () => {
    const { services } = formTestServices(patentServer());
    render(<FormHarness services={services}><FormView formKey="patentApply" boAlias="patentApply" action="add" rightsOverride={{ reviewComment: 'b', title: 'r' }} /></FormHarness>);
    await screen.findByTestId('form-view');
    expect(input('reviewComment')).not.toBeNull();
    expect(input('title')?.tagName).not.toBe('INPUT');
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(screen.getByTestId('field-root_reviewComment').textContent).toContain('必填'));
  });
});

const tiny = {
  bo: {
    kind: 'bo', schemaVersion: 2, alias: 'tiny', name: { 'zh-CN': '小表' },
    fields: [
      { name: 'kind', label: { 'zh-CN': '类别' }, type: 'string' },
      { name: 'note', label: { 'zh-CN': '备注' }, type: 'string' },
      { name: 'total', label: { 'zh-CN': '合计' }, type: 'number' },
    ],
    children: [{ alias: 'items', name: { 'zh-CN': '明细' }, fields: [{ name: 'amount', label: { 'zh-CN': '金额' }, type: 'number' }] }],
  } as unknown as BoDefinition,
  form: (extra: Partial<FormDefinition>) => ({
    kind: 'form', schemaVersion: 1, key: 'tiny', name: { 'zh-CN': '小表单' }, boAlias: 'tiny',
    schema: { type: 'object', properties: { kind: { type: 'string' }, note: { type: 'string' }, total: { type: 'number' }, items: { type: 'array', items: { type: 'object', properties: { amount: { type: 'number' } } } } } },
    ...extra,
  }) as unknown as FormDefinition,
};

describe('FormView behaviour', { timeout: 60_000 }, () => {
  it('renders once per keystroke (React Profiler)', async () => {
    const { services } = formTestServices(() => undefined);
    const commits: string[] = [];
    render(
      <FormHarness services={services}>
        <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
          <FormView definition={patentForm} bo={patentBo} action="add" />
        </Profiler>
      </FormHarness>,
    );
    await screen.findByTestId('form-view');
    await act(async () => { await new Promise((r) => setTimeout(r, 150)); });
    const perKeystroke: number[] = [];
    for (const text of ['一', '一种', '一种电', '一种电池']) {
      const before = commits.length;
      act(() => { type('title', text); });
      perKeystroke.push(commits.length - before);
    }
    expect(perKeystroke).toEqual([1, 1, 1, 1]);
  });

  it('applies a linkage 100 ms after the change, not before', async () => {
    const { services } = formTestServices(() => undefined);
    const form = tiny.form({ linkages: [{ effect: 'HIDE', condition: { scope: '/kind', schema: { const: 'x' } }, targets: ['/note'] }] });
    render(<FormHarness services={services}><FormView definition={form} bo={tiny.bo} action="add" /></FormHarness>);
    await screen.findByTestId('form-view');
    // Time stands still from here (no shouldAdvanceTime: on a loaded machine real time would fire the delay early).
    vi.useFakeTimers();
    try {
      act(() => { type('kind', 'x'); });
      await act(async () => { await vi.advanceTimersByTimeAsync(60); });
      expect(input('note')).not.toBeNull();
      await act(async () => { await vi.advanceTimersByTimeAsync(60); });
      expect(input('note')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('computes formulas and notifies 公式运算错误 when one fails', async () => {
    const { services } = formTestServices(() => undefined);
    const ok = tiny.form({ formulas: [{ target: 'total', expression: "$subSum(items, 'item.amount')" }] });
    const { unmount } = render(<FormHarness services={services}><FormView definition={ok} bo={tiny.bo} action="add" data={{ items: [{ amount: 2 }, { amount: 3.5 }] }} /></FormHarness>);
    await waitFor(() => expect(input('total')?.value).toBe('5.5'));
    unmount();
    const bad = tiny.form({ formulas: [{ target: 'total', expression: "$subSum(items, 'amount')" }] });
    render(<FormHarness services={services}><FormView definition={bad} bo={tiny.bo} action="add" data={{ items: [{ amount: 2 }] }} /></FormHarness>);
    await screen.findByText('公式运算错误');
    await screen.findByText(/子表运算中amount必须为item\.xxx格式的表达式/);
  });

  it('shows a broken definition as an error where the form would be', async () => {
    const { services } = formTestServices(() => undefined);
    const broken = { ...tiny.form({}), schema: null } as unknown as FormDefinition;
    render(<FormHarness services={services}><FormView definition={broken} bo={tiny.bo} action="add" /></FormHarness>);
    await screen.findByTestId('form-load-error');
  });
});
