import type { ApiClient } from './client.ts';
import type { Envelope, ProfileUpdate, UserDetail } from './types.ts';

export function getUserDetail(api: ApiClient, account: string) {
  return api.request<UserDetail>('uc', '/api/user/v1/user/getDetailByAccountOrId', { query: { account } });
}

export function updateProfile(api: ApiClient, update: ProfileUpdate) {
  return api.request<Envelope>('uc', '/api/user/v1/user/updateUser', { method: 'POST', body: update, silent: true });
}

export function switchPost(api: ApiClient, postId: string) {
  return api.request<Envelope>('uc', '/api/user/v1/user/switchPost', { method: 'POST', query: { postId }, silent: true });
}
