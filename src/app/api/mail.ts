import {
  MAIL_ROUTES as R, type Linkman, type LinkmanSaveBody, type MailComposeAction, type MailDraft, type MailItem, type MailLinkCandidate,
  type MailPickItem, type MailRow, type MailSendBody, type MailSetting, type MailSettingBody, type MailSyncProgress, type MailSyncResult,
  type MailTreeNode, type MailUnreadCount,
} from '../../common/api/mail.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/**
 * The mail calls (src/common/api/mail.ts holds their shapes), all on the portal host. Commands are `silent`: the pages
 * show the server's message themselves (a false state as an error, spec section 8).
 */

export interface Done { state: boolean; message: string }
export type Saved = Done & { value: { id: number } };
export interface Page<R> { rows: R[]; total?: number; page: number; pageSize: number }

const quiet: Pick<RequestOptions, 'silent'> = { silent: true };
const ids = (list: (string | number)[]) => list.join(',');
/** A sync of a large mailbox answers when it has finished: the page polls its progress meanwhile. */
const SYNC_TIMEOUT_MS = 30 * 60_000;

export const mailCalls = (api: ApiClient) => ({
  list: (filter: QueryFilter) => api.request<Page<MailRow>>('portal', R.list, { method: 'POST', body: filter }),
  tree: () => api.request<MailTreeNode[]>('portal', R.tree),
  get: (id: string | number) => api.request<MailItem>('portal', R.get, { query: { id }, ...quiet }),
  compose: (id: string | number, action: MailComposeAction) => api.request<MailDraft>('portal', R.compose, { query: { id, action }, ...quiet }),
  /** Out of the folder `type` into the trash; from the trash (type 4) for good. */
  remove: (list: (string | number)[], type?: number) =>
    api.request<Done>('portal', R.remove, { query: { ids: ids(list), type }, ...quiet }),
  send: (body: MailSendBody) => api.request<Saved>('portal', R.send, { method: 'POST', body, ...quiet, timeoutMs: 120_000 }),
  markRead: (id: string | number, read = true) => api.request<Done>('portal', R.isRead, { query: { id, isRead: read ? undefined : 0 }, ...quiet }),
  unreadCount: () => api.request<MailUnreadCount>('portal', R.unreadCount),
  sync: (settingId: number) =>
    api.request<Done & { value: MailSyncResult }>('portal', R.sync, { method: 'POST', query: { id: settingId }, ...quiet, timeoutMs: SYNC_TIMEOUT_MS }),
  syncProgress: (settingId: number) => api.request<MailSyncProgress>('portal', R.syncProgress, { query: { id: settingId }, ...quiet }),

  linkmen: (filter: QueryFilter) => api.request<Page<Linkman>>('portal', R.linkmanList, { method: 'POST', body: filter }),
  linkman: (id: string | number) => api.request<Linkman>('portal', R.linkmanGet, { query: { id }, ...quiet }),
  saveLinkman: (body: LinkmanSaveBody) => api.request<Saved>('portal', R.linkmanSave, { method: 'POST', body, ...quiet }),
  linkmanCandidates: (mailId: string | number) => api.request<MailLinkCandidate[]>('portal', R.linkmanOfMail, { query: { mailId }, ...quiet }),
  importLinkmen: (mailId: string | number, addresses?: string[]) =>
    api.request<Done & { value: { added: number } }>('portal', R.linkmanImport, { method: 'POST', query: { mailId }, body: { addresses }, ...quiet }),
  removeLinkmen: (list: (string | number)[]) => api.request<Done>('portal', R.linkmanRemove, { method: 'DELETE', query: { ids: ids(list) }, ...quiet }),
  /** Users of the tenant and the caller's contacts whose name, pinyin, initials or address match. */
  pick: (query: string) => api.request<MailPickItem[]>('portal', R.pick, { query: { query }, ...quiet }),

  settings: (filter: QueryFilter) => api.request<Page<MailSetting>>('portal', R.settingList, { method: 'POST', body: filter }),
  setting: (id: string | number) => api.request<MailSetting>('portal', R.settingGet, { query: { id }, ...quiet }),
  /** `keepPassword` (isOriginPwd): the stored password stays, whatever the body says. */
  saveSetting: (body: MailSettingBody, keepPassword: boolean) =>
    api.request<Saved>('portal', R.settingSave, { method: 'POST', query: { isOriginPwd: keepPassword }, body, ...quiet }),
  testSetting: (body: MailSettingBody, keepPassword: boolean) =>
    api.request<Done>('portal', R.settingTest, { method: 'POST', query: { isOriginPwd: keepPassword }, body, ...quiet, timeoutMs: 60_000 }),
  removeSettings: (list: (string | number)[]) => api.request<Done>('portal', R.settingRemove, { method: 'DELETE', query: { ids: ids(list) }, ...quiet }),
  setDefaultSetting: (id: number) => api.request<Done>('portal', R.settingSetDefault, { method: 'POST', query: { id }, ...quiet }),
});

export type MailCalls = ReturnType<typeof mailCalls>;
export type { Linkman, MailDraft, MailItem, MailPickItem, MailRow, MailSetting, MailSettingBody, MailTreeNode };
