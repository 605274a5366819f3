/** UI text: start pages, instance and read pages, flow image, approval history. zh-CN is the spec's text, verbatim where the spec gives it. */
export const workflowInstance = {
  'zh-CN': {
  },
  'en-US': {
  },
} as const;
