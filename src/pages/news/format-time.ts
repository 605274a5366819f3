import { localDateTime, localDay as commonLocalDay } from '../../common/dates/format-date.ts';

/** `YYYY-MM-DD HH:mm` on the browser's clock for an ISO instant ('' for none). */
export function formatDateTime(iso: string | null | undefined): string {
  return (iso && localDateTime(iso)) || '';
}

/** `HH:mm` on the browser's clock. */
export const formatClock = (iso: string) => formatDateTime(iso).slice(11);

/** The browser's day `YYYY-MM-DD` of an instant (default now). */
export function localDay(date = new Date()): string {
  return commonLocalDay(date);
}
