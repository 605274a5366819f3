import type { Static } from '@sinclair/typebox';
import type * as Templates from './templates.ts';

/** The wire types of the data-template calls (lists), shared by the engine and the app's api client. */

export type TemplateInfo = Static<typeof Templates.TemplateInfo>;
export type ExportBody = Static<typeof Templates.ExportBody>;
export type TemplateBoField = Static<typeof Templates.TemplateBoField>;
export type ListJsonBody = Static<typeof Templates.ListJsonBody>;
export type TemplateRow = Static<typeof Templates.TemplateRow>;
export type TemplatePage = Static<typeof Templates.TemplatePage>;
export type ImportReply = Static<typeof Templates.ImportReply>;
export type ImportProblem = Static<typeof Templates.ImportProblem>;

/** tImportMain's query: the template, and for a sub-table import the parent row it fills. */
export type ImportQuery = {
  alias: string;
  bindFilld?: string;
  fillValue?: string;
  refIdValue?: string;
};

/** A file a call returned, with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A custom dialog and one page of its rows matching a keyword on its first condition field. */
export interface DialogRows {
  dialog: { displayfield?: { field: string }[]; resultfield?: { field: string; target?: string }[]; conditionfield?: { field: string }[]; tree?: { displayField?: string } };
  rows: Record<string, unknown>[];
}
