import type { Language } from '../i18n/languages.ts';

/** What a handler did at a node (an opinion's status): the approval history and the done list name it the same way. */
export const OPINION_LABELS = {
  start: { 'zh-CN': '发起', 'en-US': 'Started' },
  agree: { 'zh-CN': '同意', 'en-US': 'Agreed' },
  oppose: { 'zh-CN': '反对', 'en-US': 'Opposed' },
  reject: { 'zh-CN': '驳回', 'en-US': 'Rejected' },
  backToStart: { 'zh-CN': '驳回到发起人', 'en-US': 'Back to initiator' },
  delegate: { 'zh-CN': '转办', 'en-US': 'Delegated' },
  inqu: { 'zh-CN': '征询', 'en-US': 'Inquired' },
  inquReply: { 'zh-CN': '征询回复', 'en-US': 'Inquiry reply' },
  startCommu: { 'zh-CN': '发起沟通', 'en-US': 'Communication sent' },
  commu: { 'zh-CN': '沟通反馈', 'en-US': 'Communication reply' },
  passOnCommu: { 'zh-CN': '继续沟通', 'en-US': 'Communication passed on' },
  startTrans: { 'zh-CN': '流转', 'en-US': 'Circulated' },
  agreeTrans: { 'zh-CN': '流转同意', 'en-US': 'Circulation agreed' },
  opposeTrans: { 'zh-CN': '流转反对', 'en-US': 'Circulation opposed' },
  passOnTrans: { 'zh-CN': '继续流转', 'en-US': 'Circulated further' },
  addSign: { 'zh-CN': '加签', 'en-US': 'Signers added' },
  revokeSign: { 'zh-CN': '撤销加签', 'en-US': 'Signers withdrawn' },
  copyto: { 'zh-CN': '抄送', 'en-US': 'Copied' },
  copyToReply: { 'zh-CN': '抄送回复', 'en-US': 'Copy-to reply' },
  endProcess: { 'zh-CN': '终止', 'en-US': 'Ended' },
  revoke: { 'zh-CN': '撤回', 'en-US': 'Revoked' },
  retrieve: { 'zh-CN': '追回', 'en-US': 'Retrieved' },
  urge: { 'zh-CN': '催办', 'en-US': 'Urged' },
  hangUp: { 'zh-CN': '挂起', 'en-US': 'Hung up' },
  cancelHangUp: { 'zh-CN': '取消挂起', 'en-US': 'Resumed' },
  timeout: { 'zh-CN': '超时', 'en-US': 'Timed out' },
} as const satisfies Record<string, Record<Language, string>>;

export type OpinionStatus = keyof typeof OPINION_LABELS;

/** The label of an opinion status; an unknown status shows as it is. */
export function opinionLabel(status: string, lang: Language): string {
  return Object.hasOwn(OPINION_LABELS, status) ? OPINION_LABELS[status as OpinionStatus][lang] : status;
}
