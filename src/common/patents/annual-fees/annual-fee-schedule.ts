import { annualFeeFor, feeKindOf, REDUCTION_YEARS, reducedFee, termYears, type ReductionPercent } from './fee-schedule.ts';
import { graceMonthEnds, GRACE_MONTHS, RESTORATION_FEE, RESTORATION_MONTHS, surchargeRate } from './grace.ts';
import { addDays, addMonths, addYears, partsOf, type PlainDate } from './plain-date.ts';
import { MAX_WORKING_DAY_SHIFT, nextWorkingDay, type WorkingCalendar } from './working-days.ts';

/** What the calculator needs of a granted patent. */
export interface PatentForFees {
  /** Patent type of the library: invent, inventSQ, newKind, exterior, other. */
  type: string;
  applicationDate: PlainDate;
  /** The grant (announcement) date; null for a patent not granted, which owes no annual fee. */
  grantDate: PlainDate | null;
  reduction?: ReductionPercent;
}

/** One protection year's annual fee. */
export interface AnnualFeeDue {
  year: number;
  /** The statutory last day: the filing date's anniversary opening the year (the grant date for the year of grant). */
  statutoryDue: PlainDate;
  /** The statutory day moved to the next working day. */
  dueDate: PlainDate;
  fullFee: number;
  reduction: ReductionPercent;
  /** What is payable on time: the full fee less the reduction. */
  fee: number;
  /** Last day of the six-month grace period (moved to a working day). */
  graceEnd: PlainDate;
  /** Last day to request restoration once the right has terminated (moved to a working day). */
  restorationEnd: PlainDate;
}

/** Protection year n runs from the (n-1)th anniversary of the filing date to the day before the nth. */
export function protectionYearOf(applicationDate: PlainDate, date: PlainDate): number {
  // The anniversary opening year (date's calendar year - filing year) lies in the calendar year before date's: no
  // later than date, so the count starts there (at most two steps are left).
  let year = Math.max(1, partsOf(date)[0] - partsOf(applicationDate)[0]);
  while (addYears(applicationDate, year) <= date) year += 1;
  return year;
}

/**
 * Every annual fee of a granted patent, from the year of grant (paid with the registration, so due on the grant
 * date) to the end of its term; each later year is due by the filing date's anniversary that opens it
 * (专利审查指南 part 5 chapter 9 2.2.1.1: 缴费期限届满日是申请日在该年的相应日), moved to the next working day.
 */
export function annualFeeSchedule(patent: PatentForFees, calendar: WorkingCalendar): AnnualFeeDue[] {
  return scheduleWithin(patent, calendar, null, null);
}

/**
 * The years whose statutory day lies in [statutoryFrom, statutoryTo] (null: unbounded). Statutory days rise with the
 * year (the year of grant's is the grant date, before the next anniversary), so the loop skips the years before the
 * window and stops after it without computing their deadlines.
 */
function scheduleWithin(patent: PatentForFees, calendar: WorkingCalendar, statutoryFrom: PlainDate | null, statutoryTo: PlainDate | null): AnnualFeeDue[] {
  if (!patent.grantDate) return [];
  const kind = feeKindOf(patent.type);
  const grantYear = protectionYearOf(patent.applicationDate, patent.grantDate);
  const last = termYears(kind, patent.applicationDate);
  const fees: AnnualFeeDue[] = [];
  // A later year's statutory day is its anniversary, in calendar year filing year + year - 1: the years whose
  // anniversary falls before statutoryFrom's calendar year are skipped without computing them.
  const firstYear = statutoryFrom === null ? grantYear : Math.max(grantYear, partsOf(statutoryFrom)[0] - partsOf(patent.applicationDate)[0]);
  for (let year = firstYear; year <= last; year += 1) {
    const statutoryDue = year === grantYear ? patent.grantDate : addYears(patent.applicationDate, year - 1);
    if (statutoryTo !== null && statutoryDue > statutoryTo) break;
    if (statutoryFrom !== null && statutoryDue < statutoryFrom) continue;
    const fullFee = annualFeeFor(kind, year, patent.applicationDate);
    if (fullFee === null) continue;
    const reduction: ReductionPercent = year < grantYear + REDUCTION_YEARS ? (patent.reduction ?? 0) : 0;
    fees.push({
      year, statutoryDue, dueDate: nextWorkingDay(statutoryDue, calendar), fullFee, reduction, fee: reducedFee(fullFee, reduction),
      graceEnd: nextWorkingDay(addMonths(statutoryDue, GRACE_MONTHS), calendar),
      restorationEnd: nextWorkingDay(addMonths(statutoryDue, GRACE_MONTHS + RESTORATION_MONTHS), calendar),
    });
  }
  return fees;
}

/** Where a payment made on a day stands against a fee's deadlines. */
export interface PaymentAssessment {
  stage: 'inTime' | 'grace' | 'lapsed';
  /** 1..6 in grace, 0 otherwise. */
  graceMonth: number;
  surchargeRate: number;
  /** Late-payment surcharge (滞纳金), a share of the full year's fee. */
  surcharge: number;
  /** The restoration fee, owed when paying after the grace period within the restoration window. */
  restorationFee: number;
  /** What paying on that day costs in all; null when the right can no longer be restored. */
  total: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function assessPayment(fee: AnnualFeeDue, onDate: PlainDate, calendar: WorkingCalendar): PaymentAssessment {
  if (onDate <= fee.dueDate) return { stage: 'inTime', graceMonth: 0, surchargeRate: 0, surcharge: 0, restorationFee: 0, total: fee.fee };
  const ends = graceMonthEnds(fee.statutoryDue, calendar);
  const index = ends.findIndex((end) => onDate <= end);
  if (index >= 0) {
    const rate = surchargeRate(index + 1);
    const surcharge = round2(fee.fullFee * rate);
    return { stage: 'grace', graceMonth: index + 1, surchargeRate: rate, surcharge, restorationFee: 0, total: round2(fee.fee + surcharge) };
  }
  const rate = surchargeRate(GRACE_MONTHS);
  const surcharge = round2(fee.fullFee * rate);
  const restorable = onDate <= fee.restorationEnd;
  return {
    stage: 'lapsed', graceMonth: 0, surchargeRate: rate, surcharge, restorationFee: RESTORATION_FEE,
    total: restorable ? round2(fee.fee + surcharge + RESTORATION_FEE) : null,
  };
}

/**
 * The fees whose (moved) due date falls in [from, to]. A due date lies at most MAX_WORKING_DAY_SHIFT days after its
 * statutory day, so only the years whose statutory day falls in [from - that, to] are computed (a 12-month window
 * takes one or two of a patent's up to twenty years: the budget and the due list over every patent stay fast).
 */
export function feesDueBetween(patent: PatentForFees, calendar: WorkingCalendar, from: PlainDate, to: PlainDate): AnnualFeeDue[] {
  return scheduleWithin(patent, calendar, addDays(from, -MAX_WORKING_DAY_SHIFT), to).filter((f) => f.dueDate >= from && f.dueDate <= to);
}
