import type { BoDefinition, BoField } from '../../../common/definitions/kinds/bo.ts';
import type { QueryCondition } from '../../../common/query/query-filter.ts';
import { coerceValue, type ScalarValue } from '../../query/coerce-value.ts';

/** Field types stored as one JSON scalar whose equality is JSON equality (dates are not: their text varies). */
const CONTAINABLE: Partial<Record<BoField['type'], 'string' | 'number' | 'boolean'>> = {
  string: 'string', dict: 'string', serial: 'string', richtext: 'string',
  number: 'number', money: 'number', integer: 'number', user: 'number', org: 'number', boolean: 'boolean',
};

/** Alternatives one lookup may carry (the product of the IN lists); larger lists stay with the compiler. */
const MAX_ALTERNATIVES = 1000;
/**
 * The index pays when the patterns select at most this share of a bo's records: reading 20% of the rows through
 * the GIN index and by row costs more than scanning them (bench/list-json.ts measures both).
 */
const INDEX_SHARE = 0.02;
/** Share of records one value of a field is expected to select when nothing better is known (free text, numbers, ids). */
const DEFAULT_SHARE = 0.001;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export interface ContainmentSplit {
  /**
   * Records must contain one of these objects (`data @> pattern`, through the GIN index); undefined: no
   * containment; an empty list: the conditions contradict each other and nothing matches.
   */
  patterns?: Record<string, ScalarValue>[];
  /** Whether `patterns` are looked up through the GIN index (only when selective; broad ones are left in `rest`). */
  indexed: boolean;
  /** What the generic compiler still handles. */
  rest: QueryCondition[];
}

/**
 * The share of records a pattern is expected to select: one over the number of dictionary entries for a dictionary
 * field, one half for a boolean, DEFAULT_SHARE for other values; alternatives add up.
 */
export function expectedShare(bo: BoDefinition, patterns: readonly Record<string, ScalarValue>[], dictSizes: ReadonlyMap<string, number>): number {
  const share = (name: string) => {
    const field = bo.fields.find((f) => f.name === name);
    if (field?.type === 'boolean') return 0.5;
    if (field?.type === 'dict') return 1 / Math.max(1, dictSizes.get(field.dictKey ?? '') ?? 10);
    return DEFAULT_SHARE;
  };
  return patterns.reduce((sum, p) => sum + Object.keys(p).reduce((product, name) => product * share(name), 1), 0);
}

/**
 * Takes EQUAL and IN conditions on scalar bo fields out of a filter as jsonb containment patterns, so the GIN
 * index serves them when they are selective (`indexed`; `dictSizes`: entries per dictionary key). Only groups joined by AND throughout are split: there `group = extracted AND rest` holds.
 * `queryable` names the fields the caller may filter on; anything else stays for the compiler to refuse.
 */
export function splitContainment(bo: BoDefinition, querys: readonly QueryCondition[], queryable: ReadonlySet<string>,
  dictSizes: ReadonlyMap<string, number> = new Map()): ContainmentSplit {
  const orGroups = new Set<string>();
  const seen = new Set<string>();
  for (const q of querys) {
    const group = q.group ?? '';
    if (seen.has(group) && q.relation?.toUpperCase() === 'OR') orGroups.add(group);
    seen.add(group);
  }
  const equal: Record<string, ScalarValue> = {};
  const lists: { condition: QueryCondition; values: ScalarValue[] }[] = [];
  const rest: QueryCondition[] = [];
  let contradiction = false;
  for (const q of querys) {
    const field = bo.fields.find((f) => f.name === q.property);
    const kind = field && !field.multiple ? CONTAINABLE[field.type] : undefined;
    const operation = q.operation ?? 'EQUAL';
    if (!kind || !queryable.has(q.property) || orGroups.has(q.group ?? '') || isEmpty(q.value) || (operation !== 'EQUAL' && operation !== 'IN')) {
      rest.push(q);
      continue;
    }
    if (operation === 'EQUAL') {
      const value = coerceValue(q.property, kind, q.value);
      if (q.property in equal && equal[q.property] !== value) contradiction = true;
      equal[q.property] = value;
      continue;
    }
    const items = Array.isArray(q.value) ? q.value : typeof q.value === 'string' ? q.value.split(',').map((s) => s.trim()) : [q.value];
    if (items.length > MAX_ALTERNATIVES) { rest.push(q); continue; }
    const values = [...new Set(items.filter((v) => !isEmpty(v)).map((v) => coerceValue(q.property, kind, v)))];
    if (values.length) lists.push({ condition: q, values });
  }
  if (contradiction) return { patterns: [], indexed: false, rest };
  let patterns: Record<string, ScalarValue>[] = [{ ...equal }];
  for (const { condition, values } of lists) {
    const property = condition.property;
    // An IN on a field that already has a value keeps only the alternatives that agree with it.
    const next = patterns.flatMap((p) => values.filter((v) => !(property in p) || p[property] === v).map((v) => ({ ...p, [property]: v })));
    if (next.length > MAX_ALTERNATIVES) rest.push(condition);
    else patterns = next;
  }
  if (!patterns.length) return { patterns: [], indexed: false, rest };
  if (!Object.keys(patterns[0]!).length) return { indexed: false, rest };
  // A broad pattern stays with the compiler: its text comparisons on the scan cost less than a containment check per row.
  if (expectedShare(bo, patterns, dictSizes) > INDEX_SHARE) return { indexed: false, rest: [...querys] };
  return { patterns, indexed: true, rest };
}
