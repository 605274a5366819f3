import { randomUUID } from 'node:crypto';
import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import { linkedRequiredFields } from '../../../common/definitions/linkage.ts';
import { normaliseRecord, recordProblems } from '../../../common/definitions/validate-record.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { allowedDictKeys, dictKeysOf, loadDicts } from './dict-keys.ts';
import { loadReverseLookups } from './excel-lookups.ts';
import { readSheet } from './excel-sheet.ts';
import { fromCell } from './excel-values.ts';
import { formulaTargetLabel } from '../../../common/definitions/formula-target-label.ts';
import { computeRecord, formulaFailureMessage } from './formula-failure.ts';
import { importableFields, mapHeaders } from './import-columns.ts';
import { ImportRejected, rowProblems, type RowProblem } from './import-problems.ts';
import { governingForm, loadBo, loadTemplate } from './load-definitions.ts';
import { nextIdentity } from './next-identity.ts';
import { requireButton } from './template-button.ts';

export interface ImportMainInput {
  alias: string;
  content: Buffer;
  /** A field every imported row gets `fillValue` in (e.g. the record the rows belong to). */
  bindField?: string;
  fillValue?: string;
}

/**
 * tImportMain: every row of the sheet is converted (labels to keys, names to ids), computed (formulas) and
 * validated like a form save. One failing row and nothing is written: ImportRejected carries every row's problems.
 * Otherwise all rows are inserted in one transaction, serial numbers taken in row order.
 */
export async function importMainRecords(db: Db, principal: Principal, lang: Language, input: ImportMainInput): Promise<number> {
  const sheet = await readSheet(input.content);
  return withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const template = await loadTemplate(tx, principal.tenantId, input.alias);
    if (template.source.kind !== 'bo') throw badRequest('importNeedsBo');
    requireButton(template, 'import', caller);
    const bo = await loadBo(tx, principal.tenantId, template.source.boAlias);
    const form = await governingForm(tx, principal.tenantId, bo.alias, template.formKey);
    const rights = fieldRightsFor(form?.rights, caller.roles);
    const fields = importableFields(bo.fields, rights);
    // An exported list holds its display fields and the serial and read-only fields too: read as nothing, not refused.
    const columnFields = mapHeaders(sheet.headers, fields, [
      ...template.displayFields.map((d) => ({ name: d.field, label: d.label })),
      ...bo.fields.filter((f) => !fields.includes(f)),
    ]);
    const bound = input.bindField ? fields.find((f) => f.name === input.bindField) : undefined;
    if (input.bindField && !bound) throw badRequest('unknownProperty', { property: input.bindField });
    if (!sheet.rows.length) throw badRequest('excelNoRows');

    const dicts = await loadDicts(tx, principal.tenantId, dictKeysOf(bo), lang);
    // New records: a disabled dictionary entry is not a choice.
    const keySets = allowedDictKeys(dicts);
    const reverse = await loadReverseLookups(tx, principal.tenantId, dictKeysOf(bo));
    const context = (record: Record<string, unknown>) => ({ form, rights, dictKeys: (k: string) => keySets.get(k), alsoRequired: linkedRequiredFields(form, record) });
    const problems: RowProblem[] = [];
    const records: Record<string, unknown>[] = [];
    for (const row of sheet.rows) {
      const data: Record<string, unknown> = {};
      columnFields.forEach((field, i) => {
        const value = field ? fromCell(field, row.cells[i] ?? null, reverse) : undefined;
        if (field && value !== undefined) data[field.name] = value;
      });
      if (bound) data[bound.name] = fromCell(bound, input.fillValue ?? null, reverse);
      // The row's own problems first (a non-numeric amount under its column), a formula's failure only without them.
      const { computed, failures } = await computeRecord(bo, form, data);
      const found = await recordProblems(bo, computed, context(computed));
      if (!found.length && failures.length) {
        const failure = failures[0]!;
        const target = failure.target.split('.')[0]!;
        const index = columnFields.findIndex((f) => f?.name === target);
        problems.push({ row: row.rowNumber, column: index >= 0 ? sheet.headers[index]! : formulaTargetLabel(bo, failure.target, lang), field: target, message: formulaFailureMessage(bo, failure, lang) });
        continue;
      }
      if (found.length) problems.push(...rowProblems(row.rowNumber, found, bo.fields, sheet.headers, columnFields, lang));
      else records.push(normaliseRecord(bo, computed));
    }
    if (problems.length) throw new ImportRejected(problems, sheet.headers, sheet.rows);

    const serials = bo.fields.filter((f) => f.type === 'serial' && f.serialAlias);
    const now = new Date();
    for (const record of records) {
      for (const field of serials) record[field.name] = await nextIdentity(tx, principal.tenantId, field.serialAlias!);
    }
    // Multi-row inserts of a few hundred rows keep 5,000 rows to a handful of statements.
    for (let i = 0; i < records.length; i += 500) {
      await tx.insertInto('bo_record').values(records.slice(i, i + 500).map((data) => ({
        id: randomUUID(), tenant_id: principal.tenantId, bo_alias: bo.alias, data: JSON.stringify(data),
        created_by: caller.userId, updated_by: caller.userId, org_id: caller.orgId, created_at: now, updated_at: now,
      }))).execute();
    }
    return records.length;
  });
}
