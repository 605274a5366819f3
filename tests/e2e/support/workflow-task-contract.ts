/** What the task-page e2e tests assume about its markup (data-testid) and routes, and the API calls that set up a flow. */
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

/** The demo tenant the tests run in (ids as the seed makes them). */
export const UNIV = { code: 'univ', id: 1 } as const;

export interface ApiSession { token: string; userId: number; headers: Record<string, string> }

/** Signs in through the API (not the page): what the test uses to set up an instance and read the to-do list. */
export async function apiLogin(base: string, account: string, password = 'Demo@2026'): Promise<ApiSession> {
  const res = await fetch(`${base}/api/uc/auth?tenantId=${UNIV.id}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'tenant-code': UNIV.code },
    body: JSON.stringify({ username: account, password: Buffer.from(password).toString('base64') }),
  });
  if (!res.ok) throw new Error(`login ${account}: ${res.status} ${await res.text()}`);
  const body = await res.json() as { token: string; userId: number };
  return { token: body.token, userId: body.userId, headers: { authorization: `Bearer ${body.token}`, 'tenant-code': UNIV.code, 'content-type': 'application/json' } };
}

async function call<T>(base: string, session: ApiSession, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method, headers: session.headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** Starts a patent application (patentApply) as `session` with a complete form; replies the instance id. */
export async function startPatentApply(base: string, session: ApiSession, subject: string): Promise<string> {
  const orgs = await call<{ rows: { id: number; kind: string }[] }>(base, session, 'GET', '/api/uc/api/org/v1/orgs?page=1&pageSize=50');
  const college = (orgs.rows.find((o) => o.kind === 'college') ?? orgs.rows[0])!.id;
  const data = { title: subject, type: 'invent', college, applicationDate: '2026-03-01', abstract: '一种用于测试的专利申请。',
    claims: '<p>1. 一种装置，其特征在于包括散热单元。</p>' };
  const reply = await call<{ instId: string }>(base, session, 'POST', '/api/bpm-runtime/runtime/instance/v1/start', {
    flowKey: 'patentApply', subject, data: Buffer.from(JSON.stringify(data)).toString('base64'),
  });
  return reply.instId;
}

export interface TodoRow { id: string; nodeId: string; status: string; procInstId: string }

/** The open tasks of `session` on an instance. */
export async function todoOf(base: string, session: ApiSession, instId: string): Promise<TodoRow[]> {
  const page = await call<{ rows: TodoRow[] }>(base, session, 'POST', '/api/bpm-runtime/runtime/task/v1/getTodoList', {
    pageBean: { page: 1, pageSize: 50 }, querys: [{ property: 'procInstId', value: Number(instId), operation: 'EQUAL' }],
  });
  return page.rows;
}

/** The instance's status as its initiator's request list shows it ('running', 'end', ...). */
export async function instanceStatus(base: string, session: ApiSession, instId: string): Promise<string | undefined> {
  const page = await call<{ rows: { procInstId: string; status: string }[] }>(base, session, 'POST', '/api/bpm-runtime/runtime/instance/v1/myRequest', {
    pageBean: { page: 1, pageSize: 50 }, querys: [{ property: 'procInstId', value: Number(instId), operation: 'EQUAL' }],
  });
  return page.rows.find((r) => r.procInstId === instId)?.status;
}
