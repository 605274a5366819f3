import { feesDueBetween, type PatentForFees } from './annual-fee-schedule.ts';
import { toPlainDate } from './plain-date.ts';
import type { WorkingCalendar } from './working-days.ts';

export interface BudgetPatent extends PatentForFees {
  orgId: number | null;
}

export interface CollegeBudget {
  orgId: number | null;
  patents: number;
  fees: number;
  /** What keeping every patent in force costs in the year, reductions applied. */
  amount: number;
}

/** The annual fees falling due in a calendar year, summed by college (one entry per college with a fee). */
export function budgetByCollege(patents: Iterable<BudgetPatent>, calendar: WorkingCalendar, year: number): CollegeBudget[] {
  const from = toPlainDate(year, 1, 1);
  const to = toPlainDate(year, 12, 31);
  const byOrg = new Map<number | null, CollegeBudget>();
  for (const patent of patents) {
    const due = feesDueBetween(patent, calendar, from, to);
    if (!due.length) continue;
    const entry = byOrg.get(patent.orgId) ?? { orgId: patent.orgId, patents: 0, fees: 0, amount: 0 };
    entry.patents += 1;
    entry.fees += due.length;
    entry.amount = Math.round((entry.amount + due.reduce((sum, f) => sum + f.fee, 0)) * 100) / 100;
    byOrg.set(patent.orgId, entry);
  }
  return [...byOrg.values()].sort((a, b) => b.amount - a.amount);
}
