import { describe, expect, it } from 'vitest';
import {
  addDays, annualFeeFor, annualFeeSchedule, assessPayment, budgetByCollege, calendarOf, CHINA_HOLIDAYS, feesDueBetween, nextWorkingDay,
  NO_HOLIDAYS, protectionYearOf, weekdayOf, type PatentForFees,
} from './index.ts';

const china = calendarOf(CHINA_HOLIDAYS);
const yearOf = (patent: PatentForFees, year: number) => annualFeeSchedule(patent, china).find((f) => f.year === year)!;

describe('annual fee schedule (CNIPA)', () => {
  it('an invention owes from its year of grant to year 20, each year by the filing anniversary, at the band fee', () => {
    const patent = { type: 'invent', applicationDate: '2018-03-15', grantDate: '2021-06-18' };
    const fees = annualFeeSchedule(patent, china);
    expect(fees.map((f) => f.year)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(fees[0]).toMatchObject({ year: 4, statutoryDue: '2021-06-18', dueDate: '2021-06-18', fee: 1200 });
    expect(fees.map((f) => f.fullFee)).toEqual([1200, 1200, 1200, 2000, 2000, 2000, 4000, 4000, 4000, 6000, 6000, 6000, 8000, 8000, 8000, 8000, 8000]);
    expect(yearOf(patent, 7)).toMatchObject({ statutoryDue: '2024-03-15', dueDate: '2024-03-15', graceEnd: '2024-09-18' });
  });

  it('a utility model has ten years at 600 / 900 / 1200 / 2000', () => {
    const patent = { type: 'newKind', applicationDate: '2019-07-01', grantDate: '2020-01-10' };
    const fees = annualFeeSchedule(patent, china);
    expect(fees.map((f) => [f.year, f.fullFee])).toEqual([[1, 600], [2, 600], [3, 600], [4, 900], [5, 900], [6, 1200], [7, 1200], [8, 1200], [9, 2000], [10, 2000]]);
    expect(fees[3]!.statutoryDue).toBe('2022-07-01');
  });

  it('a design filed from 2021-06-01 has 15 years, 3000 a year from year 11', () => {
    const patent = { type: 'exterior', applicationDate: '2021-06-01', grantDate: '2021-11-05' };
    const fees = annualFeeSchedule(patent, china);
    expect(fees.at(-1)).toMatchObject({ year: 15, fullFee: 3000, statutoryDue: '2035-06-01' });
    expect(fees.filter((f) => f.fullFee === 3000).map((f) => f.year)).toEqual([11, 12, 13, 14, 15]);
  });

  it('a design filed before 2021-06-01 ends after year 10', () => {
    const patent = { type: 'exterior', applicationDate: '2021-05-31', grantDate: '2021-10-08' };
    const fees = annualFeeSchedule(patent, china);
    expect(fees.at(-1)).toMatchObject({ year: 10, fullFee: 2000 });
    expect(annualFeeFor('design', 11, '2021-05-31')).toBeNull();
    expect(annualFeeFor('design', 11, '2021-06-01')).toBe(3000);
  });

  it('the 85 % reduction covers ten years from the year of grant, then the full fee', () => {
    const patent: PatentForFees = { type: 'invent', applicationDate: '2020-05-10', grantDate: '2022-08-01', reduction: 85 };
    expect(protectionYearOf(patent.applicationDate, patent.grantDate!)).toBe(3);
    expect(yearOf(patent, 3)).toMatchObject({ fullFee: 900, reduction: 85, fee: 135 });
    expect(yearOf(patent, 4)).toMatchObject({ fullFee: 1200, fee: 180 });
    expect(yearOf(patent, 12)).toMatchObject({ fullFee: 4000, reduction: 85, fee: 600 });
    expect(yearOf(patent, 13)).toMatchObject({ fullFee: 6000, reduction: 0, fee: 6000 });
  });

  it('the 70 % reduction (several eligible patentees)', () => {
    const patent: PatentForFees = { type: 'newKind', applicationDate: '2023-04-03', grantDate: '2023-09-12', reduction: 70 };
    expect(yearOf(patent, 1)).toMatchObject({ fullFee: 600, fee: 180 });
    expect(yearOf(patent, 4)).toMatchObject({ fullFee: 900, fee: 270 });
  });

  it('a patent not granted owes no annual fee', () => {
    expect(annualFeeSchedule({ type: 'invent', applicationDate: '2023-01-01', grantDate: null }, china)).toEqual([]);
  });
});

describe('deadlines on days off', () => {
  it('a due date in the National Day holidays moves to the first working day after them', () => {
    const patent = { type: 'invent', applicationDate: '2016-10-01', grantDate: '2019-04-02' };
    expect(yearOf(patent, 11)).toMatchObject({ statutoryDue: '2026-10-01', dueDate: '2026-10-08' });
  });

  it('a due date in the Spring Festival moves past it; a weekend moves to Monday; an adjusted Saturday is worked', () => {
    const patent = { type: 'invent', applicationDate: '2019-02-16', grantDate: '2021-05-06' };
    expect(yearOf(patent, 8)).toMatchObject({ statutoryDue: '2026-02-16', dueDate: '2026-02-24' });
    expect(weekdayOf('2025-05-10')).toBe(6);
    expect(nextWorkingDay('2025-05-10', china)).toBe('2025-05-12');
    expect(weekdayOf('2026-02-28')).toBe(6);
    expect(nextWorkingDay('2026-02-28', china)).toBe('2026-02-28');
    expect(nextWorkingDay('2026-10-01', NO_HOLIDAYS)).toBe('2026-10-01');
  });
});

describe('grace period and surcharge', () => {
  const patent = { type: 'invent', applicationDate: '2021-03-10', grantDate: '2022-09-01' };
  const fee = yearOf(patent, 5);

  it('no surcharge by the due date or in grace month 1', () => {
    expect(fee).toMatchObject({ statutoryDue: '2025-03-10', dueDate: '2025-03-10', fullFee: 1200 });
    expect(assessPayment(fee, '2025-03-10', china)).toMatchObject({ stage: 'inTime', surcharge: 0, total: 1200 });
    expect(assessPayment(fee, '2025-04-10', china)).toMatchObject({ stage: 'grace', graceMonth: 1, surcharge: 0, total: 1200 });
  });

  it.each([
    ['2025-04-11', 2, 60], ['2025-05-12', 2, 60], ['2025-05-13', 3, 120], ['2025-06-10', 3, 120],
    ['2025-07-10', 4, 180], ['2025-08-11', 5, 240], ['2025-09-10', 6, 300],
  ])('paid on %s: grace month %i, surcharge %i (5 %% of the full fee a month after the first)', (day, month, surcharge) => {
    expect(assessPayment(fee, day, china)).toMatchObject({ stage: 'grace', graceMonth: month, surcharge, total: 1200 + surcharge });
  });

  it('after grace the right terminates; restoration within two months costs the fee, 25 % and 1000', () => {
    expect(fee.graceEnd).toBe('2025-09-10');
    expect(fee.restorationEnd).toBe('2025-11-10');
    expect(assessPayment(fee, '2025-09-11', china)).toMatchObject({ stage: 'lapsed', restorationFee: 1000, total: 2500 });
    expect(assessPayment(fee, '2025-11-11', china)).toMatchObject({ stage: 'lapsed', total: null });
  });

  it('the surcharge is on the full fee when the fee is reduced', () => {
    const reduced = yearOf({ ...patent, reduction: 85 }, 5);
    expect(assessPayment(reduced, '2025-06-10', china)).toMatchObject({ graceMonth: 3, surcharge: 120, total: 300 });
  });
});

describe('fees due in a window', () => {
  it('are the full schedule\'s fees whose moved due date falls in it, for every kind, grant year and window edge', () => {
    const types = ['invent', 'inventSQ', 'newKind', 'exterior'];
    // A deterministic spread of filing dates (leap days and holiday seasons among them), grants 0-5 years later, and
    // windows whose edges fall on holidays, weekends and the day after a moved deadline.
    for (let i = 0; i < 400; i += 1) {
      const applicationDate = addDays('2003-02-28', (i * 7919) % 7300);
      const patent = { type: types[i % 4]!, applicationDate, grantDate: addDays(applicationDate, 200 + ((i * 131) % 1800)), reduction: ([0, 70, 85] as const)[i % 3] };
      const from = addDays('2019-09-25', (i * 37) % 2500);
      const to = addDays(from, 30 + ((i * 53) % 400));
      const expected = annualFeeSchedule(patent, china).filter((f) => f.dueDate >= from && f.dueDate <= to);
      expect(feesDueBetween(patent, china, from, to), `${JSON.stringify(patent)} ${from}..${to}`).toEqual(expected);
    }
  });

  it('a deadline moved past a holiday into the window counts, one moved out of it does not', () => {
    // Statutory 2024-10-01 (National Day) moves to 2024-10-08.
    const patent = { type: 'invent', applicationDate: '2015-10-01', grantDate: '2018-05-04' };
    expect(feesDueBetween(patent, china, '2024-10-05', '2024-12-31').map((f) => [f.statutoryDue, f.dueDate])).toEqual([['2024-10-01', '2024-10-08']]);
    expect(feesDueBetween(patent, china, '2024-09-01', '2024-10-07')).toEqual([]);
  });
});

describe('budget by college', () => {
  it('sums the fees due in the year per college, reductions applied', () => {
    const rows = budgetByCollege([
      { orgId: 1, type: 'invent', applicationDate: '2018-03-15', grantDate: '2021-06-18' },
      { orgId: 1, type: 'newKind', applicationDate: '2019-07-01', grantDate: '2020-01-10', reduction: 85 },
      { orgId: 2, type: 'exterior', applicationDate: '2021-05-31', grantDate: '2021-10-08' },
      { orgId: 2, type: 'invent', applicationDate: '2020-01-01', grantDate: null },
    ], china, 2027);
    expect(rows).toEqual([
      { orgId: 1, patents: 2, fees: 2, amount: 4300 },
      { orgId: 2, patents: 1, fees: 1, amount: 1200 },
    ]);
  });
});
