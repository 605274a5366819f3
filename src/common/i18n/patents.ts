/** UI text of the patents area. zh-CN is the spec's text, verbatim where the spec gives it. */
export const patents = {
  'zh-CN': {
    areaName: '专利库',
  },
  'en-US': {
    areaName: 'Patent library',
  },
} as const;
