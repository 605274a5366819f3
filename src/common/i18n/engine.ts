/** UI text of the engine area. zh-CN is the spec's text, verbatim where the spec gives it. */
export const engine = {
  'zh-CN': {
    areaName: '视图引擎',
  },
  'en-US': {
    areaName: 'View engine',
  },
} as const;
