import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** The shared date formatting (dayjs): days, minutes and offsets as the lists, forms and imports write them. */

/** `YYYY-MM-DD HH:mm` of an instant on the local clock (the browser's); undefined when it is no date. */
export function localDateTime(value: string | number | Date): string | undefined {
  const at = dayjs(value);
  return at.isValid() ? at.format('YYYY-MM-DD HH:mm') : undefined;
}

/** `YYYY-MM-DD` of an instant on the local clock (default now). */
export function localDay(value: string | number | Date = new Date()): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in UTC (Excel's date cells carry wall-clock time as UTC). */
export function utcDateTime(value: Date): string {
  return dayjs.utc(value).format('YYYY-MM-DD HH:mm:ss');
}

/** `YYYY-MM-DDTHH:mm:00±hh:mm`: a local wall-clock time with its offset, so the server knows which instant is meant. */
export function localInstant(day: string, clock: string): string {
  return dayjs(`${day}T${clock}:00`).format('YYYY-MM-DDTHH:mm:ssZ');
}
