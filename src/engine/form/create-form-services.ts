import type { FormServices } from '../../../widgets/form/form-services.ts';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import type { EngineDataProvider } from '../provider/engine-data-provider.ts';
import type { OpenDialog } from './dialog-opener.ts';
import type { DictItems } from './form-source.ts';
import { exportSubRows, importSubRows } from './sub-table-excel.ts';
import { saveFile } from '../list/save-file.ts';

export interface FormServicesDeps {
  /** The engine's data provider (useEngineData()). */
  data: EngineDataProvider;
  language: () => string;
  bo: BoDefinition | undefined;
  dicts: DictItems;
  openDialog: OpenDialog;
}

/** The FormServices the form widgets use, over the engine's data provider (directory pickers, uploads, dialogs, Excel). */
export function createFormServices(deps: FormServicesDeps): FormServices {
  const dir = deps.data.directory;
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
    uploadExtensions: () => deps.data.uploadExtensions(),
    uploadFile: (file, onProgress) => deps.data.uploadFile(file, onProgress),
    fileUrl: (id) => deps.data.fileUrl(id),
    async openFile(ref) {
      const file = await deps.data.downloadFile(ref.id, ref.name ?? ref.id);
      saveFile(file.blob, ref.name ?? ref.id);
    },
    openDialog: (alias, options) => deps.openDialog(alias, options),
    importSub: async (alias, file) => importSubRows(childOf(alias), file, deps.language()),
    exportSub: async (alias, rows) => exportSubRows(childOf(alias), rows, deps.language()),
    dicts: deps.dicts,
  };
}
