import type { ApiClient } from '../../app/api/client.ts';
import { uploadFile, UPLOAD_PATH } from '../../app/api/form-records.ts';
import { fileCalls } from '../../app/api/files.ts';
import { hostUrl, type RuntimeConfig } from '../../app/config/runtime-config.ts';
import type { SessionStore } from '../../app/session/session-store.ts';
import type { FormServices } from '../../../widgets/form/form-services.ts';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import type { OpenDialog } from './dialog-opener.ts';
import { directoryCalls } from './directory-calls.ts';
import type { DictItems } from './form-source.ts';
import { exportSubRows, importSubRows } from './sub-table-excel.ts';
import { saveFile } from '../list/save-file.ts';

export interface FormServicesDeps {
  api: ApiClient;
  config: Pick<RuntimeConfig, 'hosts'>;
  session: Pick<SessionStore, 'get' | 'tenantCode'>;
  language: () => string;
  bo: BoDefinition | undefined;
  dicts: DictItems;
  openDialog: OpenDialog;
}

/** The FormServices the form widgets use, over the typed api calls (directory pickers, uploads, dialogs, Excel). */
// The server's upload extensions change only with its configuration: one call per page load.
let uploadExtensions: Promise<string[]> | undefined;
function uploadExtensionsOnce(deps: FormServicesDeps): Promise<string[]> {
  uploadExtensions ??= fileCalls({ api: deps.api, config: deps.config, session: deps.session, language: deps.language })
    .uploadLimits()
    .then((limits) => limits.extensions.map((extension) => extension.toLowerCase()))
    .catch((error: unknown) => {
      uploadExtensions = undefined;
      throw error;
    });
  return uploadExtensions;
}

export function createFormServices(deps: FormServicesDeps): FormServices {
  const dir = directoryCalls(deps.api);
  const uploadTarget = () => {
    const current = deps.session.get();
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.language() };
    if (current?.token) headers.Authorization = `Bearer ${current.token}`;
    const tenant = current?.user.tenantCode ?? deps.session.tenantCode;
    if (tenant) headers['Tenant-Code'] = tenant;
    return { url: hostUrl(deps.config, 'portal', UPLOAD_PATH), headers };
  };
  const childOf = (alias: string) => deps.bo?.children?.find((c) => c.alias === alias);
  return {
    async searchUsers({ keyword, page, pageSize }) {
      const reply = await dir.users(dir.keywordFilter(keyword, ['fullname', 'account'], page, pageSize));
      return { rows: reply.rows.map((u) => ({ id: u.id, name: u.fullname, account: u.account, orgName: u.orgName ?? undefined })), total: reply.total ?? reply.rows.length };
    },
    async listOrgs(parentId) {
      const nodes = await dir.orgChildren(parentId);
      return nodes.map((o) => ({ id: o.id, name: o.name, parentId: o.parentId, hasChildren: o.isParent }));
    },
    async searchPosts({ keyword, page, pageSize }) {
      const reply = await dir.posts(dir.keywordFilter(keyword, ['name', 'orgName'], page, pageSize));
      return { rows: reply.rows.map((p) => ({ id: p.id, name: p.name, orgName: p.orgName })), total: reply.total ?? reply.rows.length };
    },
    async labelsOf(kind, ids) {
      if (!ids.length) return [];
      const f = dir.idsFilter(ids);
      if (kind === 'user') return (await dir.users(f)).rows.map((u) => ({ id: u.id, name: u.fullname }));
      if (kind === 'org') return (await dir.orgs(f)).rows.map((o) => ({ id: o.id, name: o.name }));
      return (await dir.posts(f)).rows.map((p) => ({ id: p.id, name: p.name }));
    },
    uploadExtensions: () => uploadExtensionsOnce(deps),
    async uploadFile(file, onProgress) {
      // With progress (XMLHttpRequest) in the app; the plain fetch upload where there is none (tests' fetch stand-ins).
      if (typeof XMLHttpRequest === 'undefined') return uploadFile(uploadTarget(), file);
      const info = await fileCalls({ api: deps.api, config: deps.config, session: deps.session, language: deps.language }).upload('portal', UPLOAD_PATH, file, onProgress);
      return { id: info.id, name: info.name };
    },
    fileUrl: (id) => hostUrl(deps.config, 'portal', '/system/file/v1/downloadFile', { fileId: id }),
    async openFile(ref) {
      await deps.api.ensureFreshToken();
      const response = await fetch(hostUrl(deps.config, 'portal', '/system/file/v1/downloadFile', { fileId: ref.id }), { headers: uploadTarget().headers });
      if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
        const reply = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(reply.message || `HTTP ${response.status}`);
      }
      saveFile(await response.blob(), ref.name ?? ref.id);
    },
    openDialog: (alias, options) => deps.openDialog(alias, options),
    importSub: async (alias, file) => importSubRows(childOf(alias), file, deps.language()),
    exportSub: async (alias, rows) => exportSubRows(childOf(alias), rows, deps.language()),
    dicts: deps.dicts,
  };
}
