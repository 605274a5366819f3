/** What the start / instance page e2e tests assume about their routes and markup (data-testid), and the calls they wait for. */
export const startPage = {
  byKey: (defKey: string) => `/agentStartByKey/${defKey}`,
  byId: (defId: string, leaderId: string | number = 0) => `/agentStart/${defId}/${leaderId}`,
  draft: (defId: string, draftId: string) => `/start/${defId}/${draftId}`,
  root: '[data-testid="start-page"]',
  flowName: '[data-testid="start-flow-name"]',
  submit: '[data-testid="start-submit"]',
  saveDraft: '[data-testid="start-save-draft"]',
  initiator: '[data-testid="start-initiator"]',
  noRights: '[data-testid="start-no-rights"]',
  tab: (key: 'form' | 'flowImage') => `[data-testid="start-tab-${key}"]`,
  form: '[data-testid="form-view"]',
  field: (name: string) => `#root_${name}`,
  viewCall: '/flow/def/v1/getJson',
  startCall: '/runtime/instance/v1/start',
  draftCall: '/runtime/instance/v1/saveDraft',
} as const;

export const instancePage = {
  path: (instId: string) => `/inst/${instId}`,
  root: '[data-testid="inst-page"]',
  subject: '[data-testid="inst-subject"]',
  status: '[data-testid="inst-status"]',
  current: '[data-testid="inst-current"]',
  urge: '[data-testid="inst-urge"]',
  urgeOk: '[data-testid="inst-urge-ok"]',
  revoke: '[data-testid="inst-revoke"]',
  tab: (key: 'form' | 'flowImage' | 'history') => `[data-testid="inst-tab-${key}"]`,
  form: '[data-testid="form-view"]',
  field: (name: string) => `#root_${name}`,
} as const;

export const flowImage = {
  root: '[data-testid="flow-image"]',
  drawn: '[data-testid="flow-image"][data-drawn="true"]',
  current: (nodeId: string) => `.djs-element.pp-node-current[data-element-id="${nodeId}"]`,
  done: (nodeId: string) => `.djs-element.pp-node-done[data-element-id="${nodeId}"]`,
} as const;

export const approvalHistory = {
  root: '[data-testid="approval-history"]',
  item: '[data-testid="approval-history-item"]',
  status: '[data-testid="approval-history-status"]',
} as const;
