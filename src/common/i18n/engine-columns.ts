/** UI text of home-page columns and their preview (/column/preview/{alias}); part of the engine namespace. */
export const engineColumns = {
  'zh-CN': {
    more: '更多',
    refresh: '刷新',
    menu: '栏目菜单',
    openPage: '打开页面',
    previewTitle: '栏目预览',
    previewHint: '预览忽略栏目的显示权限',
    loadFailed: '栏目加载失败',
    noSource: '栏目未配置数据来源（{{field}}）',
    badServiceUrl: '栏目地址 {{url}} 无效：应以 ${portal}、${form} 等服务前缀开头',
  },
  'en-US': {
    more: 'More',
    refresh: 'Refresh',
    menu: 'Column menu',
    openPage: 'Open the page',
    previewTitle: 'Column preview',
    previewHint: 'The preview ignores the column\'s display rights',
    loadFailed: 'The column failed to load',
    noSource: 'The column names no data source ({{field}})',
    badServiceUrl: 'Column address {{url}} is not valid: it must start with a service prefix such as ${portal} or ${form}',
  },
} as const;
