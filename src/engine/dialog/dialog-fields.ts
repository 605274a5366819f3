import type { DialogDefinition } from '../../common/definitions/kinds/dialog.ts';
import type { Label } from '../../common/definitions/label.ts';
import type { DialogRow, SearchField, ViewColumn } from '../../../widgets/dialog/dialog-types.ts';
import type { SelectionRules } from './selection.ts';

type LabelText = (label: Label | undefined, fallback?: string) => string;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The row property that identifies a row: the tree's id field, else the `id` every dialog row carries. */
export function rowKeyOf(definition: DialogDefinition): (row: DialogRow) => string {
  const field = definition.style === 'tree' && definition.tree ? definition.tree.idField : 'id';
  return (row) => text(row[field] ?? row.id);
}

/** What a chosen row shows as its tag: the tree's display field, else the first non-empty display field. */
export function rowTextOf(definition: DialogDefinition): (row: DialogRow) => string {
  return (row) => {
    if (definition.style === 'tree' && definition.tree) return text(row[definition.tree.displayField]) || text(row.id);
    const shown = definition.displayfield.map((f) => text(row[f.field])).find((v) => v !== '');
    return shown ?? text(row.id);
  };
}

/** Search inputs: the caller-given conditions (defaultType 1 or none), except the one a combination tree fills. */
export function searchFieldsOf(definition: DialogDefinition, label: LabelText): SearchField[] {
  const hidden = definition.combine?.listField;
  return definition.conditionfield
    .filter((c) => (c.defaultType ?? '1') === '1' && c.field !== hidden)
    .map((c) => ({
      field: c.field,
      label: label(c.label) || label(definition.displayfield.find((d) => d.field === c.field)?.label, c.field),
      range: c.operation === 'BETWEEN',
    }));
}

export function columnsOf(definition: DialogDefinition, label: LabelText): ViewColumn[] {
  return definition.displayfield.map((f) => ({ field: f.field, title: label(f.label, f.field) }));
}

/** The caller's choice (multiple, selectNum) over the definition's: 1 = one row; 0 = any number. */
export function selectionRulesOf(definition: DialogDefinition, options: { multiple: boolean; selectNum?: number }): SelectionRules {
  if (!options.multiple) return { multiple: false, limit: 1 };
  const limit = options.selectNum ?? (definition.selectNum > 1 ? definition.selectNum : 0);
  return { multiple: true, limit };
}

/** Tree dialogs search in the browser: every filled search value is contained in the row's field. */
export function rowMatches(values: Record<string, unknown>): (row: DialogRow) => boolean {
  const wanted = Object.entries(values).filter(([, v]) => text(v).trim() !== '' && !Array.isArray(v));
  return (row) => wanted.every(([field, v]) => text(row[field]).toLowerCase().includes(text(v).trim().toLowerCase()));
}

/** Condition values without empty entries (the server skips them anyway; this keeps cache keys stable). */
export function filledValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) =>
    Array.isArray(v) ? v.some((x) => text(x).trim() !== '') : text(v).trim() !== ''));
}
