import { describe, expect, it } from 'vitest';
import { feeReminderSubject, termReminderSubject } from './reminder-texts.ts';

const fee = { name: '一种锂电池极片涂布装置', application_no: 'CN202310000001.5', fee_year: 4, amount: 1200, due_date: '2026-12-10', grace_end: '2027-06-10' };
const term = { title: '一种钙钛矿太阳能电池封装结构', case_no: 'DL2026-0009', notice_type: 'correction' as const, due_date: '2026-12-04' };

describe('reminders in the reader\'s language', () => {
  it('an annual fee falling due reads in Chinese for a zh-CN reader and in English for an en-US one', () => {
    expect(feeReminderSubject({ ...fee, stage: 'd30' }, 'zh-CN'))
      .toBe('专利“一种锂电池极片涂布装置”（CN202310000001.5）第 4 年年费 1200 元将于 2026-12-10 到期，请决定是否维持并缴费');
    expect(feeReminderSubject({ ...fee, stage: 'd30' }, 'en-US'))
      .toBe('The year 4 annual fee of "一种锂电池极片涂布装置" (CN202310000001.5), 1200 CNY, is due on 2026-12-10: decide whether to keep it and pay');
  });

  it('a fee in its grace period names the grace end in each language', () => {
    expect(feeReminderSubject({ ...fee, stage: 'grace' }, 'zh-CN'))
      .toBe('专利“一种锂电池极片涂布装置”（CN202310000001.5）第 4 年年费已过缴费期限，宽限期至 2027-06-10，逾期缴纳需加收滞纳金');
    expect(feeReminderSubject({ ...fee, stage: 'grace' }, 'en-US'))
      .toBe('The year 4 annual fee of "一种锂电池极片涂布装置" (CN202310000001.5) is overdue: the grace period with surcharge runs to 2027-06-10');
  });

  it('an office action\'s time limit names the notice and the days left in the reader\'s language', () => {
    expect(termReminderSubject(term, '2026-11-27', 'zh-CN')).toBe('“一种钙钛矿太阳能电池封装结构”（DL2026-0009）的补正通知书答复期限为 2026-12-04，还剩 7 天');
    expect(termReminderSubject(term, '2026-11-27', 'en-US'))
      .toBe('The reply to the Correction notice on "一种钙钛矿太阳能电池封装结构" (DL2026-0009) is due on 2026-12-04: 7 days left');
  });
});
