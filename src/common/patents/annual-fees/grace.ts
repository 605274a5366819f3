import { addMonths, type PlainDate } from './plain-date.ts';
import { nextWorkingDay, type WorkingCalendar } from './working-days.ts';

/**
 * The six-month grace period after an unpaid annual fee's due date (rule 98 of the Implementing Regulations, 2010;
 * rule 116 since 2024): paid in its first month nothing more, then 5 % of the full year's fee for each further
 * month begun, 25 % in the sixth (专利审查指南 part 5 chapter 9 2.2.1.3).
 */
export const GRACE_MONTHS = 6;
export const SURCHARGE_PER_MONTH = 0.05;

/** The surcharge rate for a payment in grace month `month` (1..6). */
export function surchargeRate(month: number): number {
  if (month <= 1) return 0;
  return Math.min(month - 1, GRACE_MONTHS - 1) * SURCHARGE_PER_MONTH;
}

/** The last day of each grace month (1..6), counted from the statutory due date, each moved off days off. */
export function graceMonthEnds(statutoryDue: PlainDate, calendar: WorkingCalendar): PlainDate[] {
  return Array.from({ length: GRACE_MONTHS }, (_, i) => nextWorkingDay(addMonths(statutoryDue, i + 1), calendar));
}

/**
 * A terminated right may be restored on request within two months of the termination notice (rule 6), with the
 * restoration fee (恢复权利请求费) of 1000 CNY; the notice is taken as issued when the grace period ends.
 */
export const RESTORATION_MONTHS = 2;
export const RESTORATION_FEE = 1000;
