/** Official patent fee kinds (patent_fee.fee_type): the fee statistics group by them and the fee-deadline view shows them. */
export const FEE_TYPES = {
  application: { 'zh-CN': '申请费', 'en-US': 'Application fee' },
  examination: { 'zh-CN': '实质审查费', 'en-US': 'Examination fee' },
  grant: { 'zh-CN': '登记费', 'en-US': 'Registration fee' },
  annual: { 'zh-CN': '年费', 'en-US': 'Annual fee' },
} as const;

/** Whether a fee is paid (patent_fee.status). */
export const FEE_STATUSES = {
  paid: { 'zh-CN': '已缴', 'en-US': 'Paid' },
  unpaid: { 'zh-CN': '待缴', 'en-US': 'Due' },
  overdue: { 'zh-CN': '逾期未缴', 'en-US': 'Overdue' },
} as const;

export type FeeType = keyof typeof FEE_TYPES;
export type FeeStatus = keyof typeof FEE_STATUSES;
