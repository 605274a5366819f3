import { canWrite, rightOf } from '../../../common/definitions/field-rights.ts';
import type { BoField } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight } from '../../../common/definitions/kinds/form.ts';
import { resolveLabel, type Label } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { AppError } from '../../lib/app-error.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { NUMBER_FORMATS } from './excel-values.ts';
import type { SheetColumn } from './excel-sheet.ts';

/** Fields a sheet can fill: not numbered by the server (serial), not files, writable for the caller. */
export function importableFields(fields: readonly BoField[], rights: Record<string, FieldRight> = {}): BoField[] {
  return fields.filter((f) => f.type !== 'serial' && f.type !== 'attachment' && canWrite(rightOf(rights, f.name)));
}

export const isRequired = (field: BoField, rights: Record<string, FieldRight> = {}) => field.required === true || rights[field.name] === 'b';

/** Template columns: `*label` when required, the dictionary's labels as a drop-down (disabled entries left out), typed number formats. */
export function templateColumns(fields: BoField[], lang: Language, rights: Record<string, FieldRight>, dicts: Record<string, { name: string; disabled?: true }[]>): SheetColumn[] {
  return fields.map((f) => ({
    header: `${isRequired(f, rights) ? '*' : ''}${resolveLabel(f.label, lang)}`,
    required: isRequired(f, rights),
    numFmt: NUMBER_FORMATS[f.type],
    ...(f.type === 'dict' && f.dictKey && !f.multiple ? { choices: (dicts[f.dictKey] ?? []).filter((d) => !d.disabled).map((d) => d.name) } : {}),
  }));
}

/** The header of the error column of an import report, in both languages (ignored when the report is imported again). */
export const errorColumnHeaders = () => new Set([translatorFor('zh-CN')('importErrorColumn'), translatorFor('en-US')('importErrorColumn')]);

/** A column the sheet may hold that names a field: by its name or its label in either language. */
export interface KnownColumn { name: string; label: Label }

const names = (column: KnownColumn, header: string) =>
  column.name === header || resolveLabel(column.label, 'zh-CN') === header || resolveLabel(column.label, 'en-US') === header;

/**
 * The field of each sheet column, by its header: a label in either language or the field name, a leading `*`
 * ignored; the report's error column maps to nothing. `known` are the other columns an export of the list holds
 * (its display fields, the bo's fields the caller cannot import: serial numbers, read-only ones): a display
 * field's header maps to its field when that is importable, the rest are read as nothing, so an exported file
 * imports again unchanged. A header naming none of these is a 400.
 */
export function mapHeaders(headers: string[], fields: BoField[], known: readonly (KnownColumn & { field?: string })[] = []): (BoField | undefined)[] {
  const errorHeaders = errorColumnHeaders();
  return headers.map((raw) => {
    const header = raw.replace(/^\*/, '').trim();
    if (!header || errorHeaders.has(header)) return undefined;
    const field = fields.find((f) => names(f, header));
    if (field) return field;
    const other = known.find((k) => names(k, header));
    if (!other) throw new AppError(400, 'excelUnknownColumn', { header });
    return fields.find((f) => f.name === (other.field ?? other.name));
  });
}
