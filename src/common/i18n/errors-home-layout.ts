/** Reply messages of the home page's columns and layouts. */
export const homeLayoutErrors = {
  'zh-CN': {
    homeLayoutStale: '布局已在其他页面修改，请刷新后重试',
    homeColumnNotAllowed: '您无权使用栏目“{{column}}”',
  },
  'en-US': {
    homeLayoutStale: 'The layout was changed elsewhere; refresh and try again',
    homeColumnNotAllowed: 'You may not use the column "{{column}}"',
  },
} as const;
