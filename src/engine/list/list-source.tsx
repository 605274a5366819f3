import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DictItem } from '../../common/api/system.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import type { CountReply } from '../../common/api/form-record-types.ts';
import type { DownloadedFile, DialogRows, ImportQuery, ImportReply, ListJsonBody, TemplateInfo, TemplatePage } from '../../common/api/template-types.ts';
import { useEngineData } from '../provider/engine-provider.tsx';

export type { ImportQuery };

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

/** The server-backed source over the engine's data provider (the app supplies it at the root). */
export function useApiListSource(): ListSource {
  const data = useEngineData();
  return useMemo<ListSource>(() => ({
    loadInfo: (alias) => data.getTemplateInfo(alias),
    loadPage: (body) => data.getList(body),
    remove: (boAlias, ids) => data.deleteMany(boAlias, ids),
    exportRows: (alias, filter) => data.exportList(alias, filter),
    downloadTemplate: (alias) => data.getImportTemplate(alias),
    importRows: (query, file, onProgress) => data.importList(query, file, onProgress),
    userNames: (ids) => data.userNames(ids),
    orgNames: (ids) => data.orgNames(ids),
    dialogRows: (alias, keyword) => data.searchDialogRows(alias, keyword),
    downloadFile: (id, name) => data.downloadFile(id, name),
  }), [data]);
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
