import jsonata from 'jsonata';

const TIME_LIMIT_MS = 500;
const DEPTH_LIMIT = 200;

/** Throws the jsonata syntax error of an expression (used at deploy). */
export function checkCondition(expression: string): void {
  jsonata(expression);
}

/**
 * A sequence-flow condition over the instance data: truthy result = the flow is taken. jsonata only (no eval),
 * with a time and depth limit through jsonata's evaluate entry/exit hooks.
 */
export async function evaluateCondition(expression: string, data: Record<string, unknown>): Promise<boolean> {
  const expr = jsonata(expression);
  const started = Date.now();
  let depth = 0;
  expr.assign('__evaluate_entry', () => {
    depth += 1;
    if (depth > DEPTH_LIMIT) throw new Error('condition too deep');
    if (Date.now() - started > TIME_LIMIT_MS) throw new Error('condition took too long');
  });
  expr.assign('__evaluate_exit', () => {
    depth -= 1;
  });
  const result: unknown = await expr.evaluate(data);
  return Boolean(result);
}
