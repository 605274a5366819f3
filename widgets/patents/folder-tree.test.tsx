import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/common/i18n/create-i18n.ts';
import { FolderTree } from './folder-tree.tsx';
import { folderTree } from './folder-tree.fixture.ts';

const editing = () => ({ maxDepth: 3, onAdd: vi.fn(async () => undefined), onRename: vi.fn(async () => undefined), onRemove: vi.fn(async () => undefined) });
const renderTree = (props: Partial<Parameters<typeof FolderTree>[0]> = {}) =>
  render(<I18nextProvider i18n={createI18n('zh-CN')}><FolderTree tree={folderTree} {...props} /></I18nextProvider>);

describe('FolderTree', () => {
  it('reports the node the user picks', () => {
    const onSelect = vi.fn();
    renderTree({ onSelect });
    fireEvent.click(screen.getByText('电池材料'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '11', name: '电池材料' }));
  });

  it('refuses a fourth level with 不能超过三级标引节点！', async () => {
    const edit = editing();
    renderTree({ editing: edit });
    fireEvent.click(screen.getByTestId('folder-add-1211'));
    await waitFor(() => expect(document.body.textContent).toContain('不能超过三级标引节点！'));
    expect(screen.queryByTestId('folder-name-input')).toBeNull();
  });

  it('asks for a name and refuses a blank one', async () => {
    const edit = editing();
    renderTree({ editing: edit });
    fireEvent.click(screen.getByTestId('folder-add-11'));
    const input = await screen.findByTestId('folder-name-input');
    fireEvent.click(screen.getByText('确定'));
    expect((await screen.findByTestId('folder-name-error')).textContent).toBe('名称不能为空');
    fireEvent.change(input, { target: { value: '固态电池' } });
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(edit.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: '11' }), '固态电池'));
  });

  it('never offers to rename or remove the root', () => {
    renderTree({ editing: editing() });
    expect(screen.queryByTestId('folder-remove-1')).toBeNull();
    expect(screen.getByTestId('folder-remove-11')).toBeTruthy();
  });
});
