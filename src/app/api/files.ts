import type { ArchiveEntriesReply, FileInfo, OnlinePreviewReply, UploadLimitsReply } from '../../common/api/files.ts';
import { hostUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import type { ApiClient } from './client.ts';
import type { SessionStore } from '../session/session-store.ts';

/** What the file calls need of the shell: the api client, the session (uploads and downloads send its token), the language. */
export interface FileCallDeps {
  api: ApiClient;
  config: Pick<RuntimeConfig, 'hosts'>;
  session: Pick<SessionStore, 'get' | 'tenantCode'>;
  language: () => string;
}

/** Upload progress: bytes sent of the total. */
export type UploadProgress = (loaded: number, total: number) => void;

/** The attachment calls of the portal host: viewer kind, archive tree, limits, content as a blob, uploads with progress. */
export function fileCalls(deps: FileCallDeps) {
  const headers = () => {
    const current = deps.session.get();
    const result: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.language() };
    if (current?.token) result.Authorization = `Bearer ${current.token}`;
    const tenant = current?.user.tenantCode ?? deps.session.tenantCode;
    if (tenant) result['Tenant-Code'] = tenant;
    return result;
  };
  return {
    onlinePreview: (fileId: string) =>
      deps.api.request<OnlinePreviewReply>('portal', '/file/onlinePreviewController/v1/onlinePreview', { query: { fileId }, silent: true }),
    archiveEntries: (fileId: string) =>
      deps.api.request<ArchiveEntriesReply>('portal', '/file/onlinePreviewController/v1/archiveEntries', { query: { fileId }, silent: true }),
    uploadLimits: () => deps.api.request<UploadLimitsReply>('portal', '/system/file/v1/uploadLimits'),
    /** The URL an audio or video element plays a file from (ranges fetched by the element itself, with a ticket for the file). */
    async mediaUrl(fileId: string): Promise<string> {
      const { url } = await deps.api.request<{ url: string }>('portal', '/system/file/v1/mediaTicket', { query: { fileId }, silent: true });
      return hostUrl(deps.config, 'portal', url);
    },

    /** The content at a portal-host path (preview, officePdf) as a blob, with the session; a refusal is an Error with the server's message. */
    async blob(path: string): Promise<Blob> {
      await deps.api.ensureFreshToken();
      const response = await fetch(hostUrl(deps.config, 'portal', path), { headers: headers() });
      if (!response.ok || (response.headers.get('content-type') ?? '').startsWith('application/json')) {
        const reply = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(reply.message || `HTTP ${response.status}`);
      }
      return response.blob();
    },

    /**
     * POSTs one file as multipart/form-data (field `file`) to a path of `host`, reporting progress as it goes
     * (XMLHttpRequest: fetch cannot tell upload progress). Resolves with the reply envelope's value; a refusal
     * rejects with the server's message. `signal` cancels.
     */
    async upload<T = FileInfo>(host: 'portal' | 'front' | 'form', path: string, file: File, onProgress?: UploadProgress, options: { query?: Record<string, string>; signal?: AbortSignal } = {}): Promise<T> {
      await deps.api.ensureFreshToken();
      return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', hostUrl(deps.config, host, path, options.query));
        for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
        xhr.onload = () => {
          let reply: { state?: boolean; message?: string; value?: T } = {};
          try {
            reply = JSON.parse(xhr.responseText) as typeof reply;
          } catch {
            // A reply that is no JSON: the status says what happened.
          }
          if (xhr.status >= 200 && xhr.status < 300 && reply.state !== false) resolve((reply.value ?? reply) as T);
          else reject(new Error(reply.message || `HTTP ${xhr.status}`));
        };
        xhr.onerror = () => reject(new Error('network'));
        xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
        options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        const body = new FormData();
        body.append('file', file, file.name);
        xhr.send(body);
      });
    },
  };
}

export type FileCalls = ReturnType<typeof fileCalls>;

/** A size as the spec shows it: K up to 1 MB, M above (one decimal). */
export function formatSize(bytes: number): string {
  if (bytes > 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)}M`;
  // A file of a few bytes still reads as something, not 0.0K.
  return `${(bytes > 0 ? Math.max(0.1, bytes / 1024) : 0).toFixed(1)}K`;
}
