import type { TFunction } from 'i18next';
import { applyFormulas, FormulaError } from '../../common/definitions/formulas.ts';
import { FormulaFunctionError } from '../../common/definitions/formula-functions.ts';
import type { FormDefinition } from '../../common/definitions/kinds/form.ts';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import { formulaTargetLabel } from '../../common/definitions/formula-target-label.ts';
import type { Language } from '../../common/i18n/languages.ts';

export type FormulaOutcome = { ok: true; data: Record<string, unknown> } | { ok: false; target: string; detail: string };

/** The localised reason of a formula failure (a formula function's own message, else jsonata's text), its target by label. */
export function formulaFailureText(error: unknown, t: TFunction, bo?: BoDefinition, lang: Language = 'zh-CN'): { target: string; detail: string } {
  const cause = error instanceof FormulaError ? error.cause : error;
  const target = error instanceof FormulaError ? formulaTargetLabel(bo, error.target, lang) : '';
  if (cause instanceof FormulaFunctionError) return { target, detail: t(`engine:form.${cause.key}`, cause.params) as string };
  return { target, detail: (cause as { message?: string })?.message ?? String(cause) };
}

/** Runs the form's formulas (jsonata, time and depth limited, in src/common) over the data. */
export async function runFormulas(bo: BoDefinition, form: Pick<FormDefinition, 'formulas'>, data: Record<string, unknown>, t: TFunction, lang: Language = 'zh-CN'): Promise<FormulaOutcome> {
  if (!form.formulas?.length) return { ok: true, data };
  try {
    return { ok: true, data: await applyFormulas(bo, form, data) };
  } catch (error) {
    return { ok: false, ...formulaFailureText(error, t, bo, lang) };
  }
}
