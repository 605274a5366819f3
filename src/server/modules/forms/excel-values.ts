import type { CellValue } from 'exceljs';
import type { BoField } from '../../../common/definitions/kinds/bo.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { utcDateTime } from '../../../common/dates/format-date.ts';

/** Labels a sheet shows in place of stored keys and ids. */
export interface Lookups {
  lang: Language;
  dicts: Record<string, { key: string; name: string }[]>;
  users: Map<number, string>;
  orgs: Map<number, string>;
}

const YES = { 'zh-CN': '是', 'en-US': 'Yes' } as const;
const NO = { 'zh-CN': '否', 'en-US': 'No' } as const;

/** Number formats of typed columns. */
export const NUMBER_FORMATS: Partial<Record<BoField['type'], string>> = {
  money: '#,##0.00', date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss', integer: '0',
};

type Typed = Pick<BoField, 'type' | 'dictKey' | 'multiple'>;

/** A stored value as a cell: dictionary labels, user and org names, dates as dates, booleans as 是/否. */
export function toCell(field: Typed, value: unknown, lookups: Lookups): CellValue {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map((v) => cellText(toCell(field, v, lookups))).join(', ');
  switch (field.type) {
    case 'number': case 'money': case 'integer':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : String(value);
    case 'date': case 'datetime': {
      const text = String(value);
      const date = new Date(field.type === 'date' ? `${text.slice(0, 10)}T00:00:00Z` : /Z|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
      return Number.isNaN(date.getTime()) ? text : date;
    }
    case 'boolean': return value === true ? YES[lookups.lang] : value === false ? NO[lookups.lang] : String(value);
    case 'dict': return lookups.dicts[field.dictKey ?? '']?.find((d) => d.key === value)?.name ?? String(value);
    case 'user': return lookups.users.get(Number(value)) ?? String(value);
    case 'org': return lookups.orgs.get(Number(value)) ?? String(value);
    case 'attachment': return typeof value === 'object' ? String((value as { name?: unknown }).name ?? (value as { id?: unknown }).id ?? '') : String(value);
    default: return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The text of any cell value (rich text, formulas, links, dates as yyyy-mm-dd). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** How a cell's text maps back to stored keys and ids (by label or key; by name, account or id). */
export interface ReverseLookups {
  dictKey(dictKey: string, text: string): string | undefined;
  userId(text: string): number | undefined;
  orgId(text: string): number | undefined;
}

/**
 * A cell as the value a record stores, before validation: validation then reports what does not fit (a date that
 * is not one, a label not in the dictionary). Empty cells are undefined.
 */
export function fromCell(field: Typed, cell: CellValue, reverse: ReverseLookups): unknown {
  const raw = cell !== null && typeof cell === 'object' && !(cell instanceof Date) && 'result' in cell ? (cell.result as CellValue) : cell;
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  if (field.multiple && ['dict', 'user', 'org'].includes(field.type)) {
    return cellText(raw).split(/[,，;；]/).map((s) => s.trim()).filter(Boolean).map((s) => fromCell({ ...field, multiple: false }, s, reverse));
  }
  switch (field.type) {
    case 'number': case 'money': case 'integer':
      return typeof raw === 'number' ? raw : cellText(raw).trim().replace(/,/g, '');
    case 'date':
      if (raw instanceof Date) return raw.toISOString().slice(0, 10);
      return cellText(raw).trim().replace(/\//g, '-');
    case 'datetime':
      if (raw instanceof Date) {
        return utcDateTime(raw);
      }
      return cellText(raw).trim().replace(/\//g, '-');
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      const text = cellText(raw).trim().toLowerCase();
      if (['是', 'yes', 'true', '1', 'y'].includes(text)) return true;
      if (['否', 'no', 'false', '0', 'n'].includes(text)) return false;
      return text;
    }
    case 'dict': {
      const text = cellText(raw).trim();
      return field.dictKey ? (reverse.dictKey(field.dictKey, text) ?? text) : text;
    }
    case 'user': { const text = cellText(raw).trim(); return reverse.userId(text) ?? text; }
    case 'org': { const text = cellText(raw).trim(); return reverse.orgId(text) ?? text; }
    default:
      return cellText(raw);
  }
}
