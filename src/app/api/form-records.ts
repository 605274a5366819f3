import type {
  BoSaveInput, BoSaveReply, CountReply, DraftPage, DraftWithData, FormAction, GetFormReply, SaveDraftBody, SaveDraftReply, TextReply,
} from '../../common/api/form-record-types.ts';
import type { FileRef } from '../../common/api/file-ref.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import type { ApiClient } from './client.ts';

/** Typed calls of the form-record service (workflow-office.md "Forms and views"): load, save, drafts, delete. */

export type {
  GetFormReply, BoSaveReply, SaveDraftBody, SaveDraftReply, DraftRow, DraftWithData, CountReply, TextReply, FormAction, DraftPage, BoSaveInput,
} from '../../common/api/form-record-types.ts';

const BASE = '/form/dataTemplate/v1';
const seg = encodeURIComponent;

export function getForm(api: ApiClient, formKey: string, boAlias: string, query: { id?: string; action?: FormAction } = {}) {
  return api.request<GetFormReply>('form', `${BASE}/getForm/${seg(formKey)}/${seg(boAlias)}`, { query, silent: true });
}

/** Saves a record; with id the version it was read at (a stale version is a 409). The caller shows failures. */
export function boSave(api: ApiClient, boAlias: string, input: BoSaveInput) {
  return api.request<BoSaveReply>('form', `${BASE}/boSave/${seg(boAlias)}`, {
    method: 'POST',
    silent: true,
    query: { formKey: input.formKey, delDraftId: input.delDraftId },
    body: { boData: input.boData, ...(input.id ? { id: input.id, version: input.version } : {}) },
  });
}

export function boSaveDraft(api: ApiClient, body: SaveDraftBody) {
  return api.request<SaveDraftReply>('form', `${BASE}/boSaveDraft`, { method: 'POST', body, silent: true });
}

export function getTempDraftData(api: ApiClient, id: string) {
  return api.request<DraftWithData>('form', `${BASE}/getTempDraftData/${seg(id)}`, { silent: true });
}

export function getMyDraftList(api: ApiClient, filter: QueryFilter) {
  return api.request<DraftPage>('form', `${BASE}/getMyDraftList`, { method: 'POST', body: filter });
}

export function removeTempDraft(api: ApiClient, ids: string[]) {
  return api.request<CountReply>('form', `${BASE}/removeTempDraft`, { method: 'DELETE', query: { ids: ids.join(',') }, silent: true });
}

export function boDel(api: ApiClient, boAlias: string, ids: string[]) {
  return api.request<CountReply>('form', `${BASE}/boDel/${seg(boAlias)}`, { method: 'DELETE', query: { ids: ids.join(',') }, silent: true });
}

export function getNextIdByAlias(api: ApiClient, alias: string) {
  return api.request<TextReply>('portal', '/sys/identity/v1/getNextIdByAlias', { query: { alias } });
}

export const UPLOAD_PATH = '/system/file/v1/upload';

/** What an upload needs besides the api client: the URL and the request headers of the signed-in caller. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
  fetch?: typeof fetch;
}

/** POST /system/file/v1/upload (multipart, field `file`); replies the envelope with the stored file's id and name. */
export async function uploadFile(target: UploadTarget, file: File, flowKey?: string): Promise<FileRef> {
  const body = new FormData();
  body.append('file', file, file.name);
  const url = flowKey ? `${target.url}?flowKey=${seg(flowKey)}` : target.url;
  const response = await (target.fetch ?? fetch)(url, { method: 'POST', headers: target.headers, body });
  const reply = (await response.json().catch(() => ({}))) as { state?: boolean; message?: string; value?: unknown; fileId?: string; fileName?: string; id?: string; name?: string };
  if (!response.ok || reply.state === false) throw new Error(reply.message || `HTTP ${response.status}`);
  const value = (reply.value && typeof reply.value === 'object' ? reply.value : reply) as { id?: string; fileId?: string; name?: string; fileName?: string };
  const id = value.id ?? value.fileId;
  if (!id) throw new Error(reply.message || 'upload');
  return { id: String(id), name: value.name ?? value.fileName ?? file.name };
}
