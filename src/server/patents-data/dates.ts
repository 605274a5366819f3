/** Calendar dates as `YYYY-MM-DD` text, computed in UTC days so no time zone shifts them. */
const DAY = 86_400_000;

export function toDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
}

export function fromDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days);
}

/** The same day `years` later (29 February becomes 28 February). */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5);
  return md === '02-29' ? `${y}-02-28` : `${y}${date.slice(4)}`;
}

/** `2019.05.12`, the way CNIPA writes dates in legal-status notes. */
export function dotted(date: string): string {
  return date.replaceAll('-', '.');
}
