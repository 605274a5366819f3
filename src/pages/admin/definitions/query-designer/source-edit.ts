import type { QueryOperation } from '../../../../common/query/query-filter.ts';
import type { LabelValue } from '../bo-designer/bo-edit.ts';
import { formatBody } from '../parse-definition-text.ts';
import type { SourceField } from '../template-designer/template-edit.ts';
import { isJsonObject as isObject, parseJsonText, patched, type Json } from '../designer-edit.ts';

/**
 * Edits of a custom query's or dialog's text as their designers make them (both list conditions, result or displayed
 * columns over a view or a REST call). Each takes the body and gives a new one: keys keep their order, keys the
 * designer does not know stay as they are, a property emptied is removed.
 */

/** The row lists of a query or dialog the designers edit. */
export type SourceList = 'conditionfield' | 'resultfield' | 'displayfield' | 'sortfield';

export type SourceBody = Json & {
  dsType?: string;
  sqlAlias?: string;
  conditionfield: Json[];
  resultfield?: Json[];
  displayfield?: Json[];
  sortfield?: Json[];
};

/** The lists a kind must hold as arrays of objects for its designer to show it. */
const REQUIRED: Record<'query' | 'dialog', readonly SourceList[]> = {
  query: ['conditionfield'],
  dialog: ['conditionfield', 'displayfield', 'resultfield'],
};

/** The text as a body the designer can edit, or why it cannot. */
export function readSourceBody(text: string, kind: 'query' | 'dialog'): { body: SourceBody } | { error: 'syntax' | 'shape'; detail?: string } {
  const read = parseJsonText(text);
  if ('error' in read) return read;
  const { parsed } = read;
  if (!isObject(parsed)) return { error: 'shape' };
  const lists: readonly SourceList[] = kind === 'query' ? [...REQUIRED.query, 'resultfield'] : REQUIRED.dialog;
  const listOk = (list: SourceList) => (parsed[list] === undefined && !REQUIRED[kind].includes(list))
    || (Array.isArray(parsed[list]) && parsed[list].every(isObject));
  if (!lists.every(listOk)) return { error: 'shape' };
  return { body: parsed as SourceBody };
}

/** The body as the editor's text (the JSON tab shows the same). */
export const writeSourceBody = (body: SourceBody): string => formatBody(body);

/** The rows of a list (an absent optional list: none). */
export const rowsOf = (body: SourceBody, list: SourceList): Json[] => (Array.isArray(body[list]) ? body[list] : []);

/** The body with its own properties (name, pageSize, selectNum...) patched. */
export function withProps<T extends Json>(body: T, patch: Json): T {
  return patched(body, patch);
}

/** The body with one row of a list patched. */
export function withRow<T extends SourceBody>(body: T, list: SourceList, index: number, patch: Json): T {
  const rows = [...rowsOf(body, list)];
  rows[index] = patched(rows[index]!, patch);
  return { ...body, [list]: rows };
}

export function withoutRow<T extends SourceBody>(body: T, list: SourceList, index: number): T {
  return { ...body, [list]: rowsOf(body, list).filter((_, i) => i !== index) };
}

/** The body with a row moved from one place to another (a drag, or one step up or down); out of range changes nothing. */
export function withRowMoved<T extends SourceBody>(body: T, list: SourceList, from: number, to: number): T {
  const rows = [...rowsOf(body, list)];
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return body;
  const [moved] = rows.splice(from, 1);
  rows.splice(to, 0, moved!);
  return { ...body, [list]: rows };
}

/** The label a row takes from its source field: a copy of the field's (a map or its i18n key). */
export const labelOf = (field: SourceField): LabelValue => (isObject(field.label) ? { ...field.label } : field.label);

/** The operation a field is searched with: text contains, numbers, dates and codes equal. */
export function operationFor(field: SourceField): QueryOperation {
  switch (field.type) {
    case 'date': case 'datetime': return 'BETWEEN';
    case 'number': case 'integer': case 'money': case 'boolean': case 'dict': case 'user': case 'org': case 'serial': return 'EQUAL';
    default: return field.dictKey ? 'EQUAL' : 'LIKE';
  }
}

/** The body with a condition on a source field at the end: given by the caller (the search bar), matched as its type asks. */
export function withNewCondition<T extends SourceBody>(body: T, field: SourceField): T {
  const condition: Json = { field: field.name, label: labelOf(field), operation: operationFor(field), defaultType: '1' };
  return { ...body, conditionfield: [...body.conditionfield, condition] };
}

/** The body with a result (or displayed) column for a source field at the end: its label, and its dictionary. */
export function withNewColumn<T extends SourceBody>(body: T, list: 'resultfield' | 'displayfield', field: SourceField, withDict = true): T {
  const column: Json = { field: field.name, label: labelOf(field) };
  if (withDict && field.dictKey) column.dictKey = field.dictKey;
  return { ...body, [list]: [...rowsOf(body, list), column] };
}

/** The body with a condition's source of value changed: a fixed value or variable keeps its value, a caller-given one has none. */
export function withDefaultType<T extends SourceBody>(body: T, index: number, defaultType: '1' | '2' | '3'): T {
  const row = body.conditionfield[index]!;
  return withRow(body, 'conditionfield', index, { defaultType, defaultValue: defaultType === '1' ? undefined : row.defaultValue });
}

/** The body reading a registered view (its alias) or a REST call (its URL and method kept); the other source's keys go. */
export function withDsType<T extends SourceBody>(body: T, dsType: 'dataSource' | 'rest'): T {
  if (body.dsType === dsType) return body;
  if (dsType === 'dataSource') return patched(body, { dsType, requestType: undefined, url: undefined, header: undefined, dataParam: undefined, listKey: undefined });
  return patched(body, { dsType, sqlAlias: undefined, url: typeof body.url === 'string' ? body.url : '', requestType: body.requestType ?? 'GET' },
    (value) => value === undefined);
}

/** A problem's place in a designer: the list, the row and the property it names; or a property of the definition's own. */
export interface SourcePlace { list?: string; row?: number; property?: string; /** A nested object's key (`/tree/idField`: idField). */ sub?: string }

/** Where a problem's JSON pointer points, for the lists of a kind (`/displayfield/2/field`, `/tree/idField`, `/sqlAlias`). */
export function placeOf(pointer: string, lists: readonly string[]): SourcePlace {
  const match = /^\/([^/]+)(?:\/(\d+)(?:\/([^/]+))?)?/.exec(pointer);
  if (match && lists.includes(match[1]!)) {
    return { list: match[1], row: match[2] === undefined ? undefined : Number(match[2]), property: match[3] };
  }
  const head = /^\/([^/]+)(?:\/([^/]+))?/.exec(pointer);
  return head?.[2] === undefined ? { property: head?.[1] } : { property: head[1], sub: head[2] };
}
