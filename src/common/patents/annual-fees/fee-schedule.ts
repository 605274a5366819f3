import type { PlainDate } from './plain-date.ts';

/** The kinds of patent the annual-fee schedule distinguishes. */
export type FeeKind = 'invention' | 'utilityModel' | 'design';

/** Patent types of the library (patent-type.ts) to their fee kind; `other` is charged as an invention. */
export function feeKindOf(type: string): FeeKind {
  if (type === 'newKind') return 'utilityModel';
  if (type === 'exterior') return 'design';
  return 'invention';
}

/** Designs filed from the day the 2020 Patent Law took effect have a 15-year term (article 42), before it 10. */
export const DESIGN_15_YEARS_FROM: PlainDate = '2021-06-01';

/** Protection term in years: invention 20, utility model 10, design 10 or 15 by filing date. */
export function termYears(kind: FeeKind, applicationDate: PlainDate): number {
  if (kind === 'invention') return 20;
  if (kind === 'design' && applicationDate >= DESIGN_15_YEARS_FROM) return 15;
  return 10;
}

/**
 * CNIPA annual fees in CNY (国家知识产权局专利收费标准, 发改价格〔2017〕270号 annex, and CNIPA's 2021 notice adding
 * design years 11-15 at 3000): [last year of the band, fee].
 */
const BANDS: Record<FeeKind, readonly (readonly [number, number])[]> = {
  invention: [[3, 900], [6, 1200], [9, 2000], [12, 4000], [15, 6000], [20, 8000]],
  utilityModel: [[3, 600], [5, 900], [8, 1200], [10, 2000]],
  design: [[3, 600], [5, 900], [8, 1200], [10, 2000], [15, 3000]],
};

/** The full (unreduced) annual fee of protection year `year`, or null outside the term. */
export function annualFeeFor(kind: FeeKind, year: number, applicationDate: PlainDate): number | null {
  if (!Number.isInteger(year) || year < 1 || year > termYears(kind, applicationDate)) return null;
  return BANDS[kind].find(([last]) => year <= last)?.[1] ?? null;
}

/**
 * Fee reduction (专利收费减缴办法, 财税〔2016〕78号): 85 % for one eligible patentee (an individual, a small
 * enterprise, a university or other public institution), 70 % for two or more; for the annual fees of the first
 * ten years counted from the year of grant.
 */
export type ReductionPercent = 0 | 70 | 85;
export const REDUCTION_YEARS = 10;

export function reducedFee(fullFee: number, reduction: ReductionPercent): number {
  return Math.round(fullFee * (100 - reduction)) / 100;
}
