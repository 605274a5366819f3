/** Kinds of a workbench message (message.type): 我的消息 (template wdxx) shows them through the messageType dictionary. */
export const MESSAGE_TYPES = {
  system: { 'zh-CN': '系统消息', 'en-US': 'System' },
  share: { 'zh-CN': '分享', 'en-US': 'Share' },
  bulletin: { 'zh-CN': '公告', 'en-US': 'Bulletin' },
  flow: { 'zh-CN': '流程', 'en-US': 'Workflow' },
} as const;

export type MessageType = keyof typeof MESSAGE_TYPES;
