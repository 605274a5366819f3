import type { BoField } from '../../../common/definitions/kinds/bo.ts';
import type { DisplayField, TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import { parseRules } from '../../../common/definitions/parse-rules.ts';
import { unescapePointer } from '../../../common/definitions/pointer.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { loadLookups } from './excel-lookups.ts';
import { writeSheet } from './excel-sheet.ts';
import { NUMBER_FORMATS, toCell } from './excel-values.ts';
import { importableFields, isRequired } from './import-columns.ts';
import { governingForm, loadBo } from './load-definitions.ts';
import { listTemplateRows, type ListJsonInput } from './list-template-rows.ts';
import { getTemplateInfo } from './template-info.ts';
import { allowedFor } from './visible-data.ts';

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
 * The fields a caller who may import the template's rows may have to fill and the list does not show: an export
 * carries them too, so the exported file imports again unchanged.
 */
async function requiredImportColumns(db: Db, principal: Principal, template: TemplateDefinition): Promise<BoField[]> {
  if (template.source.kind !== 'bo') return [];
  const boAlias = template.source.boAlias;
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    if (principal.isVisitor || !template.manageFields.some((b) => b.type === 'import' && allowedFor(b.rights, caller.roles))) return [];
    const bo = await loadBo(tx, principal.tenantId, boAlias);
    const form = await governingForm(tx, principal.tenantId, bo.alias, template.formKey);
    const rights = fieldRightsFor(form?.rights, caller.roles);
    const shown = new Set(template.displayFields.map((d) => d.field));
    // Required by the bo, the caller's rights or a form rule, or by a REQUIRE linkage for some records.
    const linked = new Set((form?.linkages ?? []).filter((l) => l.effect === 'REQUIRE').flatMap((l) => l.targets.map((p) => unescapePointer(p.split('/')[1] ?? ''))));
    const ruled = (name: string) => parseRules(form?.rules?.[name]).some((r) => r.rule === 'required');
    return importableFields(bo.fields, rights).filter((f) => !shown.has(f.name) && (isRequired(f, rights) || ruled(f.name) || linked.has(f.name)));
  });
}

/**
 * export: the whole filtered set of a template's rows (same filter, data rules and rights as listJson) as an xlsx:
 * columns = the display fields the caller may see, dictionary keys as labels, users and orgs by name, typed dates;
 * for a caller who may import, then the required fields the list leaves out (the file imports again unchanged).
 */
export async function exportTemplateRows(db: Db, principal: Principal, lang: Language, input: ListJsonInput): Promise<{ name: string; content: Buffer }> {
  const info = await getTemplateInfo(db, principal, lang, input.alias);
  const template = info.template as unknown as TemplateDefinition;
  if (!template.manageFields.some((b) => b.type === 'export')) throw forbidden();
  const extra = await requiredImportColumns(db, principal, template);
  const page = await listTemplateRows(db, principal, { ...input, lang, limit: MAX_EXPORT_ROWS + 1, extraFields: extra.map((f) => f.name) });
  if (page.rows.length > MAX_EXPORT_ROWS) throw new AppError(400, 'exportTooManyRows', { max: MAX_EXPORT_ROWS });
  const columns = [
    ...exportColumns(template, (info.bo?.fields ?? []) as BoField[], lang),
    ...extra.map((f) => ({ field: f.name, header: resolveLabel(f.label, lang), type: f.type, dictKey: f.dictKey, multiple: f.multiple, width: undefined })),
  ];
  const ids = (type: 'user' | 'org') => [...new Set(columns.filter((c) => c.type === type)
    .flatMap((c) => page.rows.flatMap((r) => [r[c.field]].flat())).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))];
  const extraDicts = [...new Set(extra.map((f) => f.dictKey).filter((k): k is string => Boolean(k)))];
  const lookups = await withTenant(db, principal.tenantId, (tx) => loadLookups(tx, principal.tenantId, lang, extraDicts, ids('user'), ids('org')));
  lookups.dicts = { ...lookups.dicts, ...(info.dicts as typeof lookups.dicts) };
  const content = await writeSheet(resolveLabel(template.name, lang), columns.map((c) => ({ header: c.header, width: c.width, numFmt: NUMBER_FORMATS[c.type] })),
    page.rows.map((r) => columns.map((c) => toCell(c, r[c.field], lookups))));
  return { name: `${resolveLabel(template.name, lang)}.xlsx`, content };
}
