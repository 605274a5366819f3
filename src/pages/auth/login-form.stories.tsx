import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginForm } from './login-form.tsx';
import './auth.css';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), onReset: fn(), submitting: false },
  decorators: [(Story) => <div style={{ width: 380, padding: 24, background: '#fff', borderRadius: 12 }}><Story /></div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true, initialAccount: 'admin' } };
export const ServerError: Story = { args: { initialAccount: 'admin', errorMessage: '账号或密码错误，再错误 4 次账号将被锁定' } };
export const LoginTimeout: Story = { args: { initialAccount: 'staff1', errorMessage: '登录超时' } };
export const UnknownTenant: Story = { args: { disabled: true } };
