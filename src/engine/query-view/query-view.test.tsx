import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './query-view.stories.tsx';
import { fixtureQueryViewSource } from './query-view.fixture.ts';

// Arco tables render slowly in happy-dom on a loaded machine: allow findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../list/save-file.ts', () => ({ saveFile: vi.fn() }));
setProjectAnnotations(preview);
const { Rows, Empty, UnknownAlias, RowsEnglish, EmptyEnglish } = composeStories(stories);

const bodyRows = () => screen.getByTestId('query-view-table').querySelectorAll('tbody tr.arco-table-tr:not(.arco-table-empty-row)');
const typeIn = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  fireEvent.change(el.tagName === 'INPUT' ? el : el.querySelector('input')!, { target: { value } });
};

describe('QueryView', { timeout: 20_000 }, () => {
  it('shows the name, search fields and the first page of 10', async () => {
    render(<Rows />);
    await screen.findByText('专利申请查询');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('申请号', { selector: 'th *' })).toBeTruthy();
    expect(screen.getByText('专利类型', { selector: '.view-search-field span' })).toBeTruthy();
  });

  it('searches and pages on the server', async () => {
    render(<Rows />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    typeIn('search-name', '芯片');
    fireEvent.click(screen.getByTestId('view-search'));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    fireEvent.click(screen.getByTestId('view-reset'));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByText('5', { selector: '.arco-pagination-item' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
  });

  it('exports the rows of the current search', async () => {
    const exported: Record<string, unknown>[] = [];
    render(<Rows source={fixtureQueryViewSource({ exported })} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    typeIn('search-name', '芯片');
    fireEvent.click(screen.getByTestId('view-search'));
    fireEvent.click(screen.getByTestId('query-view-export'));
    await waitFor(() => expect(exported).toEqual([{ name: '芯片' }]));
  });

  it('shows 暂无信息 when nothing matches', async () => {
    render(<Empty />);
    await screen.findByText('暂无信息');
  });

  it('names an unknown query', async () => {
    render(<UnknownAlias />);
    expect((await screen.findByTestId('query-view-error')).textContent).toBe('未找到别名为noSuchQuery的关联查询');
  });

  it('speaks English', async () => {
    render(<RowsEnglish />);
    await screen.findByText('Patent application query');
    expect(screen.getByText('Export')).toBeTruthy();
    render(<EmptyEnglish />);
    await screen.findByText('No information');
  });
});
