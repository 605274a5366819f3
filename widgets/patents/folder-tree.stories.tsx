import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FolderTree } from './folder-tree.tsx';
import { folderTree } from './folder-tree.fixture.ts';

const meta = {
  title: 'Patents/FolderTree',
  component: FolderTree,
  args: { tree: folderTree, selectedId: '11', onSelect: fn() },
} satisfies Meta<typeof FolderTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pick: Story = {};
export const Editable: Story = {
  args: {
    editing: { maxDepth: 3, onAdd: fn(async () => undefined), onRename: fn(async () => undefined), onRemove: fn(async () => undefined) },
  },
};
export const Empty: Story = { args: { tree: [] } };
