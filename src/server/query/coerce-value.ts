import type { QueryFieldType } from '../../common/query/query-field.ts';
import { badRequest } from '../lib/app-error.ts';

/** A value of a query condition, checked against the field type; strings are capped and never hold NUL. */
export type ScalarValue = string | number | boolean;

const MAX_STRING = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

export function coerceValue(property: string, type: QueryFieldType, value: unknown): ScalarValue {
  const coerced = coerce(type, value);
  if (coerced === undefined) throw badRequest('badValue', { property });
  return coerced;
}

function coerce(type: QueryFieldType, value: unknown): ScalarValue | undefined {
  switch (type) {
    case 'string':
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value !== 'string' || value.length > MAX_STRING || value.includes('\u0000')) return undefined;
      return value;
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      return undefined;
    case 'date':
      return coerceDate(value);
  }
}

/** ISO dates or epoch milliseconds, normalised to an ISO timestamp PostgreSQL always accepts. */
function coerceDate(value: unknown): string | undefined {
  if (typeof value === 'string' && !DATE.test(value.trim())) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(typeof value === 'string' ? value.trim() : value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? undefined : date.toISOString();
}
