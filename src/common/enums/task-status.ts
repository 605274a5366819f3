/** Task statuses of the approval centre (workflow-office.md section 4). BACKSHARE reads as SHARE. */
export const TASK_STATUSES = {
  NORMAL: { 'zh-CN': '待办', 'en-US': 'To do' },
  TRANSFORMED: { 'zh-CN': '流转', 'en-US': 'Circulated' },
  TRANSFORMEDINQU: { 'zh-CN': '征询', 'en-US': 'Inquiry' },
  DELIVERTO: { 'zh-CN': '转办', 'en-US': 'Transferred' },
  COPYTO: { 'zh-CN': '抄送', 'en-US': 'Copied' },
  FOLLOW: { 'zh-CN': '跟踪', 'en-US': 'Followed' },
  COMMU: { 'zh-CN': '沟通', 'en-US': 'Communication' },
  BACK: { 'zh-CN': '驳回', 'en-US': 'Rejected back' },
  ADDSIGN: { 'zh-CN': '加签', 'en-US': 'Added signature' },
  SHARE: { 'zh-CN': '共享', 'en-US': 'Shared' },
  AGENT: { 'zh-CN': '委托', 'en-US': 'Delegated' },
  SIGNSEQUENCEED: { 'zh-CN': '顺序签署', 'en-US': 'Sequential signing' },
  SIGNLINEED: { 'zh-CN': '并行签署', 'en-US': 'Parallel signing' },
} as const;

export type TaskStatus = keyof typeof TASK_STATUSES | 'BACKSHARE';

export function taskStatusLabel(status: string, lang: 'zh-CN' | 'en-US'): string {
  const key = (status === 'BACKSHARE' ? 'SHARE' : status) as keyof typeof TASK_STATUSES;
  return TASK_STATUSES[key]?.[lang] ?? status;
}
