import type { BoFieldType } from '../../../../common/definitions/kinds/bo.ts';
import type { BUTTON_TYPES, CONDITION_CONTROLS, FORMATTERS } from '../../../../common/definitions/kinds/template.ts';
import type { QueryOperation } from '../../../../common/query/query-filter.ts';
import type { LabelValue } from '../bo-designer/bo-edit.ts';
import { formatBody } from '../parse-definition-text.ts';
import { isJsonObject as isObject, parseJsonText, patched, type Json } from '../designer-edit.ts';

/**
 * Edits of a list template's text as the designer makes them. Each takes the body and gives a new one: keys keep their
 * order, keys the designer does not know stay as they are, a property emptied is removed.
 */

export type Formatter = (typeof FORMATTERS)[number];
export type Control = (typeof CONDITION_CONTROLS)[number];
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** A column, a query condition or a button as the designer sees it (and whatever else the text holds). */
export type ColumnBody = Json & { field: string; label: LabelValue; width?: number; formatter?: Formatter; sortable?: boolean };
export type ConditionBody = Json & { field: string; label: LabelValue; control: Control; operation: QueryOperation };
export type ButtonBody = Json & { type: ButtonType; label?: LabelValue };
export type TemplateBody = Json & {
  source?: Json;
  conditionFields: ConditionBody[];
  displayFields: ColumnBody[];
  manageFields: ButtonBody[];
  pageSize?: number;
};

/** The three lists the designer edits as rows. */
export const TEMPLATE_LISTS = ['displayFields', 'conditionFields', 'manageFields'] as const;
export type TemplateList = (typeof TEMPLATE_LISTS)[number];

/** A field the template may list or search by: a field of its business object (or of the queries over its view). */
export interface SourceField {
  name: string;
  label: LabelValue;
  /** The bo field's type; absent for a view's field (known only by name). */
  type?: BoFieldType;
  dictKey?: string;
}

/** Buttons in the toolbar above the list; the others are row actions (an `action` button with `chosen` too). */
export const TOOLBAR_BUTTONS: readonly ButtonType[] = ['add', 'export', 'import'];
export const isToolbarButton = (button: ButtonBody) => TOOLBAR_BUTTONS.includes(button.type) || (button.type === 'action' && button.chosen === true);


/** The text as a body the designer can edit, or why it cannot. */
export function readTemplate(text: string): { template: TemplateBody } | { error: 'syntax' | 'shape'; detail?: string } {
  const read = parseJsonText(text);
  if ('error' in read) return read;
  const { parsed } = read;
  if (!isObject(parsed) || !TEMPLATE_LISTS.every((list) => Array.isArray(parsed[list]) && parsed[list].every(isObject))) return { error: 'shape' };
  return { template: parsed as TemplateBody };
}

/** The body as the editor's text (the JSON tab shows the same). */
export const writeTemplate = (template: TemplateBody): string => formatBody(template);

/** The body with the template's own properties (name, pageSize, formKey...) patched. */
export function withTemplateProps(template: TemplateBody, patch: Json): TemplateBody {
  return patched(template, patch);
}

/** The body with one row of a list patched. */
export function withRow(template: TemplateBody, list: TemplateList, index: number, patch: Json): TemplateBody {
  const rows = [...template[list]] as Json[];
  rows[index] = patched(rows[index]!, patch);
  return { ...template, [list]: rows };
}

export function withoutRow(template: TemplateBody, list: TemplateList, index: number): TemplateBody {
  return { ...template, [list]: (template[list] as Json[]).filter((_, i) => i !== index) };
}

/** The body with a row moved from one place to another (a drag, or one step up or down); out of range changes nothing. */
export function withRowMoved(template: TemplateBody, list: TemplateList, from: number, to: number): TemplateBody {
  const rows = [...template[list]] as Json[];
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return template;
  const [moved] = rows.splice(from, 1);
  rows.splice(to, 0, moved!);
  return { ...template, [list]: rows };
}

/** The label a row takes from its source field: a copy of the bo's (a map or its i18n key). */
const labelOf = (field: SourceField): LabelValue => (isObject(field.label) ? { ...field.label } : field.label);

