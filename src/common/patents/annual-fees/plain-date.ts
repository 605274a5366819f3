/** Calendar dates as 'YYYY-MM-DD' strings (no time zone): the patent office counts days, not instants. */
export type PlainDate = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toPlainDate(year: number, month: number, day: number): PlainDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function partsOf(date: PlainDate): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `months` later; a day the target month lacks (31st, 29 February) becomes its last day. */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const [y, m, d] = partsOf(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toPlainDate(year, month, Math.min(d, daysInMonth(year, month)));
}

export const addYears = (date: PlainDate, years: number): PlainDate => addMonths(date, years * 12);

export function addDays(date: PlainDate, days: number): PlainDate {
  const [y, m, d] = partsOf(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return toPlainDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: PlainDate): number {
  const [y, m, d] = partsOf(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  const [a, b, c] = partsOf(from);
  const [x, y, z] = partsOf(to);
  return Math.round((Date.UTC(x, y - 1, z) - Date.UTC(a, b - 1, c)) / 86_400_000);
}

/** Today's date in China (UTC+8, no daylight saving), where the office's deadlines run. */
export function chinaToday(now = new Date()): PlainDate {
  const t = new Date(now.getTime() + 8 * 3_600_000);
  return toPlainDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}
