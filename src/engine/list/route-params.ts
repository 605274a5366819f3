import type { QueryCondition } from '../../common/query/query-filter.ts';

/** `single` route segment: the list drawn alone (no title bar) when it says so. */
export const isSingle = (value: string | undefined) => value === '1' || value === 'true' || value === 'single';

export class BadRouteParameters extends Error {}

const condition = (property: string, value: unknown): QueryCondition => (Array.isArray(value)
  ? { property, operation: 'IN', value }
  : { property, operation: 'EQUAL', value });

/**
 * The `parameterqQuerys` segment: fixed conditions of a menu entry. Accepts a JSON list of query conditions, a JSON
 * object of field -> value, or `field=value&...`; anything else is refused with the text it could not read.
 */
export function parseParameterQuerys(text: string | undefined): QueryCondition[] {
  if (!text) return [];
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new BadRouteParameters(text);
    }
    if (Array.isArray(parsed)) {
      if (!parsed.every((c) => typeof c === 'object' && c !== null && typeof (c as QueryCondition).property === 'string')) throw new BadRouteParameters(text);
      return parsed as QueryCondition[];
    }
    return Object.entries(parsed as Record<string, unknown>).map(([k, v]) => condition(k, v));
  }
  const params = new URLSearchParams(trimmed);
  const out: QueryCondition[] = [];
  for (const key of new Set(params.keys())) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) throw new BadRouteParameters(text);
    const values = params.getAll(key);
    out.push(condition(key, values.length > 1 ? values : values[0]));
  }
  return out;
}
