/** UI text: Workflow centre lists (v-flow pages), counters and the flow-list dialog. zh-CN is the spec's text, verbatim where the spec gives it. */
export const workflowLists = {
  'zh-CN': {
  },
  'en-US': {
  },
} as const;
