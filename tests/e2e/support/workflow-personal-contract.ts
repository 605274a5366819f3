/** What the personal-office e2e test assumes about the v-personal pages and the frequent-flows panel (data-testid, routes). */
export const personalPages = {
  root: '/v-personal',
  layout: '[data-testid="personal-layout"]',
  menu: (key: 'v-approvalItem' | 'v-agent' | 'v-secretary' | 'v-bpmDeputy') => `[data-testid="personal-menu-${key}"]`,
  rows: (list: string) => `[data-testid="${list}"] tbody tr.arco-table-tr:not(.arco-table-empty-row)`,
  // The lists are the engine's (templates personalApprovalItems, personalAgents, personalSecretaries): its toolbar and search bar.
  add: (list: string) => `[data-testid="${list}"] [data-testid="toolbar-add"]`,
  removeChosen: (list: string) => `[data-testid="${list}"] [data-testid="toolbar-remove"]`,
  search: (list: string) => `[data-testid="${list}"] [data-testid^="list-condition-"] input, [data-testid="${list}"] input[data-testid^="list-condition-"]`,
  rowCheckbox: '.arco-checkbox',
  rowView: '[data-testid^="row-view-"]',
  rowEdit: '[data-testid^="row-edit-"]',
  rowRemove: '[data-testid^="row-remove-"]',
  save: '[data-testid="form-save"]',
  formError: '[data-testid="form-error"]',
  popconfirmOk: '.arco-popconfirm .arco-btn-primary',
  confirmOk: '.arco-modal-simple .arco-btn-primary',
  message: '.arco-message',
} as const;

export const itemPages = {
  list: '/v-personal/v-approvalItem',
  listId: 'approval-item-list',
  form: '[data-testid="approval-item-form"]',
  // The add / edit / view pages are the engine's form personalApprovalItem: fields by their rjsf ids, the flow-scope widget's parts.
  expression: 'textarea#root_expression',
  detailExpression: '#root_expression',
  scopeFlow: '[data-testid="root_defKeys-chosen"]',
  flow: '[data-testid="root_defKeys-select"]',
  option: (text: string) => `.arco-select-option:has-text("${text}")`,
  viewPath: (id: string) => `/approvalItem/approvalItemGet/${id}`,
} as const;

export const agentPages = {
  list: '/v-personal/v-agent',
  listId: 'agent-list',
  form: '[data-testid="agent-form"]',
  // The engine's form personalAgent.
  chooseAgent: '#root_agentId button',
  subject: 'input#root_subject',
  start: '#root_startDate input',
  end: '#root_endDate input',
} as const;

export const secretaryPages = {
  list: '/v-personal/v-secretary',
  listId: 'secretary-list',
  form: '[data-testid="secretary-form"]',
  // The engine's form personalSecretary.
  chooseSecretary: '#root_secretaryId button',
  chosenSecretary: '#root_secretaryId .arco-tag',
} as const;

export const deputyPages = {
  page: '/v-personal/v-bpmDeputy',
  root: '[data-testid="deputy-page"]',
  name: '[data-testid="deputy-name"]',
  set: '[data-testid="deputy-set"]',
  remove: '[data-testid="deputy-remove"]',
  form: '[data-testid="deputy-form"]',
  // The engine's form personalDeputy.
  chooseDeputy: '#root_deputyId button',
} as const;

/** The people picker the user fields open (widgets/pickers). */
export const picker = {
  search: '.arco-modal:visible input[data-testid="picker-search"], .arco-modal:visible [data-testid="picker-search"] input',
  rows: '.arco-modal:visible tbody tr.arco-table-tr:not(.arco-table-empty-row)',
  radio: '.arco-radio',
  ok: '.arco-modal:visible .arco-modal-footer .arco-btn-primary',
} as const;

/** The frequent-flows panel (on /v-flow/v-flowList) and its settings dialog. */
export const oftenFlows = {
  page: '/v-flow/v-flowList',
  panel: '[data-testid="often-flows-panel"]',
  tiles: '[data-testid^="often-tile-"]',
  tile: (defKey: string) => `[data-testid="often-tile-${defKey}"]`,
  settings: '[data-testid="often-settings"]',
  dialog: '[data-testid="often-flows-dialog"]',
  search: 'input[data-testid="often-search"], [data-testid="often-search"] input',
  all: (defKey: string) => `[data-testid="often-all-${defKey}"]`,
  add: (defKey: string) => `[data-testid="often-add-${defKey}"]`,
  mine: '[data-testid^="often-mine-"]',
  removeAny: '[data-testid^="often-remove-"]',
  count: '[data-testid="often-count"]',
  save: '[data-testid="often-save"]',
  cancel: '[data-testid="often-cancel"]',
} as const;
