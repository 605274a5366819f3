/** Legal status of a patent (patent-library.md section 4), with labels in both languages. */
export const LEGAL_STATUSES = {
  public: { 'zh-CN': '公开', 'en-US': 'Published' },
  authorization: { 'zh-CN': '授权', 'en-US': 'Granted' },
  partInvalid: { 'zh-CN': '部分无效', 'en-US': 'Partly invalid' },
  accept: { 'zh-CN': '受理', 'en-US': 'Accepted' },
  recover: { 'zh-CN': '权利恢复', 'en-US': 'Rights restored' },
  review: { 'zh-CN': '初审', 'en-US': 'Preliminary examination' },
  examination: { 'zh-CN': '实质审查', 'en-US': 'Substantive examination' },
  operate: { 'zh-CN': '运营', 'en-US': 'Operated' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
  abort: { 'zh-CN': '中止', 'en-US': 'Suspended' },
  withdraw: { 'zh-CN': '撤回', 'en-US': 'Withdrawn' },
  turndown: { 'zh-CN': '驳回', 'en-US': 'Rejected' },
  termination: { 'zh-CN': '终止', 'en-US': 'Terminated' },
  expires: { 'zh-CN': '期满', 'en-US': 'Expired' },
  unpaidFee: { 'zh-CN': '未缴年费', 'en-US': 'Annual fee unpaid' },
  giveup: { 'zh-CN': '放弃', 'en-US': 'Abandoned' },
  weightGiveup: { 'zh-CN': '避重放弃', 'en-US': 'Abandoned to avoid duplication' },
  claimLapse: { 'zh-CN': '权利终止', 'en-US': 'Rights terminated' },
  applyLapse: { 'zh-CN': '申请终止', 'en-US': 'Application terminated' },
  allInvalid: { 'zh-CN': '全部无效', 'en-US': 'Fully invalid' },
} as const;

export type LegalStatus = keyof typeof LEGAL_STATUSES;
