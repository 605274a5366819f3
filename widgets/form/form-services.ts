import type { FileRef } from '../../src/common/api/file-ref.ts';
import type { Language } from '../../src/common/i18n/languages.ts';

/** One row of a user or post search. */
export interface PersonRow {
  id: number;
  name: string;
  account?: string;
  orgName?: string;
}

/** A page of search results. */
export interface SearchPage<R> {
  rows: R[];
  total: number;
}

export interface SearchQuery {
  keyword?: string;
  page: number;
  pageSize: number;
}

/** One organisation node; `hasChildren` lets the tree load lazily. */
export interface OrgNode {
  id: number;
  name: string;
  parentId: number | null;
  hasChildren: boolean;
}

/** A dictionary entry: `key` is stored, `name` is shown; a disabled one is not offered for new choices. */
export interface DictItem {
  key: string;
  name: string;
  disabled?: boolean;
}

export interface OpenDialogOptions {
  multiple: boolean;
  selectNum?: number;
  value?: unknown;
}

export type DirectoryKind = 'user' | 'org' | 'post';

/** Everything the form widgets need from the outside world; the engine passes it as `formContext.services`. */
export interface FormServices {
  searchUsers(q: SearchQuery): Promise<SearchPage<PersonRow>>;
  /** Children of `parentId`, or the roots when absent. */
  listOrgs(parentId?: number): Promise<OrgNode[]>;
  searchPosts(q: SearchQuery): Promise<SearchPage<PersonRow>>;
  /** Names of stored ids, so a saved picker value reads as names (unknown ids are left out). */
  labelsOf(kind: DirectoryKind, ids: number[]): Promise<{ id: number; name: string }[]>;
  /** The extensions the server's upload takes (lower case); a picker offers only those. Absent: no narrowing. */
  uploadExtensions?(): Promise<string[]>;
  /** Uploads one file; `onProgress` hears the bytes sent so far as they go. */
  uploadFile(file: File, onProgress?: (loaded: number, total: number) => void): Promise<FileRef>;
  fileUrl(id: string): string;
  /**
   * Downloads a stored file with the caller's session (a plain link carries no token, and only its uploader and
   * whoever may read what references it may read a file); rejects with the server's message when refused.
   */
  openFile(ref: FileRef): Promise<void>;
  /** The custom dialog `alias`; resolves the chosen rows, or null when the user cancels. */
  openDialog(alias: string, opts: OpenDialogOptions): Promise<unknown[] | null>;
  importSub(alias: string, file: File): Promise<Record<string, unknown>[]>;
  exportSub(alias: string, rows: Record<string, unknown>[]): Promise<void>;
  /** Dictionary entries by dictionary key (`ui:options.dictKey`). */
  dicts: Record<string, DictItem[]>;
}

/** rjsf `formContext` as the engine fills it. */
export interface FormContext {
  services: FormServices;
  lang: Language;
}
