import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DictItem } from '../../common/api/system.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import {
  deleteBoRecords, exportTemplateRows, downloadImportTemplate, findOrgNames, findUserNames, getDialogRows, getTemplateInfo,
  downloadStoredFile, importTemplateRows, listTemplateRows, type CountReply, type DownloadedFile, type DialogRows, type ImportReply, type ListJsonBody,
  type TemplateInfo, type TemplatePage,
} from '../../app/api/forms.ts';
import { useServices } from '../../app/shell/services.tsx';

export interface ImportQuery {
  alias: string;
  bindFilld?: string;
  fillValue?: string;
  refIdValue?: string;
}

/** Where a list's data comes from (react-admin's data provider): the server in the app, memory in stories and tests. */
export interface ListSource {
  loadInfo(alias: string): Promise<TemplateInfo>;
  loadPage(body: ListJsonBody): Promise<TemplatePage>;
  remove(boAlias: string, ids: readonly string[]): Promise<CountReply>;
  exportRows(alias: string, filter: QueryFilter): Promise<DownloadedFile>;
  downloadTemplate(alias: string): Promise<DownloadedFile>;
  importRows(query: ImportQuery, file: File, onProgress: (percent: number) => void): Promise<ImportReply>;
  userNames(ids: readonly number[]): Promise<Map<number, string>>;
  orgNames(ids: readonly number[]): Promise<Map<number, string>>;
  /** A custom dialog's rows matching a keyword (search-bar dialog fields). */
  dialogRows(alias: string, keyword: string): Promise<DialogRows>;
  /** A stored file (attachment, import report). */
  downloadFile(id: string, name?: string): Promise<DownloadedFile>;
  dict?(typeKey: string): Promise<DictItem[]>;
}

/** The server-backed source over the typed calls of src/app/api/forms.ts. */
export function useApiListSource(): ListSource {
  const services = useServices();
  return useMemo<ListSource>(() => {
    const { api } = services;
    return {
      loadInfo: (alias) => getTemplateInfo(api, alias),
      loadPage: (body) => listTemplateRows(api, body),
      remove: (boAlias, ids) => deleteBoRecords(api, boAlias, ids),
      exportRows: (alias, filter) => exportTemplateRows(services, alias, filter),
      downloadTemplate: (alias) => downloadImportTemplate(services, alias),
      importRows: (query, file, onProgress) => importTemplateRows(services, query, file, onProgress),
      userNames: (ids) => findUserNames(api, ids),
      orgNames: (ids) => findOrgNames(api, ids),
      dialogRows: (alias, keyword) => getDialogRows(api, alias, keyword),
      downloadFile: (id, name) => downloadStoredFile(services, id, name),
    };
  }, [services]);
}

const ListSourceContext = createContext<ListSource | null>(null);

/** Gives the lists below it a source (stories and tests pass memory ones). */
export function ListSourceProvider({ source, children }: { source: ListSource; children: ReactNode }) {
  return <ListSourceContext.Provider value={source}>{children}</ListSourceContext.Provider>;
}

/** Gives the lists below it the server-backed source. */
export function ApiListSource({ children }: { children: ReactNode }) {
  return <ListSourceProvider source={useApiListSource()}>{children}</ListSourceProvider>;
}

/** The source a list uses: the one given, else the nearest provider's. */
export function useListSource(explicit?: ListSource): ListSource {
  const provided = useContext(ListSourceContext);
  const source = explicit ?? provided;
  if (!source) throw new Error('A list needs a source: wrap it in <ApiListSource> or <ListSourceProvider>');
  return source;
}
