/** What the engine-views e2e test assumes about the markup of charts, query views and dialog pickers. */
export const chartPage = {
  path: (alias: string, group = 'statement') => `/${group}/chart/${alias}`,
  page: '[data-testid="chart-page"]',
  widget: '[data-testid="chart-widget"]',
  canvasReady: '[data-testid="chart-canvas"][data-state="ready"]',
  table: '[data-testid="chart-table"]',
  empty: '[data-testid="chart-empty"]',
} as const;

export const queryViewPage = {
  path: (sqlAlias: string, alias: string, group = 'statement') => `/${group}/querySql/queryView/${sqlAlias}/${alias}`,
  page: '[data-testid="query-view-page"]',
  table: '[data-testid="list-table"]',
  rows: '[data-testid="list-table"] tbody tr.arco-table-tr:not(.arco-table-empty-row)',
} as const;

export const customQueryPage = {
  path: (alias: string, group = 'statement') => `/${group}/customQuery/${alias}`,
  page: '[data-testid="custom-query-page"]',
  rows: '[data-testid="custom-query-page"] [data-testid="list-table"] tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  searchName: '[data-testid="list-condition-name"]',
  search: '[data-testid="list-search"]',
} as const;

/** The 专利管理 menu's query views (patent applications, fee deadlines). */
export const patentManagement = {
  applications: '/zlgl/querySql/queryView/zlsq/zlsq',
  fees: '/zlgl/querySql/queryView/jfqx/jfqx',
  statusCondition: '[data-testid="list-condition-status"]',
} as const;

export const columnPreview = {
  path: (alias: string) => `/column/preview/${alias}`,
  card: '[data-testid="column-card"]',
  menu: '[data-testid="column-menu"]',
  more: '[data-testid="column-more"]',
  refresh: '[data-testid="column-refresh"]',
  list: '[data-testid="template-list"]',
} as const;

export const dialogPreview = {
  path: (alias: string, group = 'statement') => `/${group}/customDialog/preview/${alias}`,
  open: '[data-testid="dialog-preview-open"]',
  result: '[data-testid="dialog-preview-result"]',
  picker: '[data-testid="dialog-picker"]',
  rows: '[data-testid="dialog-table"] tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  tree: '[data-testid="dialog-tree"]',
  combineTree: '[data-testid="dialog-combine-tree"]',
  tags: '[data-testid="dialog-selected-tag"]',
  ok: '[data-testid="dialog-ok"]',
} as const;
