/**
 * What the workflow-lists e2e test assumes about the v-flow pages (src/pages/workflow/lists on the list engine, flow-list); the API
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

/** The list pages by route segment, with what marks them drawn: the engine's list of the segment's data template (schemas/template/wf*.json). */
const templateList = (alias: string) => `[data-testid="template-list"][data-alias="${alias}"]`;
export const LIST_PAGES = {
  'v-todo': templateList('wfTodo'),
  'v-leader': templateList('wfLeaderTodo'),
  'v-done': templateList('wfDone'),
  'v-request': templateList('wfRequest'),
  'v-flowList': '[data-testid="flow-start-page"]',
  'v-todoRead': templateList('wfTodoRead'),
  'v-doneRead': templateList('wfDoneRead'),
  'v-myRead': templateList('wfMyRead'),
  'v-myDelegate': templateList('wfDelegate'),
} as const;

/** The lists run on the engine's list view (src/engine/list): rows carry their id, named row buttons are `row-{key}-{id}`. */
export const flowList = {
  row: (id: string) => `tr[data-row-id="${id}"]`,
  rows: '.pp-list tr[data-row-id]',
  empty: '[data-testid="list-empty"]',
  /** The table is (re)reading its rows. */
  loading: '.pp-list .arco-spin-loading',
  searchSubject: '[data-testid="list-condition-subject"] input, input[data-testid="list-condition-subject"]',
  searchSubmit: '[data-testid="list-search"]',
  todoHandle: (taskId: string) => `[data-testid="row-handle-${taskId}"]`,
  requestUrge: (instId: string) => `[data-testid="row-urge-${instId}"]`,
  requestStatus: (instId: string) => `[data-testid="cell-status-${instId}"]`,
  doneRevoke: (opinionId: string) => `[data-testid="row-revoke-${opinionId}"]`,
  anyRevoke: '[data-testid^="row-revoke-"]',
  anyRetrieve: '[data-testid^="row-retrieve-"]',
  noticeRead: (noticeId: string) => `[data-testid="row-read-${noticeId}"]`,
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
