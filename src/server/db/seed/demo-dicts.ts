import { BULLETIN_STATES } from '../../../common/enums/bulletin-state.ts';
import { MARKET_DICTS } from '../../../common/patents/market/market-dicts.ts';
import { FEE_STATUSES, FEE_TYPES } from '../../../common/enums/fee.ts';
import { LEGAL_STATUSES } from '../../../common/enums/legal-status.ts';
import { MESSAGE_TYPES } from '../../../common/enums/message-type.ts';
import { PATENT_TYPES } from '../../../common/enums/patent-type.ts';
import { TASK_STATUSES } from '../../../common/enums/task-status.ts';
import { HOLIDAY_KINDS, KEEP_STATUSES } from '../../../common/patents/annual-fees/index.ts';
import { AGENCY_DICTS } from '../../../common/patents/agency/agency-dicts.ts';

export interface DemoDictEntry { typeKey: string; key: string; name: string; nameEn: string }

const fromLabels = (typeKey: string, labels: Record<string, { 'zh-CN': string; 'en-US': string }>): DemoDictEntry[] =>
  Object.entries(labels).map(([key, l]) => ({ typeKey, key, name: l['zh-CN'], nameEn: l['en-US'] }));

/** Data dictionaries every tenant starts with. */
export const DEMO_DICTS: DemoDictEntry[] = [
  ...fromLabels('legalStatus', LEGAL_STATUSES),
  ...fromLabels('patentType', PATENT_TYPES),
  ...fromLabels('taskStatus', TASK_STATUSES),
  ...fromLabels('feeType', FEE_TYPES),
  ...fromLabels('feeStatus', FEE_STATUSES),
  ...fromLabels('messageType', MESSAGE_TYPES),
  ...fromLabels('keepStatus', KEEP_STATUSES),
  ...fromLabels('holidayKind', HOLIDAY_KINDS),
  ...Object.entries(AGENCY_DICTS).flatMap(([typeKey, labels]) => fromLabels(typeKey, labels)),
  ...fromLabels('bulletinState', BULLETIN_STATES),
  ...Object.entries(MARKET_DICTS).flatMap(([typeKey, labels]) => fromLabels(typeKey, labels)),
  ...fromLabels('sex', { male: { 'zh-CN': '男', 'en-US': 'Male' }, female: { 'zh-CN': '女', 'en-US': 'Female' }, unknown: { 'zh-CN': '未知', 'en-US': 'Unknown' } }),
  ...fromLabels('userStatus', {
    '1': { 'zh-CN': '正常', 'en-US': 'Normal' }, '0': { 'zh-CN': '禁用', 'en-US': 'Disabled' },
    '-1': { 'zh-CN': '未激活', 'en-US': 'Not activated' }, '-2': { 'zh-CN': '离职', 'en-US': 'Resigned' },
  }),
];
