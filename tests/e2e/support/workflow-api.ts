import { DEMO_PASSWORD } from './demo.ts';

/**
 * Signing in and calling the workflow host through the API (not the page): what the e2e tests use to set up
 * instances and read lists the way the API tests do.
 */

export interface ApiSession {
  account: string;
  tenantCode: string;
  token: string;
  userId: string;
  /** Authorization, Tenant-Code and a zh-CN Accept-Language; a call with a body adds its content type. */
  headers: Record<string, string>;
}

/** Signs a demo account in (tenant by code, password Demo@2026 unless given); throws with the server's reply when refused. */
export async function apiSignIn(baseUrl: string, account: string, tenantCode = 'univ', password = DEMO_PASSWORD): Promise<ApiSession> {
  const tenant = await fetch(`${baseUrl}/api/uc/uc/tenantManage/v1/getTenantByCode?code=${tenantCode}`);
  if (!tenant.ok) throw new Error(`tenant ${tenantCode}: ${tenant.status} ${await tenant.text()}`);
  const { id } = (await tenant.json()) as { id: number };
  const res = await fetch(`${baseUrl}/api/uc/auth?tenantId=${id}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'tenant-code': tenantCode },
    body: JSON.stringify({ username: account, password: Buffer.from(password).toString('base64') }),
  });
  if (!res.ok) throw new Error(`login ${tenantCode}/${account}: ${res.status} ${await res.text()}`);
  const { token, userId } = (await res.json()) as { token: string; userId: number | string };
  return {
    account, tenantCode, token, userId: String(userId),
    headers: { authorization: `Bearer ${token}`, 'tenant-code': tenantCode, 'accept-language': 'zh-CN' },
  };
}

/** A JSON call as `session` (POST when there is a body); throws with the status and the reply unless it succeeds. */
export async function apiCall<T>(baseUrl: string, session: ApiSession, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...session.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

const RT = '/api/bpm-runtime/runtime';
const byInstance = (instId: string) => ({ pageBean: { page: 1, pageSize: 100 }, querys: [{ property: 'procInstId', value: Number(instId), operation: 'EQUAL' }] });

export interface TodoRow { id: string; taskId: string; nodeId: string; status: string; procInstId: string }

/** The open tasks of `session` on an instance. */
export async function todoOf(baseUrl: string, session: ApiSession, instId: string): Promise<TodoRow[]> {
  return (await apiCall<{ rows: TodoRow[] }>(baseUrl, session, `${RT}/task/v1/getTodoList`, byInstance(instId))).rows;
}

/** The instance's status as its initiator's request list shows it ('running', 'end', ...). */
export async function instanceStatus(baseUrl: string, session: ApiSession, instId: string): Promise<string | undefined> {
  const page = await apiCall<{ rows: { procInstId: string; status: string }[] }>(baseUrl, session, `${RT}/instance/v1/myRequest`, byInstance(instId));
  return page.rows.find((r) => r.procInstId === instId)?.status;
}

/** Starts a flow with its form data, as the start page does; replies the instance id. */
export async function startFlow(baseUrl: string, session: ApiSession, flowKey: string, subject: string, data: Record<string, unknown>): Promise<string> {
  const body = { flowKey, subject, data: Buffer.from(JSON.stringify(data)).toString('base64') };
  return (await apiCall<{ instId: string }>(baseUrl, session, `${RT}/instance/v1/start`, body)).instId;
}

/** Starts a patent application (patentApply) with a complete form, in the caller's first college. */
export async function startPatentApply(baseUrl: string, session: ApiSession, subject: string): Promise<string> {
  const orgs = await apiCall<{ rows: { id: number; kind: string }[] }>(baseUrl, session, '/api/uc/api/org/v1/orgs?page=1&pageSize=50');
  const college = (orgs.rows.find((o) => o.kind === 'college') ?? orgs.rows[0])!.id;
  return startFlow(baseUrl, session, 'patentApply', subject, {
    title: subject, type: 'invent', college, applicationDate: '2026-03-01', abstract: '一种用于测试的专利申请。',
    claims: '<p>1. 一种装置，其特征在于包括散热单元。</p>',
  });
}

/** A signed-in user with the workflow calls bound to them. */
export async function workflowUser(baseUrl: string, account: string, tenantCode = 'univ') {
  const session = await apiSignIn(baseUrl, account, tenantCode);
  const call = <T>(path: string, body?: unknown, method?: string) => apiCall<T>(baseUrl, session, `${RT}${path}`, body, method);
  return {
    ...session,
    call,
    start: (flowKey: string, subject: string, data: Record<string, unknown>) => startFlow(baseUrl, session, flowKey, subject, data),
    todoOf: (instId: string) => todoOf(baseUrl, session, instId),
    complete: (taskId: string, actionName: string, opinion: string) => call('/task/v1/complete', { taskId: Number(taskId), actionName, opinion }),
    doneOf: async (instId: string) => (await call<{ rows: { id: string; revoke: boolean }[] }>('/instance/v1/getDoneList?isCheckRevoke=true', byInstance(instId))).rows,
    copyTo: (instId: string, userIds: string[], opinion: string) => call('/instance/v1/transToMore', { instId: Number(instId), userIds: userIds.map(Number), opinion }),
    counts: () => call<Record<string, number>>('/counts/v1/all', {}),
  };
}
export type WorkflowUser = Awaited<ReturnType<typeof workflowUser>>;
