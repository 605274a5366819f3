import { describe, expect, it } from 'vitest';
import { autoScores, countClaims, grade, INDICATORS, ipcSubclasses, levelOf, termYears, type GradingInputs } from './grading.ts';

const base: GradingInputs = {
  type: 'invent', legalStatus: 'authorization', applicationDate: '2016-01-01', today: '2026-01-01',
  claimCount: 10, familyCountries: 1, forwardCitations: 0, ipcSubclasses: 1, operated: false,
};
const allExpert = (n: number) => Object.fromEntries(INDICATORS.filter((i) => i.source === 'expert').map((i) => [i.key, n]));

describe('patent grading (GB/T 42748-2023 legal, technical, economic)', () => {
  it('each group\'s weights sum to 1', () => {
    for (const g of ['legal', 'technical', 'economic']) {
      expect(INDICATORS.filter((i) => i.group === g).reduce((s, i) => s + i.weight, 0)).toBeCloseTo(1, 10);
    }
  });

  it('counts the automatic indicators from the data', () => {
    const s = autoScores(base);
    expect(s.legalStatus).toBe(10);
    // Ten of twenty years left.
    expect(s.remainingTerm).toBe(5);
    expect(s.claimCount).toBe(10);
    expect(s.familyCountries).toBe(2);
    expect(s.patentType).toBe(10);
    expect(s.forwardCitations).toBe(0);
    expect(s.exploitation).toBe(0);
    const lapsed = autoScores({ ...base, legalStatus: 'unpaidFee' });
    expect([lapsed.legalStatus, lapsed.remainingTerm]).toEqual([0, 0]);
    expect(autoScores({ ...base, type: 'newKind', applicationDate: '2021-01-01' }).remainingTerm).toBe(5);
    expect(termYears('exterior', '2021-05-31')).toBe(10);
    expect(termYears('exterior', '2021-06-01')).toBe(15);
  });

  it('a worked example: the groups and the total on 100', () => {
    const r = grade({ ...base, familyCountries: 3, forwardCitations: 4, ipcSubclasses: 2, operated: true }, allExpert(6));
    // legal: .25*10 + .25*5 + .15*10 + .15*8 + .2*6 = 7.65; technical: .2*10 + .2*7 + .15*6 + .25*6 + .2*6 = 7.0;
    // economic: .3*10 + .7*6 = 7.2; total = 10 * (.35*7.7 + .35*7 + .3*7.2) with the groups rounded to one place.
    expect(r.groups).toEqual({ legal: 7.7, technical: 7, economic: 7.2 });
    expect(r.total).toBe(73.1);
    expect(r.level).toBe('B');
    expect(r.complete).toBe(true);
  });

  it('an expert score not given leaves its weight to the others of its group, and the grade is incomplete', () => {
    const r = grade(base, {});
    // economic has only exploitation (0): 0; legal: (.25*10 + .25*5 + .15*10 + .15*2) / .8 = 6.9.
    expect(r.groups.economic).toBe(0);
    expect(r.groups.legal).toBe(6.9);
    expect(r.complete).toBe(false);
    expect(grade(base, { ...allExpert(10), advancement: 11 }).indicators.find((i) => i.key === 'advancement')!.score).toBeNull();
  });

  it('a higher expert score or the patent being licensed raises the grade', () => {
    const low = grade(base, allExpert(2)).total;
    expect(grade(base, allExpert(8)).total).toBeGreaterThan(low);
    expect(grade({ ...base, operated: true }, allExpert(2)).total).toBeGreaterThan(low);
  });

  it('levels and counters', () => {
    expect([levelOf(80), levelOf(79.9), levelOf(65), levelOf(50), levelOf(49.9)]).toEqual(['A', 'B', 'B', 'C', 'D']);
    expect(countClaims('1. 一种电池，其特征在于……\n2. 根据权利要求1所述的电池……\n3、根据权利要求2……')).toBe(3);
    expect(countClaims('一种方法')).toBe(1);
    expect(countClaims(null)).toBe(0);
    expect(ipcSubclasses('H01M10/052;H01M4/62;C01B32/05', 'H01M10/052')).toBe(2);
  });
});
