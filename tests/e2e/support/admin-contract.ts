/** Markup of the definition editor (src/pages/admin/definitions): data-testid attributes. */
export const definitionsPage = {
  path: (kind: string, key?: string) => `/admin/definitions/${kind}${key ? `/${key}` : ''}`,
  page: '[data-testid="definitions-page"]',
  item: (key: string) => `[data-testid="definition-item-${key}"]`,
  create: '[data-testid="definition-new"]',
  newKey: '[data-testid="definition-new-key"]',
  newNameZh: '[data-testid="definition-new-name-zh"]',
  newNameEn: '[data-testid="definition-new-name-en"]',
  editor: '[data-testid="definition-editor"] .cm-content',
  save: '[data-testid="definition-save"]',
  comment: '[data-testid="definition-comment"]',
  version: '[data-testid="definition-version"]',
  dirty: '[data-testid="definition-dirty"]',
  problemsTab: '[data-testid="definition-problems-tab"]',
  problems: '[data-testid="definition-problems"]',
  noProblems: '[data-testid="definition-no-problems"]',
  historyOpen: '[data-testid="definition-history-open"]',
  compare: (version: number) => `[data-testid="definition-compare-${version}"]`,
  rollback: (version: number) => `[data-testid="definition-rollback-${version}"]`,
  diff: '[data-testid="definition-diff"]',
  previewForm: '[data-testid="preview-form"] [data-testid="form-view"]',
} as const;

/** Markup of the business-object designer (src/pages/admin/definitions/bo-designer): data-testid attributes. */
export const boDesigner = {
  tabDesigner: '[data-testid="definition-tab-designer"]',
  tabJson: '[data-testid="definition-tab-json"]',
  view: '[data-testid="bo-designer"]',
  /** A cell's control of a row: table `main`, `0` (sub-table 0), `0-1`; cell name, label-zh, label-en, type, maxlength, required, dict, serial, multiple, up, down, remove. */
  cell: (name: string, row: number, table = 'main') => `[data-testid="bo-field-${name}-${table}-${row}"]`,
  table: (table = 'main') => `[data-testid="bo-fields-${table}"]`,
  rows: (table = 'main') => `[data-testid="bo-fields-${table}"] tbody tr`,
  addField: (table = 'main') => `[data-testid="bo-field-add-${table}"]`,
  addChild: (table = 'main') => `[data-testid="bo-child-add-${table}"]`,
  tableProblems: (table = 'main') => `[data-testid="bo-table-problems-${table}"]`,
  changes: '[data-testid="bo-changes"]',
  changesOk: '[data-testid="bo-changes-ok"]',
  change: (kind: string) => `[data-testid="bo-change-${kind}"]`,
  option: '.arco-select-popup:not([style*="display: none"]) .arco-select-option',
} as const;
