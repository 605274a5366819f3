import type { BoFieldType } from '../../../../common/definitions/kinds/bo.ts';
import { formatBody } from '../parse-definition-text.ts';
import { isJsonObject as isObject, parseJsonText, patched, type Json } from '../designer-edit.ts';

/**
 * Edits of a business object's text as the designer makes them. Each takes the body and gives a new one: keys keep
 * their order, keys the designer does not know stay as they are, a property emptied is removed.
 */

export type LabelValue = string | { 'zh-CN'?: string; 'en-US'?: string };
/** A field as the designer sees it (name, label, type and whatever else the text holds). */
export type FieldBody = Json & { name: string; label: LabelValue; type: BoFieldType };
/** The main table, a sub-table or a sub-table's sub-table. */
export type TableBody = Json & { fields: FieldBody[]; children?: TableBody[]; alias?: string; name?: LabelValue };

/** Where a table is: [] the main table, [i] sub-table i, [i, j] sub-table j of sub-table i. */
export type TablePath = readonly number[];

/** Properties a field type takes; the others go when the type changes (values the engine would ignore or refuse). */
const TYPE_PROPERTIES: Record<string, readonly BoFieldType[]> = {
  maxLength: ['string', 'richtext'],
  format: ['string'],
  precision: ['number', 'money'],
  minimum: ['number', 'integer', 'money'],
  maximum: ['number', 'integer', 'money'],
  dictKey: ['dict'],
  serialAlias: ['serial'],
  multiple: ['dict', 'user', 'org', 'attachment'],
};

export const takesProperty = (type: BoFieldType, property: keyof typeof TYPE_PROPERTIES | string) =>
  !(property in TYPE_PROPERTIES) || TYPE_PROPERTIES[property]!.includes(type);

/** The text as a body the designer can edit, or why it cannot. */
export function readBo(text: string): { bo: TableBody } | { error: 'syntax' | 'shape'; detail?: string } {
  const read = parseJsonText(text);
  if ('error' in read) return read;
  const { parsed } = read;
  if (!isObject(parsed) || !Array.isArray(parsed.fields) || !parsed.fields.every(isObject)) return { error: 'shape' };
  const children = parsed.children;
  if (children !== undefined && (!Array.isArray(children) || !children.every((c) => isObject(c) && Array.isArray(c.fields)))) return { error: 'shape' };
  return { bo: parsed as TableBody };
}

/** The body as the editor's text (the JSON tab shows the same). */
export const writeBo = (bo: TableBody): string => formatBody(bo);

/** JSON pointer of a table: '' for the main one, `/children/1`, `/children/1/children/0`. */
export const tablePointer = (path: TablePath) => path.map((i) => `/children/${i}`).join('');

export function tableAt(bo: TableBody, path: TablePath): TableBody | undefined {
  let table: TableBody | undefined = bo;
  for (const i of path) table = table?.children?.[i];
  return table;
}

/** The body with the table at `path` replaced by `change(table)`. */
function withTable(bo: TableBody, path: TablePath, change: (table: TableBody) => TableBody): TableBody {
  if (!path.length) return change(bo);
  const [first, ...rest] = path;
  const children = [...(bo.children ?? [])];
  children[first!] = withTable(children[first!]!, rest, change);
  return { ...bo, children };
}


/** A label with one language's text changed; an i18n key becomes a map (zh-CN first) once a text is typed. */
export function labelWith(label: LabelValue | undefined, lang: 'zh-CN' | 'en-US', text: string): LabelValue {
  const map: { 'zh-CN'?: string; 'en-US'?: string } = isObject(label) ? label : {};
  const next: Record<string, string> = { 'zh-CN': map['zh-CN'] ?? '' };
  if (map['en-US'] !== undefined) next['en-US'] = map['en-US'];
  next[lang] = text;
  if (!next['en-US']) delete next['en-US'];
  return next;
}

/** A label's text in one language ('' for an i18n key: the designer shows the key beside). */
export const labelText = (label: LabelValue | undefined, lang: 'zh-CN' | 'en-US') => (isObject(label) ? label[lang] ?? '' : '');

