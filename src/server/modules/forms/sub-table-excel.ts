import { canWrite, fieldRightsFor, rightOf } from '../../../common/definitions/field-rights.ts';
import type { BoChild, BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import { normaliseRecord, validateRecord } from '../../../common/definitions/validate-record.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller, type Caller } from './caller.ts';
import { allowedDictKeys, dictKeysOf, loadDicts } from './dict-keys.ts';
import { loadLookups, loadReverseLookups } from './excel-lookups.ts';
import { readSheet, writeSheet } from './excel-sheet.ts';
import { fromCell, NUMBER_FORMATS, toCell } from './excel-values.ts';
import { importableFields, mapHeaders, templateColumns } from './import-columns.ts';
import { ImportRejected, rowProblems, type RowProblem } from './import-problems.ts';
import { governingForm, loadBo } from './load-definitions.ts';
import { readRecord } from './read-record.ts';

interface SubContext { caller: Caller; bo: BoDefinition; child: BoChild; form: FormDefinition | undefined; record?: Record<string, unknown> }

/** The sub-table `alias` of the record `refId` (read access), or of the bo `boAlias` when the record is not saved yet. */
async function subContext(tx: Tx, principal: Principal, alias: string, ref: { refId?: string; boAlias?: string }): Promise<SubContext> {
  const caller = await loadCaller(tx, principal);
  let record: Record<string, unknown> | undefined;
  let boAlias = ref.boAlias;
  if (ref.refId) {
    const row = await readRecord(tx, caller, ref.refId, ref.boAlias);
    record = row.data;
    boAlias = row.bo_alias;
  }
  if (!boAlias) throw badRequest('badRequest', { detail: 'refId' });
  const bo = await loadBo(tx, principal.tenantId, boAlias);
  const child = (bo.children ?? []).find((c) => c.alias === alias);
  if (!child) throw notFound('subTableNotFound');
  return { caller, bo, child, form: await governingForm(tx, principal.tenantId, bo.alias), record };
}

/** exportSub: a saved record's sub-table rows as an xlsx (labels for dictionary keys, names for users and orgs). */
export async function exportSubRows(db: Db, principal: Principal, lang: Language, alias: string, refId: string): Promise<{ name: string; content: Buffer }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const { caller, child, form, record } = await subContext(tx, principal, alias, { refId });
    if (rightOf(fieldRightsFor(form?.rights, caller.roles), alias) === 'n') throw notFound('subTableNotFound');
    const rows = (Array.isArray(record?.[alias]) ? record[alias] : []) as Record<string, unknown>[];
    const fields = child.fields.filter((f) => f.type !== 'attachment');
    const ids = (type: 'user' | 'org') => [...new Set(fields.filter((f) => f.type === type).flatMap((f) => rows.flatMap((r) => [r[f.name]].flat()))
      .map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))];
    const lookups = await loadLookups(tx, principal.tenantId, lang, dictKeysOf(child), ids('user'), ids('org'));
    const name = resolveLabel(child.name, lang);
    const content = await writeSheet(name, fields.map((f) => ({ header: resolveLabel(f.label, lang), numFmt: NUMBER_FORMATS[f.type] })),
      rows.map((r) => fields.map((f) => toCell(f, r[f.name], lookups))));
    return { name: `${name}.xlsx`, content };
  });
}

/** The form's rules of a sub-table's own fields (`items.amount` -> `amount`). */
function subRules(form: FormDefinition | undefined, alias: string): Pick<FormDefinition, 'rules'> {
  const prefix = `${alias}.`;
  return { rules: Object.fromEntries(Object.entries(form?.rules ?? {}).filter(([k]) => k.startsWith(prefix) && !k.slice(prefix.length).includes('.'))
    .map(([k, v]) => [k.slice(prefix.length), v])) };
}

/**
 * importSub: the sheet's rows as sub-table rows for the form to merge (nothing is saved here; boSave validates
 * again). Every row is validated like the form would; one failing row rejects the sheet with every problem.
 */
export async function importSubRows(db: Db, principal: Principal, lang: Language, alias: string, ref: { refId?: string; boAlias?: string }, content: Buffer): Promise<Record<string, unknown>[]> {
  const sheet = await readSheet(content);
  return withTenant(db, principal.tenantId, async (tx) => {
    const { caller, bo, child, form } = await subContext(tx, principal, alias, ref);
    if (principal.isVisitor || !canWrite(rightOf(fieldRightsFor(form?.rights, caller.roles), alias))) throw forbidden();
    const fields = importableFields(child.fields);
    // An exported sub-table may hold columns no sheet fills (files, serial numbers): read as nothing, not refused.
    const columnFields = mapHeaders(sheet.headers, fields, child.fields.filter((f) => !fields.includes(f)));
    if (!sheet.rows.length) throw badRequest('excelNoRows');
    const dicts = await loadDicts(tx, principal.tenantId, dictKeysOf(child), lang);
    const keySets = allowedDictKeys(dicts);
    const reverse = await loadReverseLookups(tx, principal.tenantId, dictKeysOf(child));
    const table = { ...bo, fields: child.fields, children: [] } as BoDefinition;
    const rules = subRules(form, alias);
    const problems: RowProblem[] = [];
    const rows: Record<string, unknown>[] = [];
    for (const row of sheet.rows) {
      const data: Record<string, unknown> = {};
      columnFields.forEach((field, i) => {
        const value = field ? fromCell(field, row.cells[i] ?? null, reverse) : undefined;
        if (field && value !== undefined) data[field.name] = value;
      });
      const found = validateRecord(table, data, { form: rules, dictKeys: (k) => keySets.get(k) });
      if (found.length) problems.push(...rowProblems(row.rowNumber, found, child.fields, sheet.headers, columnFields, lang));
      else rows.push(normaliseRecord(table, data));
    }
    if (problems.length) throw new ImportRejected(problems, sheet.headers, sheet.rows);
    return rows;
  });
}

/** The import template of a sub-table (headers `*label`, dictionary drop-downs). */
export async function subImportTemplate(db: Db, principal: Principal, lang: Language, alias: string, boAlias: string): Promise<{ name: string; content: Buffer }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const { child } = await subContext(tx, principal, alias, { boAlias });
    const dicts = await loadDicts(tx, principal.tenantId, dictKeysOf(child), lang);
    const name = resolveLabel(child.name, lang);
    return { name: `${name}.xlsx`, content: await writeSheet(name, templateColumns(importableFields(child.fields), lang, {}, dicts), []) };
  });
}
