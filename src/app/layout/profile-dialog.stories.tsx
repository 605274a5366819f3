import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileDialog } from './profile-dialog.tsx';
import { userDetailFixture } from './profile-dialog.fixture.ts';

const meta = {
  title: 'Layout/ProfileDialog',
  component: ProfileDialog,
  args: {
    visible: true,
    detail: userDetailFixture,
    mode: 'view',
    onModeChange: fn(),
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};
export const Edit: Story = { args: { mode: 'edit' } };
export const Saving: Story = { args: { mode: 'edit', saving: true } };
export const StaleVersion: Story = { args: { mode: 'edit', errorMessage: '数据已被他人修改，请刷新后重试' } };
export const Loading: Story = { args: { detail: undefined, loading: true } };
