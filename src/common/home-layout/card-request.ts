import type { ColumnDefinition } from '../definitions/kinds/column.ts';
import { HOSTS, type HostName } from '../hosts.ts';

/**
 * A service column's colUrl: `${host}/path` (Hotent's form, e.g. `${portal}/portal/...`) or the mounted prefix
 * (`/api/portal/...`). Null when it names no known service.
 */
export function serviceTarget(colUrl: string): { host: HostName; path: string } | null {
  const braced = /^\$\{(\w+)\}(\/.*)$/.exec(colUrl.trim());
  if (braced && braced[1]! in HOSTS) return { host: braced[1] as HostName, path: braced[2]! };
  for (const [host, prefix] of Object.entries(HOSTS) as [HostName, string][]) {
    if (colUrl.startsWith(`${prefix}/`)) return { host, path: colUrl.slice(prefix.length) };
  }
  return null;
}

/** The call a service column makes: to its host and path, GET with a query or POST with a body. */
export interface CardRequest {
  host: HostName;
  path: string;
  method: 'GET' | 'POST';
  query: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * The call of a service column (null: its colUrl names no known service). colUrl's own query is kept; dataParam is
 * the POST body (a pageBean asks for `pageSize` rows; `extraParams` join its params) or, for GET, joins the query.
 */
export function cardRequest(column: ColumnDefinition, pageSize: number | undefined, extraParams?: Record<string, unknown>): CardRequest | null {
  const [address = '', search = ''] = (column.colUrl ?? '').split('?', 2);
  const target = serviceTarget(address);
  if (!target) return null;
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  const param = structuredClone(column.dataParam ?? {}) as Record<string, unknown>;
  if (column.requestType === 'POST') {
    const pageBean = param.pageBean as Record<string, unknown> | undefined;
    if (pageBean && pageSize) pageBean.pageSize = pageSize;
    if (extraParams) param.params = { ...(param.params as Record<string, unknown> | undefined), ...extraParams };
    return { ...target, method: 'POST', query, body: param };
  }
  for (const [key, value] of Object.entries(param)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) query[key] = String(value);
  }
  return { ...target, method: 'GET', query };
}

/** Column types the home grid draws as a card of its own kind fed by the column's service (pages/home/layout/kinds). */
const CARD_TYPES = new Set(['todo', 'news', 'notice', 'meeting', 'carousel', 'systems', 'shortcut', 'counter', 'ranking', 'patentList', 'frequentFlows', 'tree']);

/** Whether the home grid reads a column's data through cardRequest (a card kind over a service, not the generic list). */
export function readsCardRequest(column: ColumnDefinition): boolean {
  return column.dataMode === 'service' && (CARD_TYPES.has(column.colType) || column.colType === 'chart');
}

/** The to-do card's rows at load (workflow-office.md section 9: 8 at load, 7 on refresh). */
export const TODO_ROWS_AT_LOAD = 8;

/**
 * The call a card makes when the home first draws it: the to-do card asks its 8 rows (unless the column says),
 * the meetings card adds the browser's offset from UTC (minutes), so "today" is the user's day.
 */
export function firstCardRequest(column: ColumnDefinition, utcOffsetMinutes: number): CardRequest | null {
  const pageSize = column.colType === 'todo' ? column.pageSize ?? TODO_ROWS_AT_LOAD : column.pageSize;
  return cardRequest(column, pageSize, column.colType === 'meeting' ? { offset: utcOffsetMinutes } : undefined);
}

/** A CardRequest as the URL under the API's mount (`/api/<host>/<path>?query`). */
export function cardRequestUrl(request: CardRequest): string {
  const search = new URLSearchParams(request.query).toString();
  return `${HOSTS[request.host]}${request.path}${search ? `?${search}` : ''}`;
}
