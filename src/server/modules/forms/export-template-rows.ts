import type { BoField } from '../../../common/definitions/kinds/bo.ts';
import type { DisplayField, TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadLookups } from './excel-lookups.ts';
import { writeSheet } from './excel-sheet.ts';
import { NUMBER_FORMATS, toCell } from './excel-values.ts';
import { listTemplateRows, type ListJsonInput } from './list-template-rows.ts';
import { getTemplateInfo } from './template-info.ts';

/** Rows one export may hold; a larger set asks the caller to narrow the filter. */
export const MAX_EXPORT_ROWS = 50_000;

const FORMATTER_TYPES: Partial<Record<NonNullable<DisplayField['formatter']>, BoField['type']>> = {
  date: 'date', datetime: 'datetime', money: 'money', number: 'number', dict: 'dict', user: 'user', org: 'org', boolean: 'boolean', attachment: 'attachment',
};

type Column = Pick<BoField, 'type' | 'dictKey' | 'multiple'> & { field: string; header: string; width?: number };

/** The columns of an export: the display fields the caller may see, typed by the bo field or the column's formatter. */
export function exportColumns(template: TemplateDefinition, boFields: readonly Pick<BoField, 'name' | 'type' | 'dictKey' | 'multiple'>[], lang: Language): Column[] {
  return template.displayFields.map((d) => {
    const field = boFields.find((f) => f.name === d.field);
    return {
      field: d.field, header: resolveLabel(d.label, lang), width: d.width ? Math.round(d.width / 7) : undefined,
      type: field?.type ?? (d.formatter ? FORMATTER_TYPES[d.formatter] : undefined) ?? 'string',
      dictKey: d.dictKey ?? field?.dictKey, multiple: field?.multiple,
    };
  });
}

/**
 * export: the whole filtered set of a template's rows (same filter, data rules and rights as listJson) as an xlsx:
 * columns = the display fields the caller may see, dictionary keys as labels, users and orgs by name, typed dates.
 */
export async function exportTemplateRows(db: Db, principal: Principal, lang: Language, input: ListJsonInput): Promise<{ name: string; content: Buffer }> {
  const info = await getTemplateInfo(db, principal, lang, input.alias);
  const template = info.template as unknown as TemplateDefinition;
  if (!template.manageFields.some((b) => b.type === 'export')) throw forbidden();
  const page = await listTemplateRows(db, principal, { ...input, limit: MAX_EXPORT_ROWS + 1 });
  if (page.rows.length > MAX_EXPORT_ROWS) throw new AppError(400, 'exportTooManyRows', { max: MAX_EXPORT_ROWS });
  const columns = exportColumns(template, (info.bo?.fields ?? []) as BoField[], lang);
  const ids = (type: 'user' | 'org') => [...new Set(columns.filter((c) => c.type === type)
    .flatMap((c) => page.rows.flatMap((r) => [r[c.field]].flat())).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))];
  const lookups = await withTenant(db, principal.tenantId, (tx) => loadLookups(tx, principal.tenantId, lang, [], ids('user'), ids('org')));
  lookups.dicts = info.dicts as typeof lookups.dicts;
  const content = await writeSheet(resolveLabel(template.name, lang), columns.map((c) => ({ header: c.header, width: c.width, numFmt: NUMBER_FORMATS[c.type] })),
    page.rows.map((r) => columns.map((c) => toCell(c, r[c.field], lookups))));
  return { name: `${resolveLabel(template.name, lang)}.xlsx`, content };
}
