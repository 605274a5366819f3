import { describe, expect, it } from 'vitest';
import { localDateTime, localDay, localInstant, utcDateTime } from './format-date.ts';

// The unit project runs in the machine's zone; the expectations are built from the same clock with Date.
const two = (n: number) => String(n).padStart(2, '0');

describe('date formatting (dayjs)', () => {
  it('writes an instant as YYYY-MM-DD HH:mm on the local clock, and nothing for no date', () => {
    const iso = '2026-03-05T01:02:03Z';
    const d = new Date(iso);
    expect(localDateTime(iso)).toBe(`${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`);
    expect(localDateTime('not a date')).toBeUndefined();
    expect(localDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it('writes Excel\'s UTC wall clock and a local time with its offset', () => {
    expect(utcDateTime(new Date(Date.UTC(2026, 10, 26, 8, 5, 9)))).toBe('2026-11-26 08:05:09');
    const offset = -new Date('2026-11-26T09:30:00').getTimezoneOffset();
    const sign = offset >= 0 ? '+' : '-';
    expect(localInstant('2026-11-26', '09:30')).toBe(`2026-11-26T09:30:00${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`);
  });
});
