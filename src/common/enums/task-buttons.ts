/**
 * Task buttons (alias -> label) of workflow-office.md section 4: what a node's settings may list (NODE_BUTTONS), what a
 * node without a list shows (DEFAULT_BUTTONS) and the fixed buttons of child tasks. The server picks a task's buttons
 * from them; the flow settings editor offers them.
 */
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

/** Answers of child tasks (circulation, inquiry, communication): never on a node's own list. */
const CHILD_ONLY = new Set(['agreeTrans', 'opposeTrans', 'inquReply', 'passOnTrans', 'passOnCommu']);

/** The buttons a node's settings may list. */
export const NODE_BUTTONS = Object.keys(BUTTON_LABELS).filter((alias) => !CHILD_ONLY.has(alias));
