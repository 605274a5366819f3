/**
 * What the workflow-lists e2e test assumes about the v-flow pages (src/pages/workflow/lists, flow-list); the API
 * client that makes its data is workflow-api.ts.
 */
export const flowCentre = {
  path: (list: string) => `/v-flow/${list}`,
  workbenchPath: (list: string) => `/workbench/v-flow/${list}`,
  root: '[data-testid="flow-centre"]',
  menu: '[data-testid="flow-side-menu"]',
  menuEntry: (list: string) => `[data-testid="flow-menu-${list}"]`,
  count: (list: string) => `[data-testid="flow-count-${list}"]`,
} as const;

/** The list pages by route segment, with the test id of their card. */
export const LIST_PAGES = {
  'v-todo': '[data-testid="flow-todo-list"]',
  'v-leader': '[data-testid="flow-leader-list"]',
  'v-done': '[data-testid="flow-done-list"]',
  'v-request': '[data-testid="flow-request-list"]',
  'v-flowList': '[data-testid="flow-start-page"]',
  'v-todoRead': '[data-testid="flow-todoRead-list"]',
  'v-doneRead': '[data-testid="flow-doneRead-list"]',
  'v-myRead': '[data-testid="flow-myRead-list"]',
  'v-myDelegate': '[data-testid="flow-delegate-list"]',
} as const;

export const flowList = {
  row: (id: string) => `[data-testid="flow-row-${id}"]`,
  rows: 'tr[data-testid^="flow-row-"]',
  empty: '[data-testid="flow-list-empty"]',
  searchSubject: '[data-testid="flow-search-subject"] input, input[data-testid="flow-search-subject"]',
  searchSubmit: '[data-testid="flow-search-submit"]',
  todoHandle: (taskId: string) => `[data-testid="todo-handle-${taskId}"]`,
  requestUrge: (instId: string) => `[data-testid="request-urge-${instId}"]`,
  requestStatus: (instId: string) => `[data-testid="request-status-${instId}"]`,
  doneRevoke: (opinionId: string) => `[data-testid="done-revoke-${opinionId}"]`,
  revokeText: '[data-testid="revoke-dialog-text"]',
  revokeOk: '[data-testid="revoke-dialog-ok"]',
  urgeOk: '[data-testid="urge-dialog-ok"]',
} as const;

export const flowStart = {
  catalog: '[data-testid="flow-catalog"]',
  search: '[data-testid="flow-catalog-search"] input, input[data-testid="flow-catalog-search"]',
  tile: (defKey: string) => `[data-testid="flow-tile-${defKey}"]`,
  empty: '[data-testid="flow-catalog-empty"]',
  /** The category bar's buttons (全部 first, then the categories). */
  categories: '[data-testid="flow-categories"] label',
  draftsTab: '[data-testid="flow-tab-drafts"]',
} as const;