/** The cell formatter a bo field type reads best with (none: plain text). */
export function formatterFor(type: BoFieldType | undefined): Formatter | undefined {
  switch (type) {
    case 'date': return 'date';
    case 'datetime': return 'datetime';
    case 'money': return 'money';
    case 'number': case 'integer': return 'number';
    case 'dict': return 'dict';
    case 'user': return 'user';
    case 'org': return 'org';
    case 'boolean': return 'boolean';
    case 'attachment': return 'attachment';
    default: return undefined;
  }
}

/** The search control and operation a bo field type is searched with. */
export function conditionFor(type: BoFieldType | undefined): { control: Control; operation: QueryOperation } {
  switch (type) {
    case 'date': case 'datetime': return { control: 'dateRange', operation: 'BETWEEN' };
    case 'number': case 'integer': case 'money': return { control: 'number', operation: 'EQUAL' };
    case 'boolean': return { control: 'radio', operation: 'EQUAL' };
    case 'dict': return { control: 'dict', operation: 'EQUAL' };
    case 'user': case 'org': case 'serial': return { control: 'text', operation: 'EQUAL' };
    default: return { control: 'text', operation: 'LIKE' };
  }
}

/** The body with a column for a source field at the end: its label, and the formatter (and dictionary) its type asks for. */
export function withNewColumn(template: TemplateBody, field: SourceField): TemplateBody {
  const formatter = formatterFor(field.type);
  const column: Json = { field: field.name, label: labelOf(field) };
  if (formatter) column.formatter = formatter;
  if (formatter === 'dict' && field.dictKey) column.dictKey = field.dictKey;
  return { ...template, displayFields: [...template.displayFields, column as ColumnBody] };
}

/** The body with a query condition on a source field at the end, with the control and operation its type asks for. */
export function withNewCondition(template: TemplateBody, field: SourceField): TemplateBody {
  const { control, operation } = conditionFor(field.type);
  const condition: Json = { field: field.name, label: labelOf(field), control, operation };
  if (control === 'dict' && field.dictKey) condition.dictKey = field.dictKey;
  return { ...template, conditionFields: [...template.conditionFields, condition as ConditionBody] };
}

/** The body with a button of a type at the end (the list names a plain type's button itself: no label needed). */
export function withNewButton(template: TemplateBody, type: ButtonType, label?: { 'zh-CN': string; 'en-US': string }): TemplateBody {
  const button: Json = { type };
  // Buttons the list cannot name by their type alone need a label (a link, a registered action, a flow start).
  if (label && (type === 'url' || type === 'action' || type === 'startFlow')) button.label = { ...label };
  return { ...template, manageFields: [...template.manageFields, button as ButtonBody] };
}

/** The body with a control changed: a dictionary or dialog it no longer uses goes. */
export function withConditionControl(template: TemplateBody, index: number, control: Control): TemplateBody {
  return withRow(template, 'conditionFields', index, { control, dictKey: control === 'dict' ? template.conditionFields[index]!.dictKey : undefined, dialogAlias: control === 'dialog' ? template.conditionFields[index]!.dialogAlias : undefined });
}

/** The body with a column's formatter changed (cleared: plain text); a dictionary goes unless it formats by one. */
export function withColumnFormatter(template: TemplateBody, index: number, formatter: Formatter | undefined): TemplateBody {
  return withRow(template, 'displayFields', index, { formatter, dictKey: formatter === 'dict' ? template.displayFields[index]!.dictKey : undefined });
}

/** Export offered: an `export` button in the toolbar (added last, or removed with its settings). */
export const offersExport = (template: TemplateBody) => template.manageFields.some((b) => b.type === 'export');

export function withExport(template: TemplateBody, on: boolean): TemplateBody {
  if (on === offersExport(template)) return template;
  if (on) return withNewButton(template, 'export');
  return { ...template, manageFields: template.manageFields.filter((b) => b.type !== 'export') };
}

/** A problem's place in the designer: the list, the row and the property it names; or a property of the template's own. */
export interface ProblemPlace { list?: TemplateList; row?: number; property?: string }

export function placeOfPointer(pointer: string): ProblemPlace {
  const match = /^\/(displayFields|conditionFields|manageFields)(?:\/(\d+)(?:\/([^/]+))?)?/.exec(pointer);
  if (match) return { list: match[1] as TemplateList, row: match[2] === undefined ? undefined : Number(match[2]), property: match[3] };
  const head = /^\/([^/]+)/.exec(pointer);
  return { property: head?.[1] };
}
