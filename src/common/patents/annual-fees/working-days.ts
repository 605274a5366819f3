import { addDays, weekdayOf, type PlainDate } from './plain-date.ts';

/**
 * A holiday calendar: public holidays (days off, weekdays included) and adjusted working days (调休: a Saturday or
 * Sunday worked in exchange). Every other Saturday and Sunday is a day off.
 */
export interface WorkingCalendar {
  holidays: ReadonlySet<PlainDate>;
  workdays: ReadonlySet<PlainDate>;
}

export const NO_HOLIDAYS: WorkingCalendar = { holidays: new Set(), workdays: new Set() };

/** The kinds of day a holiday calendar lists. */
export const HOLIDAY_KINDS = {
  holiday: { 'zh-CN': '放假', 'en-US': 'Day off' },
  workday: { 'zh-CN': '调休上班', 'en-US': 'Adjusted working day' },
} as const;

export interface CalendarDay { day: PlainDate; kind: 'holiday' | 'workday' }

export function calendarOf(days: readonly CalendarDay[]): WorkingCalendar {
  return {
    holidays: new Set(days.filter((d) => d.kind === 'holiday').map((d) => d.day)),
    workdays: new Set(days.filter((d) => d.kind === 'workday').map((d) => d.day)),
  };
}

export function isWorkingDay(date: PlainDate, calendar: WorkingCalendar): boolean {
  if (calendar.workdays.has(date)) return true;
  if (calendar.holidays.has(date)) return false;
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6;
}

/** The most days nextWorkingDay moves a date (a bound against a calendar listing a run of days off by mistake). */
export const MAX_WORKING_DAY_SHIFT = 60;

/**
 * A time limit ending on a day off ends on the next working day instead (Implementing Regulations of the Patent
 * Law, rule 5: 期限届满日是法定休假日的，以休假日后的第一个工作日为期限届满日).
 */
export function nextWorkingDay(date: PlainDate, calendar: WorkingCalendar): PlainDate {
  let day = date;
  for (let i = 0; i < MAX_WORKING_DAY_SHIFT && !isWorkingDay(day, calendar); i += 1) day = addDays(day, 1);
  return day;
}
