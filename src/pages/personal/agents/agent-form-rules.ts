import dayjs from 'dayjs';

/** How the agent form writes a moment (local time, to the minute). */
export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/** An ISO instant as the form and the list show it: local time to the minute. */
export const localMinute = (iso: string) => dayjs(iso).format(MINUTE_FORMAT);

/** Form text back to the ISO instant the server takes. */
export const toIso = (text: string) => dayjs(text).toDate().toISOString();

/** A new rule's default period: today 00:00 to the end of the day a week later. */
export function defaultPeriod(now: Date): { startDate: string; endDate: string } {
  const today = dayjs(now).startOf('day');
  return { startDate: today.format(MINUTE_FORMAT), endDate: today.add(7, 'day').endOf('day').format(MINUTE_FORMAT) };
}

export type PeriodProblem = 'datesRequired' | 'endBeforeStart' | 'endPassed';

/**
 * What is wrong with an agent rule's period, checked before the server sees it: both ends needed, the end not
 * before the start, and a new rule must not have ended already (it would never apply).
 */
export function periodProblem(start: string | undefined, end: string | undefined, isNew: boolean, now: Date): PeriodProblem | null {
  if (!start || !end) return 'datesRequired';
  const from = dayjs(start);
  const to = dayjs(end);
  if (!from.isValid() || !to.isValid()) return 'datesRequired';
  if (to.isBefore(from)) return 'endBeforeStart';
  if (isNew && to.isBefore(dayjs(now))) return 'endPassed';
  return null;
}
