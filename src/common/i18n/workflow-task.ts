/** UI text: the task handling page (buttons, action dialogs, opinion box). zh-CN is the spec's text, verbatim where the spec gives it. */
export const workflowTask = {
  'zh-CN': {
  },
  'en-US': {
  },
} as const;
