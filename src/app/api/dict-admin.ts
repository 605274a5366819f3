import type { Static } from '@sinclair/typebox';
import type {
  DictEntryDisableBody, DictEntryRow, DictEntrySaveBody, DictEntrySortBody, DictTypeRow, DictTypeSaveBody, DictSorted,
} from '../../common/api/dict-admin.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/**
 * Dictionary administration (src/common/api/dict-admin.ts holds the schemas). Commands are `silent`: the screen shows
 * the server's message (a refusal says why) and tells the dictionary cache the new dictVersion.
 */

export type { DictEntryRow, DictLabel, DictTypeRow } from '../../common/api/dict-admin.ts';
export interface DictSavedReply<T> { state: boolean; message: string; value: { dictVersion: number; row: T } }
export type DictSortedReply = Static<typeof DictSorted>;

const BASE = '/sys/dataDict/v1';
const quiet: Pick<RequestOptions, 'silent'> = { silent: true };

export const listDictTypes = (api: ApiClient) => api.request<DictTypeRow[]>('portal', `${BASE}/types`);
export const listDictEntries = (api: ApiClient, typeKey: string) => api.request<DictEntryRow[]>('portal', `${BASE}/entries`, { query: { typeKey } });
export const saveDictType = (api: ApiClient, body: DictTypeSaveBody) =>
  api.request<DictSavedReply<DictTypeRow>>('portal', `${BASE}/saveType`, { method: 'POST', body, ...quiet });
export const saveDictEntry = (api: ApiClient, body: DictEntrySaveBody) =>
  api.request<DictSavedReply<DictEntryRow>>('portal', `${BASE}/saveEntry`, { method: 'POST', body, ...quiet });
export const setDictEntryDisabled = (api: ApiClient, body: DictEntryDisableBody) =>
  api.request<DictSavedReply<DictEntryRow>>('portal', `${BASE}/setEntryDisabled`, { method: 'POST', body, ...quiet });
export const sortDictEntries = (api: ApiClient, body: DictEntrySortBody) =>
  api.request<DictSortedReply>('portal', `${BASE}/sortEntries`, { method: 'POST', body, ...quiet });
