/** Task buttons (alias -> label) and the per-node rules of workflow-office.md section 4. */
export const BUTTON_LABELS: Record<string, { 'zh-CN': string; 'en-US': string }> = {
  agree: { 'zh-CN': '同意', 'en-US': 'Agree' },
  oppose: { 'zh-CN': '反对', 'en-US': 'Oppose' },
  reject: { 'zh-CN': '驳回', 'en-US': 'Reject' },
  backToStart: { 'zh-CN': '驳回到发起人', 'en-US': 'Back to initiator' },
  saveDraft: { 'zh-CN': '保存', 'en-US': 'Save' },
  inqu: { 'zh-CN': '征询', 'en-US': 'Inquire' },
  commu: { 'zh-CN': '沟通', 'en-US': 'Communicate' },
  abort: { 'zh-CN': '终止', 'en-US': 'Abort' },
  endProcess: { 'zh-CN': '结束流程', 'en-US': 'End process' },
  startTrans: { 'zh-CN': '流转', 'en-US': 'Circulate' },
  lockUnlock: { 'zh-CN': '锁定/解锁', 'en-US': 'Lock / unlock' },
  hangUp: { 'zh-CN': '挂起', 'en-US': 'Hang up' },
  cancelHangUp: { 'zh-CN': '取消挂起', 'en-US': 'Resume' },
  delegate: { 'zh-CN': '转办', 'en-US': 'Delegate' },
  addSign: { 'zh-CN': '加签', 'en-US': 'Add signer' },
  flowImage: { 'zh-CN': '流程图', 'en-US': 'Flow image' },
  approvalHistory: { 'zh-CN': '审批历史', 'en-US': 'Approval history' },
  agreeTrans: { 'zh-CN': '同意', 'en-US': 'Agree' },
  opposeTrans: { 'zh-CN': '反对', 'en-US': 'Oppose' },
  inquReply: { 'zh-CN': '回复', 'en-US': 'Reply' },
  passOnTrans: { 'zh-CN': '继续流转', 'en-US': 'Circulate further' },
  passOnCommu: { 'zh-CN': '继续沟通', 'en-US': 'Communicate further' },
  copyTo: { 'zh-CN': '抄送', 'en-US': 'Copy to' },
  print: { 'zh-CN': '打印', 'en-US': 'Print' },
};

/** Child tasks answer the task that asked them: their buttons are fixed. */
export const CHILD_BUTTONS: Record<string, string[]> = {
  COMMU: ['commu', 'passOnCommu', 'flowImage', 'approvalHistory'],
  TRANSFORMED: ['agreeTrans', 'opposeTrans', 'passOnTrans', 'flowImage', 'approvalHistory'],
  TRANSFORMEDINQU: ['inquReply', 'flowImage', 'approvalHistory'],
};

export const DEFAULT_BUTTONS = ['agree', 'oppose', 'reject', 'backToStart', 'saveDraft', 'commu', 'lockUnlock', 'flowImage', 'approvalHistory'];

const FIRST_NODE_KEEP = new Set(['agree', 'saveDraft', 'inqu', 'reject', 'abort', 'correct', 'entrust', 'withdraw', 'authorization', 'turndown']);
const MOVED_TO_END = new Set(['startTrans', 'lockUnlock', 'endProcess', 'saveDraft', 'hangUp', 'cancelHangUp']);
const NOT_ON_ADD_SIGN = new Set(['inqu', 'startTrans', 'lockUnlock']);

/**
 * The buttons a task shows: on the first node only the first-node set is kept; elsewhere the
 * housekeeping buttons move to the end; an add-sign task loses inqu, startTrans and lockUnlock.
 */
export function taskButtons(aliases: readonly string[], where: { isFirstNode: boolean; isAddSign: boolean }): string[] {
  let out = where.isFirstNode
    ? aliases.filter((a) => FIRST_NODE_KEEP.has(a))
    : [...aliases.filter((a) => !MOVED_TO_END.has(a)), ...aliases.filter((a) => MOVED_TO_END.has(a))];
  if (where.isAddSign) out = out.filter((a) => !NOT_ON_ADD_SIGN.has(a));
  return out;
}

export function buttonLabel(alias: string, lang: 'zh-CN' | 'en-US'): string {
  return BUTTON_LABELS[alias]?.[lang] ?? alias;
}
