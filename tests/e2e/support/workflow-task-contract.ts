/** What the task-page e2e tests assume about its markup (data-testid) and routes; the API calls that set up a flow are in workflow-api.ts. */
export const taskPage = {
  path: (taskId: string | number, leaderId: string | number = 0) => `/task/${taskId}/${leaderId}`,
  root: '[data-testid="task-page"]',
  subject: '[data-testid="task-subject"]',
  node: '[data-testid="task-node"]',
  status: '[data-testid="task-status"]',
  buttons: '[data-testid="task-buttons"]',
  button: (alias: string) => `[data-testid="task-btn-${alias}"]`,
  more: '[data-testid="task-more"]',
  extra: (command: string) => `[data-testid="task-extra-${command}"]`,
  opinion: 'textarea[data-testid="task-opinion"]',
  phrases: '[data-testid="task-phrases"]',
  watermark: '[data-testid="task-watermark"]',
  tab: (key: 'form' | 'flowImage' | 'history') => `[data-testid="task-tab-${key}"]`,
  form: '[data-testid="form-view"]',
  field: (name: string) => `#root_${name}`,
  fieldError: '.arco-form-message, .pp-field-error, .error-detail',
} as const;

export const taskDialogs = {
  dialog: (kind: string) => `[data-testid="task-${kind}-dialog"]`,
  opinion: 'textarea[data-testid="task-dialog-opinion"]',
  ok: '.arco-modal:visible .arco-modal-footer .arco-btn-primary',
  rejectToStart: '[data-testid="task-reject-start"]',
  rejectChosen: '[data-testid="task-reject-chosen"]',
  signParallel: '[data-testid="task-sign-parallel"]',
  chooseUsers: '.arco-modal:visible .pp-form-picker button',
  pickerSearch: 'input[data-testid="picker-search"], [data-testid="picker-search"] input',
  pickerRows: '.arco-modal:visible tbody tr.arco-table-tr:not(.arco-table-empty-row)',
} as const;
