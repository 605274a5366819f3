import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DraftListPage } from '../../engine/form/pages/draft-list-page.tsx';
import { FormHarness, formTestServices, type FakeCall } from '../testing/form-harness.tsx';

configure({ asyncUtilTimeout: 15_000 });

const DRAFT = {
  id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', boAlias: 'patentApply', formKey: 'patentApply', templateAlias: 'patentApplyList', recordId: null,
  title: '一种电池（草稿）', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-21T09:30:00.000Z',
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function setup() {
  let drafts = [DRAFT];
  const { services, calls } = formTestServices((call: FakeCall) => {
    if (call.path.endsWith('/getMyDraftList')) return { rows: drafts, total: drafts.length, page: 1, pageSize: 10 };
    if (call.path.endsWith('/removeTempDraft')) {
      drafts = [];
      return { state: true, message: '删除成功', value: 1 };
    }
    return undefined;
  });
  render(
    <FormHarness services={services}>
      <MemoryRouter initialEntries={['/statement/draftList']}>
        <Routes>
          <Route path="/statement/draftList" element={<DraftListPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </FormHarness>,
  );
  return calls;
}

describe('DraftListPage', { timeout: 60_000 }, () => {
  it("lists the caller's drafts and opens one in its form with the draft id", async () => {
    setup();
    await screen.findByText('一种电池（草稿）');
    fireEvent.click(screen.getByTestId('draft-open'));
    expect((await screen.findByTestId('where')).textContent).toBe(`/statement/template/form/patentApplyList/add?draftId=${DRAFT.id}`);
  });

  it('asks 确定删除吗？ before deleting, and asks for a selection first for a bulk delete', async () => {
    const calls = setup();
    await screen.findByText('一种电池（草稿）');
    fireEvent.click(screen.getByTestId('draft-remove-selected'));
    await screen.findByText('请至少选择一条数据');
    fireEvent.click(screen.getByTestId('draft-remove'));
    await screen.findByText('确定删除吗？');
    fireEvent.click(screen.getAllByRole('button').find((b) => /确\s*定|OK/.test(b.textContent ?? ''))!);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/removeTempDraft') && c.query.get('ids') === DRAFT.id)).toBe(true));
    await screen.findByText('暂无信息');
  });
});
