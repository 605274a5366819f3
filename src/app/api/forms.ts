import type { HostName } from '../../common/hosts.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import { hostUrl } from '../config/runtime-config.ts';
import type { AppServices } from '../shell/services.tsx';
import type { ApiClient } from './client.ts';
import type { DialogRows, DownloadedFile, ExportBody, ImportQuery, ImportReply, ListJsonBody, TemplateInfo, TemplatePage } from '../../common/api/template-types.ts';
import type { CountReply } from '../../common/api/forms.ts';

export type {
  TemplateInfo, ExportBody, TemplateBoField, ListJsonBody, TemplateRow, TemplatePage, ImportReply, ImportProblem, ImportQuery, DownloadedFile, DialogRows,
} from '../../common/api/template-types.ts';
export type { CountReply };

const TEMPLATE = '/form/dataTemplate/v1';

/** getBpmDataTemplateInfo: the template as the caller may use it, with its bo fields and dictionaries. */
export function getTemplateInfo(api: ApiClient, alias: string) {
  return api.request<TemplateInfo>('form', `${TEMPLATE}/getBpmDataTemplateInfo`, { query: { alias, needDisplayFileds: true } });
}

/** listJson: one page of a template's rows under a query filter. */
export function listTemplateRows(api: ApiClient, body: ListJsonBody) {
  return api.request<TemplatePage>('form', `${TEMPLATE}/listJson`, { method: 'POST', body });
}

/** boDel: deletes records of a business object (all or none). */
export function deleteBoRecords(api: ApiClient, boAlias: string, ids: readonly string[]) {
  return api.request<CountReply>('form', `${TEMPLATE}/boDel/${encodeURIComponent(boAlias)}`, { method: 'DELETE', query: { ids: ids.join(',') } });
}

interface NamedRow {
  id: number;
  fullname?: string;
  name?: string;
}

/** Names of users by id, for list columns holding user ids (one call per page of rows). */
export async function findUserNames(api: ApiClient, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const page = await api.request<{ rows: NamedRow[] }>('uc', '/api/user/v1/users/queryByType', {
    method: 'POST', silent: true, body: { pageBean: { page: 1, pageSize: ids.length, showTotal: false }, querys: [{ property: 'id', operation: 'IN', value: ids }] },
  });
  return new Map(page.rows.map((r) => [r.id, r.fullname ?? '']));
}

/** Names of organisations by id, for list columns holding org ids. */
export async function findOrgNames(api: ApiClient, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const page = await api.request<{ rows: NamedRow[] }>('uc', '/api/org/v1/orgs', {
    method: 'POST', silent: true, body: { pageBean: { page: 1, pageSize: ids.length, showTotal: false }, querys: [{ property: 'id', operation: 'IN', value: ids }] },
  });
  return new Map(page.rows.map((r) => [r.id, r.name ?? '']));
}

export type FileServices = Pick<AppServices, 'api' | 'config' | 'session' | 'i18n'>;

function authHeaders(services: FileServices): Record<string, string> {
  const current = services.session.get();
  const headers: Record<string, string> = { 'Accept-Language': services.i18n.language };
  if (current?.token) headers.Authorization = `Bearer ${current.token}`;
  const tenant = current?.user.tenantCode ?? services.session.tenantCode;
  if (tenant) headers['Tenant-Code'] = tenant;
  return headers;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** A call whose reply is a file; a JSON failure reply becomes an Error with the server's localised message. */
export async function fetchFile(services: FileServices, host: HostName, path: string, body: unknown, fallbackName: string): Promise<DownloadedFile> {
  await services.api.ensureFreshToken();
  const post = body !== undefined;
  const response = await fetch(hostUrl(services.config, host, path), post
    ? { method: 'POST', headers: { ...authHeaders(services), 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
    : { method: 'GET', headers: authHeaders(services) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const reply = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(reply.message || `HTTP ${response.status}`);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, fallbackName) };
}

/** A stored file (attachment, import report) as a download. */
export function downloadStoredFile(services: FileServices, fileId: string, name?: string) {
  return fetchFile(services, 'portal', `/system/file/v1/downloadFile?fileId=${encodeURIComponent(fileId)}`, undefined, name ?? fileId);
}

/** export: the template's rows under the filter (every page) as .xlsx. */
export function exportTemplateRows(services: FileServices, alias: string, queryFilter: QueryFilter) {
  return fetchFile(services, 'form', `${TEMPLATE}/export`, { alias, queryFilter } satisfies ExportBody, `${alias}.xlsx`);
}

/** downloadMainTempFile: the empty .xlsx an import expects. */
export function downloadImportTemplate(services: FileServices, alias: string) {
  return fetchFile(services, 'form', `${TEMPLATE}/downloadMainTempFile?alias=${encodeURIComponent(alias)}`, { alias }, `${alias}.xlsx`);
}

/**
 * tImportMain: uploads an .xlsx of rows for the template; `onProgress` gets the uploaded share (0-100).
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function importTemplateRows(
  services: FileServices,
  query: ImportQuery,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImportReply> {
  return services.api.ensureFreshToken().then(() => new Promise<ImportReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', hostUrl(services.config, 'form', `${TEMPLATE}/tImportMain`, query));
    for (const [key, value] of Object.entries(authHeaders(services))) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let reply: ImportReply | undefined;
      try {
        reply = JSON.parse(xhr.responseText) as ImportReply;
      } catch {
        reply = undefined;
      }
      if (reply && typeof reply.state === 'boolean') resolve(reply);
      else reject(new Error(`HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error(services.i18n.t('common:networkError')));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  }));
}

export async function getDialogRows(api: ApiClient, alias: string, keyword: string): Promise<DialogRows> {
  const dialog = await api.request<DialogRows['dialog']>('form', '/form/customDialog/v1/getByAlias', { query: { alias } });
  const field = dialog.conditionfield?.[0]?.field;
  const body = keyword && field ? { [field]: keyword } : {};
  const page = await api.request<{ rows: Record<string, unknown>[] }>('form', '/form/customDialog/v1/listData', {
    method: 'POST', query: { alias, page: 1, pageSize: 50 }, body,
  });
  return { dialog, rows: page.rows };
}
