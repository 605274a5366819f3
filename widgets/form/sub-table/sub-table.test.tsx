import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '../fixtures/compose.ts';
import * as stories from './sub-table.stories.tsx';

const { Filled, Empty, EmptyEn, ReadOnly, RowErrors } = composeStories(stories);
const items = () => screen.getByTestId('subtable-items');
const rowCount = () => within(items()).queryAllByTestId('subtable-remove').length;

// Ten rows of widgets take a few seconds to draw in happy-dom on a busy machine.
describe('sub-tables', { timeout: 30_000 }, () => {
  it('pages twelve rows ten at a time', () => {
    render(<Filled />);
    expect(rowCount()).toBe(10);
    const pages = [...items().querySelectorAll('.arco-pagination-item')];
    fireEvent.click(pages.find((page) => page.textContent === '2')!);
    expect(rowCount()).toBe(2);
    expect(within(items()).getByDisplayValue('费用12')).toBeTruthy();
  });

  it('adds and removes rows', () => {
    render(<Empty />);
    expect(within(items()).getByText('暂无信息')).toBeTruthy();
    fireEvent.click(within(items()).getByTestId('subtable-add'));
    fireEvent.click(within(items()).getByTestId('subtable-add'));
    expect(rowCount()).toBe(2);
    fireEvent.click(within(items()).getAllByTestId('subtable-remove')[0]!);
    expect(rowCount()).toBe(1);
  });

  it('opens the receipts of a row in a drawer', async () => {
    render(<Filled />);
    const [first] = within(items()).getAllByTestId('subtable-child');
    expect(first!.textContent).toBe('票据（2）');
    await act(async () => fireEvent.click(first!));
    const drawer = await screen.findByTestId('subtable-receipts');
    expect(within(drawer).getByDisplayValue('FP-0002')).toBeTruthy();
    expect(screen.getByText('第 1 行：票据')).toBeTruthy();
  });

  it('imports rows through the services and appends them', async () => {
    render(<Empty />);
    const input = items().querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'items.xlsx')] } }));
    await waitFor(() => expect(within(items()).getByDisplayValue('差旅费')).toBeTruthy());
    expect(rowCount()).toBe(2);
  });

  it('marks the required cells of a row in error', () => {
    render(<RowErrors />);
    const table = screen.getByTestId('subtable-inventorShares');
    expect(within(table).getAllByTestId('field-error').length).toBeGreaterThanOrEqual(2);
  });

  it('shows plain cells without add, remove or import when read-only', () => {
    render(<ReadOnly />);
    expect(rowCount()).toBe(0);
    expect(within(items()).getAllByText('费用1').length).toBe(1);
    expect(within(items()).queryByTestId('subtable-add')).toBeNull();
    expect(within(items()).getByText('导出')).toBeTruthy();
  });

  it('speaks the story language', () => {
    render(<EmptyEn />);
    expect(within(items()).getByText('No information')).toBeTruthy();
    expect(within(items()).getByText('Add')).toBeTruthy();
  });
});
