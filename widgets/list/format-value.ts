/** Text forms of list cell values; no React, so exports and tests share them. */

export type Lang = 'zh-CN' | 'en-US';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Dates in lists are cut to 10 characters (yyyy-mm-dd). */
export function formatDate(value: unknown): string {
  return isBlank(value) ? '' : String(value).slice(0, 10);
}

/** yyyy-mm-dd hh:mm:ss from an ISO or SQL timestamp. */
export function formatDateTime(value: unknown): string {
  return isBlank(value) ? '' : String(value).replace('T', ' ').slice(0, 19);
}

// Building an Intl.NumberFormat costs far more than using one: one per language and style, reused by every cell.
const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, decimals: 'any' | 'two'): Intl.NumberFormat {
  const key = `${lang}|${decimals}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, decimals === 'two' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 10 });
    cache.set(key, format);
  }
  return format;
}

const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number(String(value).replace(/,/g, '')));

export function formatNumber(value: unknown, lang: Lang): string {
  if (isBlank(value)) return '';
  const n = toNumber(value);
  return Number.isFinite(n) ? numberFormat(lang, 'any').format(n) : String(value);
}

/** Money: thousands separators and two decimals. */
export function formatMoney(value: unknown, lang: Lang): string {
  if (isBlank(value)) return '';
  const n = toNumber(value);
  return Number.isFinite(n) ? numberFormat(lang, 'two').format(n) : String(value);
}

/** The stored value is the percentage itself (a share of 35 shows 35%). */
export function formatPercent(value: unknown, lang: Lang): string {
  const text = formatNumber(value, lang);
  return text ? `${text}%` : '';
}

export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : isBlank(value) ? [] : [value]);

/** Names of dictionary keys, users or organisations; unknown keys show as they are. */
export function formatNames(value: unknown, names: ReadonlyMap<string, string>, separator: string): string {
  return asList(value).map((v) => names.get(String(v)) ?? String(v)).join(separator);
}

export const isBlankValue = isBlank;
