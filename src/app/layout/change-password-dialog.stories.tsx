import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

const meta = {
  title: 'Layout/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { visible: true, strategy: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No strategy: at least 6 characters. */
export const WithoutStrategy: Story = {};
export const Rule2: Story = { args: { strategy: { enable: true, pwdRule: 2, pwdLength: 8 } } };
export const Rule4: Story = { args: { strategy: { enable: true, pwdRule: 4, pwdLength: 10 } } };
export const Submitting: Story = { args: { submitting: true } };
export const WrongOldPassword: Story = { args: { errorMessage: '旧密码不正确' } };
