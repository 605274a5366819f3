import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n/i18n.ts';
import { LoginForm } from './login-form.tsx';

function renderForm(language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <LoginForm onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return { onSubmit };
}

const account = () => screen.getByTestId('login-account') as HTMLInputElement;
const password = () => screen.getByTestId('login-password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

describe('LoginForm', () => {
  it('asks for account and password when both are empty', async () => {
    const { onSubmit } = renderForm();
    submit();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an account that is not 2-20 letters, digits, _ or -', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(account(), { target: { value: 'a b!' } });
    fireEvent.change(password(), { target: { value: 'Demo@2026' } });
    submit();
    expect(await screen.findByText('账号格式不符合规范')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed account and the password', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(account(), { target: { value: 'staff1' } });
    fireEvent.change(password(), { target: { value: 'Demo@2026' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account: 'staff1', password: 'Demo@2026' }));
  });

  it('speaks English when the shell does', async () => {
    renderForm('en-US');
    submit();
    expect(await screen.findByText('Please enter account')).toBeTruthy();
    expect(screen.getByTestId('login-submit').textContent?.replace(/\s/g, '')).toBe('Signin');
  });
});
