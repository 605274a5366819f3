import type { Language } from '../../../common/i18n/languages.ts';
import { NOTICE_TYPES, type NoticeType } from '../../../common/patents/agency/index.ts';
import { daysBetween, type PlainDate } from '../../../common/patents/annual-fees/index.ts';
import { translatorFor } from '../../lib/i18n.ts';

/** An annual fee a reminder is about; `stage` grace once the due date has passed, else the days-ahead stage. */
export interface FeeReminderFacts { stage: string; name: string; application_no: string; fee_year: number; amount: number; due_date: string; grace_end: string }

/** The subject of an annual-fee reminder in its reader's language. */
export function feeReminderSubject(fee: FeeReminderFacts, lang: Language): string {
  const t = translatorFor(lang);
  return fee.stage === 'grace'
    ? t('keepGraceMessage', { name: fee.name, applicationNo: fee.application_no, year: fee.fee_year, graceEnd: fee.grace_end })
    : t('keepReminderMessage', { name: fee.name, applicationNo: fee.application_no, year: fee.fee_year, amount: fee.amount, dueDate: fee.due_date });
}

/** An office action's time limit a reminder is about. */
export interface TermReminderFacts { title: string; case_no: string; notice_type: NoticeType; due_date: string }

/** The subject of an office-action time-limit reminder in its reader's language: the notice named in it, the days left as of `today`. */
export function termReminderSubject(term: TermReminderFacts, today: PlainDate, lang: Language): string {
  return translatorFor(lang)('agencyTermReminder', {
    title: term.title, caseNo: term.case_no, notice: NOTICE_TYPES[term.notice_type][lang], dueDate: term.due_date, days: daysBetween(today, term.due_date),
  });
}
