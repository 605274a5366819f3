import { Type, type Static } from '@sinclair/typebox';
import { TemplateDefinition } from '../definitions/kinds/template.ts';
import { Label } from '../definitions/label.ts';
import { PageOf } from '../query/page.ts';
import { PageBean, QueryFilter } from '../query/query-filter.ts';
import { DictItem } from './system.ts';

/** TypeBox schemas of the data-template list calls (getBpmDataTemplateInfo, listJson, export, import): server and client share them. */

export const TemplateAlias = Type.String({ minLength: 1, maxLength: 64 });

export const TemplateInfoQuery = Type.Object({ alias: TemplateAlias, needDisplayFileds: Type.Optional(Type.String({ maxLength: 10 })) });

/** A business-object field as a list needs it: its type decides the condition options and the dictionary. */
export const TemplateBoField = Type.Object({
  name: Type.String(),
  label: Label,
  type: Type.String(),
  dictKey: Type.Optional(Type.String()),
  multiple: Type.Optional(Type.Boolean()),
});

/** getBpmDataTemplateInfo: the template limited to what the caller may see and use, with its dictionaries. */
export const TemplateInfo = Type.Object({
  template: TemplateDefinition,
  formKey: Type.Union([Type.String(), Type.Null()]),
  bo: Type.Union([Type.Object({ alias: Type.String(), name: Label, fields: Type.Array(TemplateBoField) }), Type.Null()]),
  dicts: Type.Record(Type.String(), Type.Array(DictItem)),
});

/** listJson body: the Hotent fields (templateId, queryFilter, isJoinFlow, ...) and the flat form (alias + filter). */
export const ListJsonBody = Type.Object({
  alias: Type.Optional(TemplateAlias),
  templateId: Type.Optional(TemplateAlias),
  queryFilter: Type.Optional(QueryFilter),
  pageBean: Type.Optional(PageBean),
  querys: QueryFilter.properties.querys,
  sorter: QueryFilter.properties.sorter,
  isJoinFlow: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  taskType: Type.Optional(Type.String({ maxLength: 50 })),
  defKey: Type.Optional(Type.String({ maxLength: 100 })),
  selectField: Type.Optional(Type.String({ maxLength: 100 })),
  selectValue: Type.Optional(Type.Unknown()),
  refIdValue: Type.Optional(Type.String({ maxLength: 100 })),
});

/**
 * A row's approval in the flow its template names (template.flow): the latest instance of that flow for the record,
 * its status and the steps it waits at; null when the record was never submitted. Rows carry it as `_flow`.
 */
export const RowFlow = Type.Object({
  instId: Type.String(),
  status: Type.Union([Type.Literal('running'), Type.Literal('end'), Type.Literal('manual_end'), Type.Literal('forbidden')]),
  nodes: Type.Array(Type.String()),
});
export type RowFlow = Static<typeof RowFlow>;

/** One listed row: the template's visible columns plus id, version and the system fields (and `_flow`, see RowFlow). */
export const TemplateRow = Type.Record(Type.String(), Type.Unknown());
/**
 * The names of the users and organisations the page's user / org columns hold (by id), read with the page so the
 * list needs no lookup of its own. Absent for the visitor and when those columns hold no id.
 */
export const RowNames = Type.Object({ users: Type.Record(Type.String(), Type.String()), orgs: Type.Record(Type.String(), Type.String()) });
export type RowNames = Static<typeof RowNames>;
export const TemplatePage = Type.Object({ ...PageOf(TemplateRow).properties, names: Type.Optional(RowNames) });

/** export: the whole filtered set of a template's rows as an .xlsx file. */
export const ExportBody = Type.Object({
  alias: Type.Optional(TemplateAlias),
  templateId: Type.Optional(TemplateAlias),
  queryFilter: Type.Optional(QueryFilter),
  querys: QueryFilter.properties.querys,
  sorter: QueryFilter.properties.sorter,
  selectField: Type.Optional(Type.String({ maxLength: 100 })),
  selectValue: Type.Optional(Type.Unknown()),
});

/** tImportMain query: the template, and a field every imported row gets (bindFilld = fillValue). */
export const ImportQuery = Type.Object({
  alias: TemplateAlias,
  bindFilld: Type.Optional(Type.String({ maxLength: 64 })),
  fillValue: Type.Optional(Type.String({ maxLength: 500 })),
  refIdValue: Type.Optional(Type.String({ maxLength: 100 })),
});

/** A cell an import refused: nothing is imported when there is one. */
export const ImportProblem = Type.Object({ row: Type.Integer(), column: Type.String(), field: Type.String(), message: Type.String() });

/** tImportMain: the imported count, or every refused row and a downloadable report (file id) of the sheet. */
export const ImportReply = Type.Object({
  state: Type.Boolean(),
  message: Type.String(),
  value: Type.Optional(Type.Integer()),
  errors: Type.Optional(Type.Array(ImportProblem)),
  reportFileId: Type.Optional(Type.String()),
});

export type TemplateInfo = Static<typeof TemplateInfo>;
export type TemplateBoField = Static<typeof TemplateBoField>;
export type ListJsonBody = Static<typeof ListJsonBody>;
export type TemplateRow = Static<typeof TemplateRow>;
export type TemplatePage = Static<typeof TemplatePage>;
export type ExportBody = Static<typeof ExportBody>;
export type ImportQuery = Static<typeof ImportQuery>;
export type ImportProblem = Static<typeof ImportProblem>;
export type ImportReply = Static<typeof ImportReply>;
