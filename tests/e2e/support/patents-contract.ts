/** What the patent-library e2e tests assume about the screens' markup (data-testid) and routes. */
export const libraryPage = {
  path: (alias: 'jgzlk' | 'bxzlk', query = '') => `/zlk1/template/preview/${alias}${query}`,
  root: '[data-testid="library-search-page"]',
  keyword: '[data-testid="library-search-header"] input',
  /** The line under the box: how many patents the keyword finds ("more than" when the server capped the count). */
  result: '[data-testid="library-result"]',
  tile: (status: string) => `[data-testid="status-tile-${status}"]`,
  tileCount: (status: string) => `[data-testid="status-count-${status}"]`,
  rows: '[data-testid="list-table"] tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  empty: '[data-testid="list-empty"]',
  detailButton: '[data-testid="row-url"]',
} as const;

export const detailPage = {
  path: (alias: 'jgzlk' | 'bxzlk', id: string | number, extra = '') => `/zlk1/template/form/${alias}/get?id=${id}${extra}`,
  root: '[data-testid="patent-detail-page"]',
  name: '[data-testid="detail-name"]',
  applicationNo: '[data-testid="detail-application-no"]',
  tab: (key: '1' | '2' | '4' | '5' | '6') => `[data-testid="detail-tab-${key}"]`,
  basic: '[data-testid="detail-basic"]',
  claims: '[data-testid="detail-claims"]',
  legal: '[data-testid="detail-legal"]',
  family: '[data-testid="detail-family"]',
  pdf: '[data-testid="pdf-viewer"]',
  pdfRendered: '[data-testid="pdf-viewer"][data-rendered="true"]',
  pdfZoomIn: '[data-testid="pdf-zoom-in"]',
  pdfZoom: '[data-testid="pdf-zoom"]',
  actions: '[data-testid="patent-actions"]',
  share: '[data-testid="patent-share"]',
  collect: '[data-testid="patent-collect"]',
  index: '[data-testid="patent-index"]',
} as const;

export const dialogs = {
  modalOk: '.arco-modal:visible .arco-modal-footer .arco-btn-primary',
  pickerSearch: 'input[data-testid="picker-search"], [data-testid="picker-search"] input',
  pickerRows: '.arco-modal tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  collect: '[data-testid="collect-dialog"]',
  index: '[data-testid="index-dialog"]',
  indexPublicTab: '[data-testid="index-tab-public"]',
  indexNewNode: '[data-testid="index-new-node"]',
  folderNode: (id: string) => `[data-testid="folder-node-${id}"]`,
  folderAdd: (id: string) => `[data-testid="folder-add-${id}"]`,
  folderNameInput: '[data-testid="folder-name-input"]',
  toast: '.arco-message',
} as const;

export const schoolPage = {
  path: '/univ',
  root: '[data-testid="school-patents-page"]',
  tab: (key: string) => `[data-testid="school-tab-${key}"]`,
  viewList: '[data-testid="school-view-list"]',
  viewChart: '[data-testid="school-view-chart"]',
  measure: (kind: string) => `[data-testid="school-measure-${kind}"]`,
  table: (level: string) => `[data-testid="school-table-${level}"]`,
  tableRows: (level: string) => `[data-testid="school-table-${level}"] tbody tr.arco-table-tr:not(.arco-table-empty-row)`,
  more: '[data-testid="school-more"]',
  moreDialog: '[data-testid="school-more-dialog"]',
  chart: (level: string) => `[data-testid="school-chart-${level}"]`,
  chartReady: '[data-testid="chart-canvas"][data-state="ready"]',
  scope: '[data-testid="school-scope"]',
} as const;

export const sharesPage = {
  path: '/workbench/querySql/queryView/zlfx/zlfx',
  // The engine's query view of template zlfx; 移除分享 is its row action removeShare.
  rows: '[data-testid="query-view-page"][data-alias="zlfx"] tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  remove: '[data-testid^="row-removeShare-"]',
} as const;

export const bulletinPages = {
  list: '/bulletinList',
  root: '[data-testid="bulletin-list-page"]',
} as const;

export const header = {
  unread: '[data-testid="header-unread"]',
} as const;

export const groupsPage = {
  favouritesPath: '/workbench/querySql/queryView/xzsz/xzsz',
  myGroupsPath: '/workbench/querySql/queryView/wdxz/wdxz',
  // 小组收藏 is the engine's list of template xzsz: its side tree (source groupCollectTree) and the 标引 toolbar action.
  tree: '[data-testid="side-tree-groupCollectTree"]',
  rows: '[data-alias="xzsz"] [data-testid="list-table"] tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  index: '[data-testid="toolbar-groupIndex"]',
  personalIndexTree: '[data-testid="index-tree-personal"]',
  members: '[data-testid^="group-members-"]',
  membersDialog: '[data-testid="group-members-dialog"]',
  memberRows: '[data-testid="group-members-dialog"] tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  memberRemove: '[data-testid^="group-member-remove-"]',
} as const;
