/** UI text of the admin area. zh-CN is the spec's text, verbatim where the spec gives it. */
export const admin = {
  'zh-CN': {
    areaName: '系统管理',
  },
  'en-US': {
    areaName: 'Administration',
  },
} as const;
