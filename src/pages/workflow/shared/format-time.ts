import { localDateTime } from '../../../common/dates/format-date.ts';

/** An ISO time as the lists show it: yyyy-mm-dd hh:mm in the browser's zone; '' when absent. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return localDateTime(iso) ?? iso;
}

/** Today as yyyy-mm-dd (the watermark's date). */
export const today = (now = new Date()) => formatTime(now.toISOString()).slice(0, 10);
