import { AGENCY_DICT_TYPE_NAMES } from '../patents/agency/agency-dicts.ts';

/** Names of the dictionaries every tenant starts with (the dictionary admin screen lists them by these names). */
export const DICT_TYPE_NAMES: Record<string, { 'zh-CN': string; 'en-US': string }> = {
  legalStatus: { 'zh-CN': '法律状态', 'en-US': 'Legal status' },
  patentType: { 'zh-CN': '专利类型', 'en-US': 'Patent type' },
  taskStatus: { 'zh-CN': '任务状态', 'en-US': 'Task status' },
  feeType: { 'zh-CN': '费用类型', 'en-US': 'Fee type' },
  feeStatus: { 'zh-CN': '缴费状态', 'en-US': 'Fee status' },
  messageType: { 'zh-CN': '消息类型', 'en-US': 'Message type' },
  sex: { 'zh-CN': '性别', 'en-US': 'Sex' },
  userStatus: { 'zh-CN': '用户状态', 'en-US': 'User status' },
  patentStatusTile: { 'zh-CN': '专利状态磁贴', 'en-US': 'Patent status tiles' },
  keepStatus: { 'zh-CN': '年费维护状态', 'en-US': 'Maintenance state' },
  holidayKind: { 'zh-CN': '节假日类型', 'en-US': 'Calendar day kind' },
  ...AGENCY_DICT_TYPE_NAMES,
  bulletinState: { 'zh-CN': '公告状态', 'en-US': 'Bulletin state' },
  resultStatus: { 'zh-CN': '成果状态', 'en-US': 'Result state' },
  resultClass: { 'zh-CN': '成果分类', 'en-US': 'Result classification' },
  tradeMode: { 'zh-CN': '交易方式', 'en-US': 'Offered for' },
  tradeKind: { 'zh-CN': '交易类型', 'en-US': 'Trade kind' },
  licenceType: { 'zh-CN': '许可种类', 'en-US': 'Licence kind' },
  needStatus: { 'zh-CN': '需求状态', 'en-US': 'Need state' },
  orderStatus: { 'zh-CN': '订单状态', 'en-US': 'Order state' },
};

/** A dictionary's type key: a letter, then letters, digits, `_` or `-` (at most 64). */
export const DICT_TYPE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** An entry's key: printable, no surrounding blanks, at most 64 characters. */
export const DICT_ITEM_KEY = /^[^\s\p{C}](?:[^\p{C}]{0,62}[^\s\p{C}])?$/u;

/** The method-authorisation alias of the dictionary admin screen and its commands. */
export const DICT_MANAGE_METHOD = 'dict:manage';
