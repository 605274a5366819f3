import type { Static } from '@sinclair/typebox';
import type * as Forms from './forms.ts';

/** The wire types of the form-record calls (load, save, drafts), shared by the engine and the app's api client. */

export type GetFormReply = Static<typeof Forms.GetFormReply>;
export type BoSaveReply = Static<typeof Forms.BoSaveReply>;
export type SaveDraftBody = Static<typeof Forms.SaveDraftBody>;
export type SaveDraftReply = Static<typeof Forms.SaveDraftReply>;
export type DraftRow = Static<typeof Forms.Draft>;
export type DraftWithData = Static<typeof Forms.DraftWithData>;
export type CountReply = Static<typeof Forms.CountReply>;
export type TextReply = Static<typeof Forms.TextReply>;
export type FormAction = Static<typeof Forms.FormAction>;
export interface DraftPage { rows: DraftRow[]; total?: number; page: number; pageSize: number }

/** What boSave takes: the record data, and with an id the version it was read at (a stale version is a 409). */
export interface BoSaveInput { boData: Record<string, unknown>; id?: string; version?: number; formKey?: string; delDraftId?: string }
