import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from './fixtures/compose.ts';
import * as stories from './theme.stories.tsx';

const { PatentTabs, PatentTabsEn, PatentCollapse, PatentGrid, PatentReadOnly, PatentErrors, ExpenseClaim } = composeStories(stories);

describe('Arco form theme', () => {
  it('draws the layout groups as tabs, in the chosen language', () => {
    render(<PatentTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['基本信息', '技术内容', '发明人', '审核']);
    expect(screen.getByText('专利名称')).toBeTruthy();
  });

  it('names the groups in English in the English story', () => {
    render(<PatentTabsEn />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basics', 'Technical content', 'Inventors', 'Review']);
  });

  it('draws the groups as collapse panels or titled grids', () => {
    const { unmount } = render(<PatentCollapse />);
    expect(document.querySelectorAll('.arco-collapse-item')).toHaveLength(4);
    unmount();
    render(<PatentGrid />);
    const titles = screen.getAllByTestId('form-group-title').map((title) => title.textContent);
    expect(titles).toEqual(['基本信息', '技术内容', '发明人', '审核']);
    expect(document.querySelector('.pp-form-grid-2')).toBeTruthy();
  });

  it('marks required fields with a star and shows errors under the field', () => {
    render(<PatentErrors />);
    const title = screen.getByTestId('field-root_title');
    expect(within(title).getByText('*')).toBeTruthy();
    expect(within(title).getByTestId('field-error').textContent).not.toBe('');
    expect(screen.getByTestId('form-error-list')).toBeTruthy();
  });

  it('shows every value as plain text when the form is read-only', () => {
    render(<PatentReadOnly />);
    expect(screen.getByTestId('story-form').querySelector('input:not([type=hidden]), textarea, [contenteditable=true]')).toBeNull();
    expect(screen.getByText('一种高能量密度固态锂电池')).toBeTruthy();
    expect(screen.getByText('2026-03-15')).toBeTruthy();
    expect(screen.getByText('发明专利')).toBeTruthy();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('types into a text field through rjsf', () => {
    render(<PatentGrid />);
    const input = document.getElementById('root_title') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '新的名称' } });
    expect((document.getElementById('root_title') as HTMLInputElement).value).toBe('新的名称');
  });

  it('draws child tables with their rows, ten to a page', () => {
    render(<ExpenseClaim />);
    const table = screen.getByTestId('subtable-items');
    expect(within(table).getAllByTestId('subtable-remove')).toHaveLength(10);
    expect(within(table).getByText('费用明细')).toBeTruthy();
  });
});
