import { describe, expect, it } from 'vitest';
import { calendarOf, NO_HOLIDAYS } from '../annual-fees/index.ts';
import {
  caseActionsFrom, caseMove, CASE_STATUSES, extensionFee, receivedOn, reviewScore, termDue, termMove, termReminderStage, TERM_STATUSES,
  type CaseAction, type CaseStatus, type TermAction, type TermStatus,
} from './index.ts';

const ALL = Object.keys(CASE_STATUSES) as CaseStatus[];
const allowed: Record<CaseAction, CaseStatus[]> = {
  accept: ['entrusted'],
  decline: ['entrusted'],
  startDrafting: ['accepted'],
  submitDraft: ['drafting'],
  approveDraft: ['clientReview'],
  returnDraft: ['clientReview'],
  file: ['approved'],
  grant: ['filed'],
  reject: ['filed'],
  cancel: ['entrusted', 'accepted', 'drafting', 'clientReview', 'approved'],
};

describe('agency case state machine', () => {
  it.each(Object.entries(allowed))('%s is allowed exactly from %j and refused from every other state', (action, from) => {
    for (const state of ALL) {
      const to = caseMove(action as CaseAction, state);
      if (from.includes(state)) expect(to, `${action} from ${state}`).not.toBeNull();
      else expect(to, `${action} from ${state}`).toBeNull();
    }
  });

  it('goes from entrusted to filed through the draft review, and a returned draft is drafted again', () => {
    let s: CaseStatus = 'entrusted';
    for (const a of ['accept', 'startDrafting', 'submitDraft', 'returnDraft', 'submitDraft', 'approveDraft', 'file'] as CaseAction[]) s = caseMove(a, s)!;
    expect(s).toBe('filed');
    expect(caseMove('grant', s)).toBe('granted');
    expect(caseMove('reject', s)).toBe('rejected');
  });

  it('a filed case cannot be cancelled; the final states offer nothing', () => {
    expect(caseMove('cancel', 'filed')).toBeNull();
    for (const s of ['declined', 'granted', 'rejected', 'cancelled'] as CaseStatus[]) {
      expect(caseActionsFrom(s, { office: true, agency: true })).toEqual([]);
    }
  });

  it('the agency is offered its steps; the office also the review and cancellation', () => {
    expect(caseActionsFrom('entrusted', { office: false, agency: true })).toEqual(['accept', 'decline']);
    expect(caseActionsFrom('clientReview', { office: false, agency: true })).toEqual([]);
    expect(caseActionsFrom('clientReview', { office: true, agency: false })).toEqual(['approveDraft', 'returnDraft', 'cancel']);
    expect(caseActionsFrom('drafting', { office: false, agency: false })).toEqual([]);
  });

  it('a review scores its four criteria out of 100', () => {
    expect(reviewScore({ claims: 5, description: 5, formalities: 5, timeliness: 5 })).toBe(100);
    expect(reviewScore({ claims: 3, description: 4, formalities: 2, timeliness: 3 })).toBe(60);
    expect(reviewScore({ claims: 0, description: 1, formalities: 0, timeliness: 0 })).toBe(5);
  });
});

describe('office-action time limits', () => {
  it('a first office action is answered within 4 months of receipt; a mailed one is received 15 days after issue', () => {
    expect(receivedOn('2026-03-02', 'mail')).toBe('2026-03-17');
    // 2026-07-17 is a Friday.
    expect(termDue('firstOfficeAction', '2026-03-02', 'mail', NO_HOLIDAYS)).toBe('2026-07-17');
    expect(termDue('firstOfficeAction', '2026-03-02', 'electronic', NO_HOLIDAYS)).toBe('2026-07-02');
  });

  it('a further office action: 2 months; a limit ending on a weekend or holiday moves to the next working day', () => {
    // Received 2026-08-01 (electronic) + 2 months = 2026-10-01, National Day: the next working day is 10-09 with this calendar.
    const national = calendarOf(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08'].map((day) => ({ day, kind: 'holiday' as const })));
    expect(termDue('officeAction', '2026-08-01', 'electronic', national)).toBe('2026-10-09');
    // 2026-05-31 + 2 months = 2026-07-31 (Friday); from 2026-06-30: 08-30 is a Sunday, so 08-31.
    expect(termDue('officeAction', '2026-06-30', 'electronic', NO_HOLIDAYS)).toBe('2026-08-31');
  });

  it('a day the month lacks becomes its last day; an extension adds its months; re-examination is 3 months', () => {
    expect(termDue('correction', '2025-12-31', 'electronic', NO_HOLIDAYS)).toBe('2026-03-02');
    expect(termDue('officeAction', '2026-03-02', 'electronic', NO_HOLIDAYS, 2)).toBe('2026-07-02');
    expect(termDue('rejection', '2026-01-05', 'electronic', NO_HOLIDAYS)).toBe('2026-04-06');
    expect(extensionFee(1)).toBe(300);
    expect(extensionFee(2)).toBe(600);
  });

  it('a term is replied to, extended once, or missed; a replied or missed one is final', () => {
    const all = Object.keys(TERM_STATUSES) as TermStatus[];
    const ok: Record<TermAction, TermStatus[]> = { reply: ['open', 'extended'], extend: ['open'], miss: ['open', 'extended'] };
    for (const [action, from] of Object.entries(ok)) {
      for (const s of all) expect(termMove(action as TermAction, s) !== null, `${action} from ${s}`).toBe(from.includes(s));
    }
  });
});

describe('time-limit reminders', () => {
  it('reminds 30, 7 and 1 days before the limit, the nearest stage only, none before 30 days or after the limit', () => {
    const today = '2026-03-01';
    expect(termReminderStage('2026-04-01', today)).toBeNull();
    expect(termReminderStage('2026-03-31', today)).toBe('d30');
    expect(termReminderStage('2026-03-09', today)).toBe('d30');
    expect(termReminderStage('2026-03-08', today)).toBe('d7');
    expect(termReminderStage('2026-03-03', today)).toBe('d7');
    expect(termReminderStage('2026-03-02', today)).toBe('d1');
    expect(termReminderStage('2026-03-01', today)).toBe('d1');
    expect(termReminderStage('2026-02-28', today)).toBeNull();
  });
});
