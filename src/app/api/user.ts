import type { ApiClient } from './client.ts';
import type { SwitchPostReply, UpdateProfileBody, UpdateProfileReply, UserDetail } from './types.ts';

export function getUserDetail(api: ApiClient, account: string) {
  return api.request<UserDetail>('uc', '/api/user/v1/user/getDetailByAccountOrId', { query: { account } });
}

export function updateProfile(api: ApiClient, update: UpdateProfileBody) {
  return api.request<UpdateProfileReply>('uc', '/api/user/v1/user/updateUser', { method: 'POST', body: update, silent: true });
}

export function switchPost(api: ApiClient, postId: string) {
  return api.request<SwitchPostReply>('uc', '/api/user/v1/user/switchPost', { method: 'POST', query: { postId }, silent: true });
}

/** Tells the server the language the user now reads the portal in (their reminders follow it). */
export function saveReadingLanguage(api: ApiClient, language: 'zh-CN' | 'en-US') {
  return api.request<unknown>('uc', '/api/user/v1/user/language', { method: 'PUT', body: { language }, silent: true });
}
