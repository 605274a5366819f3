import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import { FormulaFunctionError } from '../../../common/definitions/formula-functions.ts';
import { applyFormulas, FormulaError } from '../../../common/definitions/formulas.ts';
import type { FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { formulaTargetLabel } from '../../../common/definitions/formula-target-label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { translatorFor } from '../../lib/i18n.ts';

/** "公式运算错误：金额大写" with the formula function's own reason when it gave one, in the language. */
export function formulaFailureMessage(bo: BoDefinition, error: FormulaError, lang: Language): string {
  const { key, params } = formulaFailure(bo, error, lang);
  return translatorFor(lang)(key, params);
}

/** The failure as a 400 reply's message key and parameters (worded in `lang`). */
export function formulaFailure(bo: BoDefinition, error: FormulaError, lang: Language): { key: 'formulaFailed' | 'formulaFailedBecause'; params: Record<string, string> } {
  const target = formulaTargetLabel(bo, error.target, lang);
  const cause = error.cause;
  if (cause instanceof FormulaFunctionError) {
    return { key: 'formulaFailedBecause', params: { target, detail: translatorFor(lang)(`engine:form.${cause.key}`, cause.params) } };
  }
  return { key: 'formulaFailed', params: { target } };
}

/**
 * A record with its form's formulas applied like applyFormulas (sub-table ones first, then the top-level ones in
 * order), except that a failing formula leaves its target as it was and the rest still run. The caller reports
 * the record's own problems first (a non-numeric amount is the amount field's message, not the failure of the
 * formula reading it) and a formula's failure only when the record has none.
 */
export async function computeRecord(bo: BoDefinition, form: Pick<FormDefinition, 'formulas'> | undefined, data: Record<string, unknown>): Promise<{ computed: Record<string, unknown>; failures: FormulaError[] }> {
  const formulas = form?.formulas ?? [];
  const ordered = [...formulas.filter((f) => f.target.includes('.item.')), ...formulas.filter((f) => !f.target.includes('.'))];
  let computed = data;
  const failures: FormulaError[] = [];
  for (const formula of ordered) {
    try {
      computed = await applyFormulas(bo, { formulas: [formula] }, computed);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      failures.push(error);
    }
  }
  return { computed: computed === data ? structuredClone(data) : computed, failures };
}
