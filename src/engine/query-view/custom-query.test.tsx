import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './custom-query.stories.tsx';

// Arco tables render slowly in happy-dom on a loaded machine: allow findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

setProjectAnnotations(preview);
const { Rows, Empty, UnknownAlias, RowsEnglish, EmptyEnglish } = composeStories(stories);

const bodyRows = () => screen.getByTestId('list-table').querySelectorAll('tbody tr.arco-table-tr:not(.arco-table-empty-row)');
const typeIn = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  fireEvent.change(el.tagName === 'INPUT' ? el : el.querySelector('input')!, { target: { value } });
};

describe('custom query page (list engine over doQuery)', { timeout: 30_000 }, () => {
  it('shows the search fields, the result columns and the first page of 10', async () => {
    render(<Rows />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('申请号', { selector: 'th *' })).toBeTruthy();
    expect(screen.getByText('专利类型')).toBeTruthy();
    expect(screen.queryByTestId('toolbar-export')).toBeNull();
  });

  it('searches with the condition values and pages on the server', async () => {
    const asked: Record<string, unknown>[] = [];
    render(<Rows asked={asked} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    typeIn('list-condition-name', '芯片');
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(asked.at(-1)).toEqual({ name: '芯片' });
    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByText('5', { selector: '.arco-pagination-item' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
  });

  it('shows 暂无信息 when nothing matches', async () => {
    render(<Empty />);
    await screen.findByText('暂无信息');
  });

  it('names an unknown query', async () => {
    render(<UnknownAlias />);
    expect((await screen.findByTestId('list-load-error')).textContent).toContain('未找到别名为noSuchQuery的关联查询');
  });

  it('speaks English', async () => {
    render(<RowsEnglish />);
    await screen.findByText('Application no.', { selector: 'th *' });
    render(<EmptyEnglish />);
    await screen.findByText('No information');
  });
});
