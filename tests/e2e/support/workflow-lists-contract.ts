/**
 * What the workflow-lists e2e test assumes about the v-flow pages (src/pages/workflow/lists, flow-list), and a small
 * API client to make its data the way the API tests do (tests/api/workflow-patent-apply.test.ts).
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
  draftsTab: '[data-testid="flow-tab-drafts"]',
} as const;

/** Signs in through the API and calls the workflow host as that user. */
export async function apiUser(baseUrl: string, account: string, tenantCode = 'univ', password = 'Demo@2026') {
  const tenant = (await (await fetch(`${baseUrl}/api/uc/uc/tenantManage/v1/getTenantByCode?code=${tenantCode}`)).json()) as { id: number };
  const login = await fetch(`${baseUrl}/api/uc/auth?tenantId=${tenant.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-code': tenantCode },
    body: JSON.stringify({ username: account, password: Buffer.from(password).toString('base64') }),
  });
  const { token, userId } = (await login.json()) as { token: string; userId: number | string };
  const call = async <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/bpm-runtime/runtime${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'tenant-code': tenantCode, 'accept-language': 'zh-CN', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(reply)}`);
    return reply;
  };
  const byInstance = (instId: string) => ({ pageBean: { page: 1, pageSize: 100 }, querys: [{ property: 'procInstId', value: Number(instId), operation: 'EQUAL' }] });
  return {
    userId: String(userId),
    /** The headers of a call as this user (for the other hosts). */
    headers: { authorization: `Bearer ${token}`, 'tenant-code': tenantCode } as Record<string, string>,
    call,
    /** Starts a flow with its form data, as the start page does. */
    start: async (flowKey: string, subject: string, data: Record<string, unknown>) =>
      (await call<{ instId: string }>('/instance/v1/start', { flowKey, subject, data: Buffer.from(JSON.stringify(data)).toString('base64') })).instId,
    todoOf: async (instId: string) => (await call<{ rows: { id: string; taskId: string }[] }>('/task/v1/getTodoList', byInstance(instId))).rows,
    complete: (taskId: string, actionName: string, opinion: string) => call('/task/v1/complete', { taskId: Number(taskId), actionName, opinion }),
    doneOf: async (instId: string) => (await call<{ rows: { id: string; revoke: boolean }[] }>('/instance/v1/getDoneList?isCheckRevoke=true', byInstance(instId))).rows,
    copyTo: (instId: string, userIds: string[], opinion: string) => call('/instance/v1/doNextCopyto', { instId: Number(instId), userIds: userIds.map(Number), opinion }),
    counts: () => call<Record<string, number>>('/counts/v1/all', {}),
  };
}
