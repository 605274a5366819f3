import type { ChartPoints, ConditionValues, ViewRowsPage } from '../../common/api/custom-views.ts';
import type { DefinitionVersion } from '../../common/api/definitions.ts';
import type { DirectoryCalls } from '../../common/api/directory-calls.ts';
import type { FileRef } from '../../common/api/file-ref.ts';
import type {
  BoSaveInput, BoSaveReply, CountReply, DraftPage, DraftWithData, FormAction, GetFormReply, SaveDraftBody, SaveDraftReply,
} from '../../common/api/form-record-types.ts';
import type { DictItem } from '../../common/api/system.ts';
import type { DialogRows, DownloadedFile, ImportQuery, ImportReply, ListJsonBody, TemplateInfo, TemplatePage } from '../../common/api/template-types.ts';
import type { InstanceDetail } from '../../common/api/workflow-views.ts';
import type { NextChoices } from '../../common/api/workflow-next-choices.ts';
import type { ChartDefinition } from '../../common/definitions/kinds/chart.ts';
import type { DialogDefinition } from '../../common/definitions/kinds/dialog.ts';
import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import type { DefinitionKind } from '../../common/definitions/versions.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import type { RuleCall } from '../../common/rules/form-rules.ts';

/**
 * Every read and write the engine makes, in the shape of react-admin's dataProvider: lists (getList), single records
 * (getOne), saves, deletes and the custom calls the views need. The engine defines it; the app implements it over its
 * api client (src/app/engine) and supplies it at the root with <EngineProvider>; stories and tests give their own.
 * Failures reject with an Error (the app's: an ApiError carrying the HTTP status).
 */
export interface EngineDataProvider {
  // Data templates (the list engine).
  /** getBpmDataTemplateInfo: the template as the caller may use it, with its bo fields and dictionaries. */
  getTemplateInfo(alias: string): Promise<TemplateInfo>;
  /** listJson: one page of a template's rows. */
  getList(body: ListJsonBody): Promise<TemplatePage>;
  /** boDel: deletes records of a business object (all or none). */
  deleteMany(boAlias: string, ids: readonly string[]): Promise<CountReply>;
  exportList(alias: string, filter: QueryFilter): Promise<DownloadedFile>;
  getImportTemplate(alias: string): Promise<DownloadedFile>;
  importList(query: ImportQuery, file: File, onProgress: (percent: number) => void): Promise<ImportReply>;
  userNames(ids: readonly number[]): Promise<Map<number, string>>;
  orgNames(ids: readonly number[]): Promise<Map<number, string>>;
  /** A custom dialog's rows matching a keyword (search-bar dialog fields). */
  searchDialogRows(alias: string, keyword: string): Promise<DialogRows>;

  // Query views (a data template over a registered SQL view).
  getQueryViewInfo(sqlAlias: string, alias: string): Promise<TemplateInfo>;
  getQueryViewList(sqlAlias: string, alias: string, body: ListJsonBody): Promise<TemplatePage>;
  exportQueryView(sqlAlias: string, alias: string, filter: QueryFilter): Promise<DownloadedFile>;

  // Custom queries, dialogs and charts.
  getQuery(alias: string): Promise<QueryDefinition>;
  doQuery(alias: string, values: ConditionValues, page: number, pageSize: number): Promise<ViewRowsPage>;
  getDialog(alias: string): Promise<DialogDefinition>;
  getDialogRows(alias: string, conditions: ConditionValues, page: number, pageSize: number): Promise<ViewRowsPage>;
  getDialogTree(alias: string): Promise<ViewRowsPage>;
  getChart(alias: string): Promise<ChartDefinition>;
  getChartPoints(alias: string): Promise<ChartPoints>;

  // Form records and drafts (the form engine).
  getForm(formKey: string, boAlias: string, query?: { id?: string; action?: FormAction }): Promise<GetFormReply>;
  /** boSave: with an id, the version read (a stale one rejects with status 409). */
  save(boAlias: string, input: BoSaveInput): Promise<BoSaveReply>;
  saveDraft(body: SaveDraftBody): Promise<SaveDraftReply>;
  getDraft(id: string): Promise<DraftWithData>;
  getDrafts(filter: QueryFilter): Promise<DraftPage>;
  deleteDrafts(ids: string[]): Promise<CountReply>;
  getDefinitionVersion(kind: DefinitionKind, key: string, version?: number): Promise<DefinitionVersion>;
  /** exists / backend form rules call these (our own hosts only). */
  ruleCall: RuleCall;

  // Process instances.
  getInstance(instId: string): Promise<InstanceDetail>;
  /** saveFormData: replaces an instance's form data (form management). */
  saveInstanceData(instId: string, data: Record<string, unknown>): Promise<{ message?: string }>;
  /** Whether a start of the flow would find its handlers (silent: a failure rejects without a message). */
  startChoices(flowKey: string): Promise<NextChoices>;

  // Directory, files and dictionaries.
  directory: Pick<DirectoryCalls, 'users' | 'orgs' | 'posts' | 'orgChildren' | 'keywordFilter' | 'idsFilter'>;
  uploadExtensions(): Promise<string[]>;
  uploadFile(file: File, onProgress?: (loaded: number, total: number) => void): Promise<FileRef>;
  /** The download URL of a stored file (links; a download with the caller's token goes through downloadFile). */
  fileUrl(id: string): string;
  /** A stored file (attachment, import report). */
  downloadFile(id: string, name?: string): Promise<DownloadedFile>;
  /** Every dictionary by type key (the app's cache), enabled entries only. */
  getDictionaries(): Promise<Record<string, DictItem[]>>;
  /** One dictionary's entries; `withDisabled` also those disabled since (labels of old records). */
  getDictionary(typeKey: string, options?: { withDisabled?: boolean }): Promise<DictItem[]>;
}
