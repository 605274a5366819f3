import type { ApiClient } from './client.ts';
import type { CurrentUser, Envelope, LoginReply, PasswordStrategyReply } from './types.ts';

/** Passwords travel base64-encoded (spec); UTF-8 first so non-ASCII characters survive. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const LOGIN_TIMEOUT_MS = 15_000;

export function login(api: ApiClient, tenant: { id: string | number; code: string }, account: string, password: string) {
  return api.request<LoginReply>('uc', '/auth', {
    method: 'POST',
    auth: 'none',
    silent: true,
    tenantCode: tenant.code,
    query: { tenantId: tenant.id },
    body: { username: account, password: encodePassword(password) },
    timeoutMs: LOGIN_TIMEOUT_MS,
  });
}

export function loginAsVisitor(api: ApiClient, tenant: { id: string | number; code: string }) {
  return api.request<LoginReply>('uc', '/auth/visitor', {
    method: 'POST',
    auth: 'none',
    silent: true,
    tenantCode: tenant.code,
    query: { tenantId: tenant.id },
  });
}

export function signOut(api: ApiClient) {
  return api.request<Envelope>('uc', '/signout', { method: 'POST', silent: true });
}

export function getCurrentUser(api: ApiClient, options: { silent?: boolean } = {}) {
  return api.request<CurrentUser>('uc', '/login/user/info', { silent: options.silent });
}

export function getPasswordStrategy(api: ApiClient, tenantId: string | number) {
  return api.request<PasswordStrategyReply>('uc', '/api/pwdStrategy/v1/getDefault', { auth: 'none', silent: true, query: { tenantId } });
}

export function changePassword(api: ApiClient, oldPassword: string, newPassword: string) {
  return api.request<Envelope>('uc', '/api/user/v1/user/changUserPsd', {
    method: 'POST',
    silent: true,
    body: { oldPwd: encodePassword(oldPassword), newPwd: encodePassword(newPassword) },
  });
}
