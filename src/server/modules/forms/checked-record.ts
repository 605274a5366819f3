import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight, FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { applyFormulas, FormulaError } from '../../../common/definitions/formulas.ts';
import { linkedRequiredFields } from '../../../common/definitions/linkage.ts';
import { normaliseRecord, recordProblems, type RecordProblem } from '../../../common/definitions/validate-record.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { dictKeysOf, loadDicts } from './dict-keys.ts';
import { recordInvalid } from './record-problems.ts';

/**
 * A record as the server stores it: the form's formulas computed, then checked against the bo's fields, the form's
 * rules (its scripts too) and REQUIRE linkages, the caller's rights and the tenant's dictionaries; 400 with the
 * problems (those `concerns` keeps) when it is not valid, else the normalised record.
 */
export async function checkedRecord(
  tx: Tx, tenantId: number, lang: Language, bo: BoDefinition, form: FormDefinition | undefined, rights: Record<string, FieldRight>,
  data: Record<string, unknown>, concerns: (problem: RecordProblem) => boolean = () => true,
): Promise<Record<string, unknown>> {
  let computed: Record<string, unknown>;
  try {
    computed = await applyFormulas(bo, form, data);
  } catch (error) {
    if (error instanceof FormulaError) throw badRequest('formulaFailed', { target: error.target });
    throw error;
  }
  const dicts = await loadDicts(tx, tenantId, dictKeysOf(bo), lang);
  const keySets = new Map(Object.entries(dicts).map(([k, items]) => [k, new Set(items.map((i) => i.key))]));
  const problems = (await recordProblems(bo, computed, { form, rights, dictKeys: (k) => keySets.get(k), alsoRequired: linkedRequiredFields(form, computed) }))
    .filter(concerns);
  if (problems.length) throw recordInvalid(problems, lang);
  return normaliseRecord(bo, computed);
}