/** The body with one field's properties patched (label by language through `labelWith`). */
export function withField(bo: TableBody, path: TablePath, index: number, patch: Json): TableBody {
  return withTable(bo, path, (table) => {
    const fields = [...table.fields];
    fields[index] = patched(fields[index]!, patch);
    return { ...table, fields };
  });
}

/** The body with a field's type changed: properties the new type does not take go. */
export function withFieldType(bo: TableBody, path: TablePath, index: number, type: BoFieldType): TableBody {
  const field = tableAt(bo, path)!.fields[index]!;
  const dropped = Object.fromEntries(Object.keys(field).filter((key) => !takesProperty(type, key)).map((key) => [key, undefined]));
  return withField(bo, path, index, { type, ...dropped });
}

/** A field name no field of the table has: field1, field2, ... */
export function freeFieldName(table: TableBody, stem = 'field'): string {
  const taken = new Set(table.fields.map((f) => f.name));
  for (let n = table.fields.length + 1; ; n += 1) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** The body with a new text field at the end of a table (a name and labels that validate). */
export function withNewField(bo: TableBody, path: TablePath, label: { 'zh-CN': string; 'en-US': string }): TableBody {
  return withTable(bo, path, (table) => {
    const name = freeFieldName(table);
    const n = name.slice('field'.length);
    return { ...table, fields: [...table.fields, { name, label: { 'zh-CN': `${label['zh-CN']}${n}`, 'en-US': `${label['en-US']} ${n}` }, type: 'string' }] };
  });
}

export function withoutField(bo: TableBody, path: TablePath, index: number): TableBody {
  return withTable(bo, path, (table) => ({ ...table, fields: table.fields.filter((_, i) => i !== index) }));
}

/** The body with a field moved one place up (-1) or down (+1); at an end nothing changes. */
export function withFieldMoved(bo: TableBody, path: TablePath, index: number, step: -1 | 1): TableBody {
  return withTable(bo, path, (table) => {
    const target = index + step;
    if (target < 0 || target >= table.fields.length) return table;
    const fields = [...table.fields];
    [fields[index], fields[target]] = [fields[target]!, fields[index]!];
    return { ...table, fields };
  });
}

/** The body with the table's own properties (alias, name, description) patched. */
export function withTableProps(bo: TableBody, path: TablePath, patch: Json): TableBody {
  return withTable(bo, path, (table) => patched(table, patch));
}

/** A sub-table alias no sibling has: items1, items2, ... */
function freeAlias(tables: readonly TableBody[]): string {
  const taken = new Set(tables.map((t) => t.alias));
  for (let n = tables.length + 1; ; n += 1) if (!taken.has(`items${n}`)) return `items${n}`;
}

/** The body with a new sub-table (one text field) under the table at `path` (the main table or a sub-table). */
export function withNewChild(bo: TableBody, path: TablePath, name: { 'zh-CN': string; 'en-US': string }, field: { 'zh-CN': string; 'en-US': string }): TableBody {
  return withTable(bo, path, (table) => {
    const alias = freeAlias(table.children ?? []);
    const child: TableBody = { alias, name: { ...name }, fields: [{ name: 'field1', label: { 'zh-CN': `${field['zh-CN']}1`, 'en-US': `${field['en-US']} 1` }, type: 'string' }] };
    return { ...table, children: [...(table.children ?? []), child] };
  });
}

/** The body without a sub-table; an emptied `children` goes. */
export function withoutChild(bo: TableBody, path: TablePath): TableBody {
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return withTable(bo, parentPath, (table) => {
    const children = (table.children ?? []).filter((_, i) => i !== index);
    return patched(table, { children: children.length ? children : undefined });
  });
}

/** A problem's place in the designer: the table, the row and the property it names (from its JSON pointer). */
export interface ProblemPlace { table: string; row?: number; property?: string }

export function placeOfPointer(pointer: string): ProblemPlace {
  const match = /^((?:\/children\/\d+){0,2})(?:\/fields(?:\/(\d+)(?:\/([^/]+))?)?)?/.exec(pointer)!;
  return { table: match[1]!, row: match[2] === undefined ? undefined : Number(match[2]), property: match[3] };
}
