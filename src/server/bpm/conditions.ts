import jsonata from 'jsonata';

/** Guardrails jsonata applies while evaluating (error D1012 past the time, D1011 past the depth). */
const LIMITS = { timeout: 500, stack: 200 };

/** Throws the jsonata syntax error of an expression (used at deploy). */
export function checkCondition(expression: string): void {
  jsonata(expression);
}

/** A sequence-flow condition over the instance data: truthy result = the flow is taken. jsonata only (no eval). */
export async function evaluateCondition(expression: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    return Boolean(await jsonata(expression, LIMITS).evaluate(data));
  } catch (error) {
    // jsonata throws plain objects ({ code, message? }); make them Errors with a readable message.
    const e = error as { message?: string; code?: string };
    throw new Error(e.message ?? `jsonata ${e.code ?? 'error'}`, { cause: error });
  }
}
