import jsonata from 'jsonata';
import type { BoDefinition } from './kinds/bo.ts';
import type { FormDefinition } from './kinds/form.ts';
import { registerFormulaFunctions } from './formula-functions.ts';

/** A formula that failed (syntax, run time, or over the time / depth limit). */
export class FormulaError extends Error {
  constructor(readonly target: string, cause: unknown) {
    super(`${target}: ${(cause as { message?: string })?.message ?? String(cause)}`, { cause });
  }
}

// Wall-clock: a busy browser or a loaded server must not fail a small formula; runaway recursion hits the depth limit.
const TIME_LIMIT_MS = 1000;
const DEPTH_LIMIT = 200;

/** jsonata with a time and depth limit (the exerciser's timebox): a runaway expression throws instead of hanging. */
async function evaluate(expression: string, input: unknown): Promise<unknown> {
  const expr = jsonata(expression);
  registerFormulaFunctions(expr);
  let depth = 0;
  const started = Date.now();
  const check = () => {
    if (depth > DEPTH_LIMIT) throw new Error('expression too deep');
    if (Date.now() - started > TIME_LIMIT_MS) throw new Error('expression took too long');
  };
  expr.assign(Symbol.for('jsonata.__evaluate_entry') as unknown as string, (_e: unknown, _i: unknown, env: { isParallelCall?: boolean }) => {
    if (env.isParallelCall) return;
    depth++;
    check();
  });
  expr.assign(Symbol.for('jsonata.__evaluate_exit') as unknown as string, (_e: unknown, _i: unknown, env: { isParallelCall?: boolean }) => {
    if (env.isParallelCall) return;
    depth--;
    check();
  });
  return expr.evaluate(input);
}

const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * Applies a form's formulas to a record (the server does this on save, so derived values cannot be forged).
 * Sub-table formulas (`items.item.amount`, expression over `item.xxx`) run first, row by row, then top-level ones,
 * in declared order. A result that is undefined leaves the field as it was; a multiple-valued field gets a list.
 */
export async function applyFormulas(bo: BoDefinition, form: Pick<FormDefinition, 'formulas'> | undefined, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = structuredClone(data);
  const formulas = form?.formulas ?? [];
  for (const formula of formulas.filter((f) => f.target.includes('.item.'))) {
    const [alias, , field] = formula.target.split('.');
    const rows = out[alias!];
    if (!Array.isArray(rows) || !field) continue;
    for (const row of rows as Record<string, unknown>[]) {
      if (typeof row !== 'object' || row === null) continue;
      try {
        const value = plain(await evaluate(formula.expression, { ...out, item: row }));
        if (value !== undefined) row[field] = value;
      } catch (error) {
        throw new FormulaError(formula.target, error);
      }
    }
  }
  for (const formula of formulas.filter((f) => !f.target.includes('.'))) {
    let value: unknown;
    try {
      value = plain(await evaluate(formula.expression, out));
    } catch (error) {
      throw new FormulaError(formula.target, error);
    }
    if (value === undefined) continue;
    const field = bo.fields.find((f) => f.name === formula.target);
    out[formula.target] = field?.multiple && !Array.isArray(value) ? [value] : value;
  }
  return out;
}
