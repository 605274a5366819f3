import { addDays, addMonths, nextWorkingDay, type PlainDate, type WorkingCalendar } from '../annual-fees/index.ts';

/**
 * Office actions (审查意见等通知书) and the time limit to answer each, as CNIPA sets them (专利审查指南 part 5 ch. 7
 * §1.2; Implementing Regulations r. 4, r. 5, r. 6): the limit runs from the day the notice is received and ends on
 * the same day months later, moved to the next working day when that is a day off.
 */
export const NOTICE_TYPES = {
  firstOfficeAction: { 'zh-CN': '第一次审查意见通知书', 'en-US': 'First office action', months: 4, extendable: true },
  officeAction: { 'zh-CN': '审查意见通知书（第二次及以后）', 'en-US': 'Further office action', months: 2, extendable: true },
  correction: { 'zh-CN': '补正通知书', 'en-US': 'Correction notice', months: 2, extendable: true },
  rejection: { 'zh-CN': '驳回决定（请求复审）', 'en-US': 'Rejection (request re-examination)', months: 3, extendable: false },
  registration: { 'zh-CN': '办理登记手续通知书', 'en-US': 'Notice to complete registration', months: 2, extendable: false },
} as const;
export type NoticeType = keyof typeof NOTICE_TYPES;

/** Mailed notices are presumed received 15 days after the issue date (r. 4); electronic ones on the day they arrive. */
export const DELIVERIES = {
  electronic: { 'zh-CN': '电子送达', 'en-US': 'Electronic', days: 0 },
  mail: { 'zh-CN': '邮寄送达', 'en-US': 'By mail', days: 15 },
} as const;
export type Delivery = keyof typeof DELIVERIES;

export function receivedOn(issueDate: PlainDate, delivery: Delivery): PlainDate {
  return addDays(issueDate, DELIVERIES[delivery].days);
}

/** The last day to answer a notice (moved off days off). */
export function termDue(type: NoticeType, issueDate: PlainDate, delivery: Delivery, calendar: WorkingCalendar, extraMonths = 0): PlainDate {
  return nextWorkingDay(addMonths(receivedOn(issueDate, delivery), NOTICE_TYPES[type].months + extraMonths), calendar);
}

/**
 * An extension of a time limit the office set (r. 6): requested before it ends, one or two months, the fee 300 CNY a
 * month for a first extension (CNIPA fee schedule, 延长期限请求费). Statutory limits (re-examination, registration)
 * cannot be extended; a limit is extended once.
 */
export const EXTENSION_FEE_PER_MONTH = 300;
export const MAX_EXTENSION_MONTHS = 2;

export function extensionFee(months: number): number {
  return EXTENSION_FEE_PER_MONTH * months;
}

/** The state of an answer to an office action (term reply). */
export const TERM_STATUSES = {
  open: { 'zh-CN': '待答复', 'en-US': 'Open' },
  extended: { 'zh-CN': '已延期', 'en-US': 'Extended' },
  replied: { 'zh-CN': '已答复', 'en-US': 'Replied' },
  missed: { 'zh-CN': '已逾期', 'en-US': 'Missed' },
} as const;
export type TermStatus = keyof typeof TERM_STATUSES;

export type TermAction = 'reply' | 'extend' | 'miss';

export const TERM_MOVES: Record<TermAction, { from: readonly TermStatus[]; to: TermStatus }> = {
  reply: { from: ['open', 'extended'], to: 'replied' },
  extend: { from: ['open'], to: 'extended' },
  miss: { from: ['open', 'extended'], to: 'missed' },
};

export const TERM_TARGETS = { replied: 'reply', extended: 'extend', missed: 'miss' } as const satisfies Partial<Record<TermStatus, TermAction>>;

export function termMove(action: TermAction, from: TermStatus): TermStatus | null {
  return TERM_MOVES[action].from.includes(from) ? TERM_MOVES[action].to : null;
}

/** Reminders of an open time limit go out this many days before it ends (and each once). */
export const TERM_REMINDER_DAYS = [30, 7, 1] as const;
export type TermReminderStage = `d${(typeof TERM_REMINDER_DAYS)[number]}`;

/**
 * The reminder a time limit ending on `due` is due for on `today`: the nearest of 30, 7 and 1 days it is within (a limit
 * first seen 5 days ahead gets the 7-day one only); none before 30 days or once it has passed.
 */
export function termReminderStage(due: PlainDate, today: PlainDate): TermReminderStage | null {
  if (due < today) return null;
  const stage = [...TERM_REMINDER_DAYS].reverse().find((days) => due <= addDays(today, days));
  return stage === undefined ? null : `d${stage}`;
}
