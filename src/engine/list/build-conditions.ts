import type { ConditionField } from '../../common/definitions/kinds/template.ts';
import type { QueryCondition } from '../../common/query/query-filter.ts';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A condition asks for a [from, to] pair when its operation is BETWEEN or its control is a date range. */
export const isRange = (c: Pick<ConditionField, 'control' | 'operation'>) => c.operation === 'BETWEEN' || c.control === 'dateRange';

/**
 * The query conditions of a search bar's values (api-conventions.md "Query filter"): empty fields add nothing; a range
 * with one end becomes GREAT_EQUAL / LESS_EQUAL; several choices become IN; text is trimmed.
 */
export function buildConditions(fields: readonly ConditionField[], values: Readonly<Record<string, unknown>>): QueryCondition[] {
  const out: QueryCondition[] = [];
  for (const c of fields) {
    const value = values[c.field];
    if (c.operation === 'IS_NULL' || c.operation === 'NOTNULL') {
      if (value === true) out.push({ property: c.field, operation: c.operation });
      continue;
    }
    if (blank(value)) continue;
    if (isRange(c)) {
      const [from, to] = Array.isArray(value) ? value : [value, undefined];
      if (!blank(from) && !blank(to)) out.push({ property: c.field, operation: 'BETWEEN', value: [from, to] });
      else if (!blank(from)) out.push({ property: c.field, operation: 'GREAT_EQUAL', value: from });
      else if (!blank(to)) out.push({ property: c.field, operation: 'LESS_EQUAL', value: to });
      continue;
    }
    if (Array.isArray(value)) {
      out.push({ property: c.field, operation: value.length === 1 && c.operation !== 'IN' ? c.operation : 'IN', value: value.length === 1 && c.operation !== 'IN' ? value[0] : value });
      continue;
    }
    out.push({ property: c.field, operation: c.operation, value: typeof value === 'string' ? value.trim() : value });
  }
  return out;
}
