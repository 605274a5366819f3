import jsonata from 'jsonata';
import type { RuleObject } from '../../../common/definitions/kinds/form.ts';
import { isEmptyValue, type RuleFailure } from './check-rule.ts';

/** Calls a rule's URL (same-origin `/api/<host>/...` only) and returns the reply body. */
export type RuleCall = (url: string, init: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown }) => Promise<unknown>;

const SCRIPT_TIME_LIMIT_MS = 200;

/** An exists-check reply is "taken" when it is not empty: a non-empty list, object, string, true, a number, or a page with rows. */
function nonEmpty(reply: unknown): boolean {
  if (reply === null || reply === undefined || reply === false || reply === '') return false;
  if (Array.isArray(reply)) return reply.length > 0;
  if (typeof reply === 'object') {
    const r = reply as Record<string, unknown>;
    if ('value' in r && ('state' in r || 'message' in r)) return nonEmpty(r.value);
    if (Array.isArray(r.rows)) return r.rows.length > 0;
    return Object.keys(r).length > 0;
  }
  return true;
}

/**
 * The asynchronous rules: `exists:<url>` (invalid when the URL's reply for `?value=` is not empty), `backend:<url>`
 * (the form data is posted; a `state: false` reply fails with its message) and `script:<jsonata>` (must be true).
 */
export async function checkAsyncRule(rule: RuleObject, value: unknown, data: Record<string, unknown>, call: RuleCall): Promise<RuleFailure | undefined> {
  const custom = rule.message ? { custom: rule.message } : {};
  const target = typeof rule.value === 'string' ? rule.value : '';
  switch (rule.rule) {
    case 'exists': {
      if (isEmptyValue(value)) return undefined;
      const reply = await call(target, { method: 'GET', query: { value: String(value) } }).catch(() => undefined);
      return nonEmpty(reply) ? { key: 'exists', ...custom } : undefined;
    }
    case 'backend': {
      try {
        const reply = (await call(target, { method: 'POST', body: { value, data } })) as { state?: boolean; message?: string } | undefined;
        if (reply?.state !== false) return undefined;
        return { key: 'backend', ...(reply.message ? { params: { message: reply.message } } : {}), ...custom };
      } catch (error) {
        return { key: 'backend', params: { message: (error as Error).message }, ...custom };
      }
    }
    case 'script': {
      try {
        const expr = jsonata(target);
        const result = await Promise.race([
          expr.evaluate({ ...data, value }),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), SCRIPT_TIME_LIMIT_MS)),
        ]);
        return result === true ? undefined : { key: 'script', ...custom };
      } catch {
        return { key: 'script', ...custom };
      }
    }
    default: return undefined;
  }
}
