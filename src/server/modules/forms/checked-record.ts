import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight, FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { linkedRequiredFields } from '../../../common/definitions/linkage.ts';
import { normaliseRecord, recordProblems, type RecordProblem } from '../../../common/definitions/validate-record.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { allowedDictKeys, dictKeysOf, heldDictKeys, loadDicts } from './dict-keys.ts';
import { computeRecord, formulaFailure } from './formula-failure.ts';
import { recordInvalid } from './record-problems.ts';

/**
 * A record as the server stores it: the form's formulas computed, then checked against the bo's fields, the form's
 * rules (its scripts too) and REQUIRE linkages, the caller's rights and the tenant's dictionaries (a disabled entry
 * only where `stored` holds it already); 400 with the
 * problems (those `concerns` keeps) when it is not valid, else the normalised record.
 */
export async function checkedRecord(
  tx: Tx, tenantId: number, lang: Language, bo: BoDefinition, form: FormDefinition | undefined, rights: Record<string, FieldRight>,
  data: Record<string, unknown>, concerns: (problem: RecordProblem) => boolean = () => true,
  /** The record as stored before this save: dictionary entries disabled since stay valid where it holds them. */
  stored?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const dicts = await loadDicts(tx, tenantId, dictKeysOf(bo), lang);
  const keySets = allowedDictKeys(dicts, heldDictKeys(bo, stored));
  const context = (record: Record<string, unknown>) => ({ form, rights, dictKeys: (k: string) => keySets.get(k), alsoRequired: linkedRequiredFields(form, record) });
  const { computed, failures } = await computeRecord(bo, form, data);
  const problems = (await recordProblems(bo, computed, context(computed))).filter(concerns);
  if (problems.length) throw recordInvalid(problems, lang);
  if (failures.length) {
    const failure = formulaFailure(bo, failures[0]!, lang);
    throw new AppError(400, failure.key, failure.params);
  }
  return normaliseRecord(bo, computed);
}
