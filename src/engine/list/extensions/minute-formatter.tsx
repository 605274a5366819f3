import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** A time in the browser's zone cut to the minute (yyyy-mm-dd hh:mm), the full local time on hover; the text as it is when it is no time. */
export function formatMinute(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(String(value));
  if (!time.isValid()) return String(value);
  return <span title={time.format('YYYY-MM-DD HH:mm:ss')}>{time.format('YYYY-MM-DD HH:mm')}</span>;
}
