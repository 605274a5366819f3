import { GRADE_LEVELS } from '../grading/grading.ts';
import { CASE_STATUSES, REVIEW_STATUSES } from './case-status.ts';
import { DELIVERIES, NOTICE_TYPES, TERM_STATUSES } from './term-deadline.ts';

type Labels = Record<string, { 'zh-CN': string; 'en-US': string }>;
const labels = (from: Record<string, { 'zh-CN': string; 'en-US': string }>): Labels =>
  Object.fromEntries(Object.entries(from).map(([k, v]) => [k, { 'zh-CN': v['zh-CN'], 'en-US': v['en-US'] }]));

export const AGENCY_FEE_KINDS = {
  service: { 'zh-CN': '代理服务费', 'en-US': 'Agency service fee' },
  official: { 'zh-CN': '官费（申请费）', 'en-US': 'Official fee (filing)' },
  extension: { 'zh-CN': '延长期限请求费', 'en-US': 'Extension fee' },
} as const;

export const AGENCY_FEE_STATUSES = {
  unpaid: { 'zh-CN': '未付款', 'en-US': 'Unpaid' },
  paid: { 'zh-CN': '已付款', 'en-US': 'Paid' },
} as const;

/** An agency's standing with the IP office: active takes entrustments, suspended takes none (agency/v1/changeStatus). */
export const AGENCY_STATUSES = {
  active: { 'zh-CN': '合作中', 'en-US': 'Active' },
  suspended: { 'zh-CN': '暂停合作', 'en-US': 'Suspended' },
} as const;

/** The dictionaries the agency-case and grading lists format their states with, by type key. */
export const AGENCY_DICTS: Record<string, Labels> = {
  agencyCaseStatus: labels(CASE_STATUSES),
  agencyReviewStatus: labels(REVIEW_STATUSES),
  agencyNoticeType: labels(NOTICE_TYPES),
  agencyDelivery: labels(DELIVERIES),
  agencyTermStatus: labels(TERM_STATUSES),
  agencyFeeKind: labels(AGENCY_FEE_KINDS),
  agencyFeeStatus: labels(AGENCY_FEE_STATUSES),
  agencyStatus: labels(AGENCY_STATUSES),
  gradeLevel: Object.fromEntries(GRADE_LEVELS.map((l) => [l.level, { 'zh-CN': `${l.level} 级`, 'en-US': `Grade ${l.level}` }])),
};

export const AGENCY_DICT_TYPE_NAMES: Labels = {
  agencyCaseStatus: { 'zh-CN': '代理案件状态', 'en-US': 'Agency case state' },
  agencyReviewStatus: { 'zh-CN': '代理质量审核状态', 'en-US': 'Quality review state' },
  agencyNoticeType: { 'zh-CN': '审查通知类型', 'en-US': 'Office action type' },
  agencyDelivery: { 'zh-CN': '送达方式', 'en-US': 'Delivery' },
  agencyTermStatus: { 'zh-CN': '答复期限状态', 'en-US': 'Time limit state' },
  agencyFeeKind: { 'zh-CN': '代理费用类型', 'en-US': 'Agency fee kind' },
  agencyFeeStatus: { 'zh-CN': '代理费用状态', 'en-US': 'Agency fee state' },
  agencyStatus: { 'zh-CN': '代理机构状态', 'en-US': 'Agency state' },
  gradeLevel: { 'zh-CN': '专利分级', 'en-US': 'Patent grade' },
};
