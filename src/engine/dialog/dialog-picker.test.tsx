import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './dialog-picker.stories.tsx';

// Arco tables render slowly in happy-dom on a loaded machine: allow findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

setProjectAnnotations(preview);
const { ListCheckbox, ListRadio, ListLimitTwo, ListWithValue, TreeRadio, TreeCheckbox, Combination, UnknownAlias, ListCheckboxEnglish } = composeStories(stories);

const table = () => screen.findByTestId('dialog-table');
const bodyRows = async () => (await table()).querySelectorAll('tbody tr.arco-table-tr:not(.arco-table-empty-row)');
const tags = () => screen.queryAllByTestId('dialog-selected-tag');
const typeIn = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  fireEvent.change(el.tagName === 'INPUT' ? el : el.querySelector('input')!, { target: { value } });
};

describe('DialogPicker', { timeout: 20_000 }, () => {
  it('lists the first 20 of 46 rows with the search fields of the definition', async () => {
    render(<ListCheckbox />);
    await screen.findByText('选择专利');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    expect(screen.getByText('专利名称', { selector: '.view-search-field span' })).toBeTruthy();
    expect(screen.getByText('发明人', { selector: '.view-search-field span' })).toBeTruthy();
  });

  it('searches with the typed value and returns to page 1', async () => {
    render(<ListCheckbox />);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    typeIn('search-name', '芯片');
    fireEvent.click(screen.getByTestId('view-search'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(6));
    for (const row of await bodyRows()) expect(row.textContent).toContain('芯片散热结构');
  });

  it('checkboxes collect chosen rows as removable tags and hand them to onOk', async () => {
    const onOk = ListCheckbox.args.onOk!;
    render(<ListCheckbox />);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    const rows = await bodyRows();
    fireEvent.click(rows[0]!);
    fireEvent.click(rows[1]!);
    expect(tags()).toHaveLength(2);
    fireEvent.click(tags()[0]!.querySelector('.arco-tag-close-btn')!);
    expect(tags()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(onOk).toHaveBeenLastCalledWith([expect.objectContaining({ id: 1001 })]);
  });

  it('a radio dialog keeps one row', async () => {
    render(<ListRadio />);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    const rows = await bodyRows();
    fireEvent.click(rows[0]!);
    fireEvent.click(rows[3]!);
    expect(tags()).toHaveLength(1);
    expect(tags()[0]!.textContent).toContain(rows[3]!.querySelectorAll('td')[1]!.textContent!);
  });

  it('stops at selectNum with a message', async () => {
    render(<ListLimitTwo />);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    const rows = await bodyRows();
    for (const row of [rows[0], rows[1], rows[2]]) fireEvent.click(row!);
    expect(tags()).toHaveLength(2);
    await screen.findByText('最多只能选择2项');
  });

  it('starts from the value it was given', async () => {
    render(<ListWithValue />);
    await waitFor(() => expect(tags()[0]?.textContent).toContain('一种锂电池正极材料'));
    expect(tags()).toHaveLength(1);
  });

  it('pages by 10/20/50/100', async () => {
    render(<ListCheckbox />);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    fireEvent.click(screen.getByText('3', { selector: '.arco-pagination-item' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(6));
  });

  it('a tree dialog draws the organisation tree and picks one node', async () => {
    const onOk = TreeRadio.args.onOk!;
    render(<TreeRadio />);
    await screen.findByText('计算机学院');
    fireEvent.click(screen.getByText('材料学院'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(onOk).toHaveBeenLastCalledWith([expect.objectContaining({ id: 12, name: '材料学院' })]);
  });

  it('a tree search keeps the matches and their parents', async () => {
    render(<TreeCheckbox />);
    await screen.findByText('计算机学院');
    typeIn('search-name', '芯片');
    fireEvent.click(screen.getByTestId('view-search'));
    await screen.findByText('芯片设计实验室');
    expect(screen.queryByText('材料学院')).toBeNull();
    expect(screen.getByText('电子工程学院')).toBeTruthy();
  });

  it('a combination dialog filters the list by the tree node', async () => {
    render(<Combination />);
    const side = await screen.findByTestId('dialog-combine-tree');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    fireEvent.click(await within(side).findByText('材料学院'));
    await waitFor(async () => {
      const rows = await bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.textContent).toContain('材料学院');
    });
  });

  it('names an unknown dialog instead of going blank', async () => {
    render(<UnknownAlias />);
    expect((await screen.findByTestId('dialog-error')).textContent).toContain('noSuchDialog');
  });

  it('speaks English', async () => {
    render(<ListCheckboxEnglish />);
    await screen.findByText('Choose patents');
    expect(screen.getByText('Search')).toBeTruthy();
    expect(screen.getByText(/Selected/)).toBeTruthy();
  });
});
