/** UI text of the workflow area. zh-CN is the spec's text, verbatim where the spec gives it. */
export const workflow = {
  'zh-CN': {
    areaName: '流程中心',
  },
  'en-US': {
    areaName: 'Workflow centre',
  },
} as const;
