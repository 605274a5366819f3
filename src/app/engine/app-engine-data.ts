import type { HostName } from '../../common/hosts.ts';
import { directoryCalls } from '../../common/api/directory-calls.ts';
import type { RuleCall } from '../../common/rules/form-rules.ts';
import type { EngineDataProvider } from '../../engine/provider/engine-data-provider.ts';
import {
  deleteBoRecords, downloadImportTemplate, downloadStoredFile, exportTemplateRows, findOrgNames, findUserNames, getDialogRows,
  getTemplateInfo, importTemplateRows, listTemplateRows,
} from '../api/forms.ts';
import {
  doQuery, exportQueryViewRows, getChart, getChartData, getDialogByAlias, getDialogTreeRows, getQueryByAlias, getQueryViewInfo,
  listDialogRows, listQueryViewRows,
} from '../api/custom-views.ts';
import { boSave, boSaveDraft, getForm, getMyDraftList, getTempDraftData, removeTempDraft, uploadFile, UPLOAD_PATH } from '../api/form-records.ts';
import { getDefinitionVersion } from '../api/definitions.ts';
import { dictionariesOf } from '../api/dictionaries.ts';
import { fileCalls } from '../api/files.ts';
import { getInstanceDetail } from '../api/workflow-instance.ts';
import { startChoices } from '../api/workflow-next-choices.ts';
import { encodeFormData } from '../api/workflow-task.ts';
import type { ApiClient } from '../api/client.ts';
import { hostUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import type { AppServices } from '../shell/services.tsx';

/** A form rule's URL is one of our own hosts' (`/api/form/...`); anything else is refused, never fetched. */
export function ruleCallOver(api: ApiClient, config: Pick<RuntimeConfig, 'hosts'>): RuleCall {
  return (url, init) => {
    const match = Object.entries(config.hosts).find(([, prefix]) => prefix && url.startsWith(`${prefix.replace(/\/+$/, '')}/`));
    if (!match) return Promise.reject(new Error(url));
    const path = url.slice(match[1]!.replace(/\/+$/, '').length);
    const [pathname, search] = path.split('?');
    const query = { ...Object.fromEntries(new URLSearchParams(search ?? '')), ...init.query };
    return api.request(match[0] as HostName, pathname!, { method: init.method, query, body: init.body, silent: true });
  };
}

// The server's upload extensions change only with its configuration: one call per page load.
let uploadExtensions: Promise<string[]> | undefined;

/** The engine's data provider over the app's typed api calls (src/app/api). */
export function createAppEngineData(services: Pick<AppServices, 'api' | 'config' | 'session' | 'i18n'>): EngineDataProvider {
  const { api, config, session, i18n } = services;
  const files = () => fileCalls({ api, config, session, language: () => i18n.language });
  const uploadTarget = () => {
    const current = session.get();
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
    if (current?.token) headers.Authorization = `Bearer ${current.token}`;
    const tenant = current?.user.tenantCode ?? session.tenantCode;
    if (tenant) headers['Tenant-Code'] = tenant;
    return { url: hostUrl(config, 'portal', UPLOAD_PATH), headers };
  };
  return {
    getTemplateInfo: (alias) => getTemplateInfo(api, alias),
    getList: (body) => listTemplateRows(api, body),
    deleteMany: (boAlias, ids) => deleteBoRecords(api, boAlias, ids),
    exportList: (alias, filter) => exportTemplateRows(services, alias, filter),
    getImportTemplate: (alias) => downloadImportTemplate(services, alias),
    importList: (query, file, onProgress) => importTemplateRows(services, query, file, onProgress),
    userNames: (ids) => findUserNames(api, ids),
    orgNames: (ids) => findOrgNames(api, ids),
    searchDialogRows: (alias, keyword) => getDialogRows(api, alias, keyword),

    getQueryViewInfo: (sqlAlias, alias) => getQueryViewInfo(api, sqlAlias, alias),
    getQueryViewList: (sqlAlias, alias, body) => listQueryViewRows(api, sqlAlias, alias, body),
    exportQueryView: (sqlAlias, alias, filter) => exportQueryViewRows(services, sqlAlias, alias, filter),

    getQuery: (alias) => getQueryByAlias(api, alias),
    doQuery: (alias, values, page, pageSize) => doQuery(api, alias, values, page, pageSize),
    getDialog: (alias) => getDialogByAlias(api, alias),
    getDialogRows: (alias, conditions, page, pageSize) => listDialogRows(api, alias, conditions, page, pageSize),
    getDialogTree: (alias) => getDialogTreeRows(api, alias),
    getChart: (alias) => getChart(api, alias),
    getChartPoints: (alias) => getChartData(api, alias),

    getForm: (formKey, boAlias, query) => getForm(api, formKey, boAlias, query),
    save: (boAlias, input) => boSave(api, boAlias, input),
    saveDraft: (body) => boSaveDraft(api, body),
    getDraft: (id) => getTempDraftData(api, id),
    getDrafts: (filter) => getMyDraftList(api, filter),
    deleteDrafts: (ids) => removeTempDraft(api, ids),
    getDefinitionVersion: (kind, key, version) => getDefinitionVersion(api, kind, key, version),
    ruleCall: ruleCallOver(api, config),

    getInstance: (instId) => getInstanceDetail(api, instId),
    saveInstanceData: (instId, data) => api.request<{ message?: string }>('bpmRunTime', '/runtime/instance/v1/saveFormData', {
      method: 'POST', body: { instId: Number(instId), data: encodeFormData(data) },
    }),
    startChoices: (flowKey) => startChoices(api, { flowKey }, true),

    directory: directoryCalls(api),
    uploadExtensions() {
      uploadExtensions ??= files()
        .uploadLimits()
        .then((limits) => limits.extensions.map((extension) => extension.toLowerCase()))
        .catch((error: unknown) => {
          uploadExtensions = undefined;
          throw error;
        });
      return uploadExtensions;
    },
    async uploadFile(file, onProgress) {
      // With progress (XMLHttpRequest) in the app; the plain fetch upload where there is none (tests' fetch stand-ins).
      if (typeof XMLHttpRequest === 'undefined') return uploadFile(uploadTarget(), file);
      const info = await files().upload('portal', UPLOAD_PATH, file, onProgress);
      return { id: info.id, name: info.name };
    },
    fileUrl: (id) => hostUrl(config, 'portal', '/system/file/v1/downloadFile', { fileId: id }),
    downloadFile: (id, name) => downloadStoredFile(services, id, name),
    getDictionaries: () => dictionariesOf(services).all(),
    getDictionary: (typeKey, options) => dictionariesOf(services).items(typeKey, options),
  };
}
