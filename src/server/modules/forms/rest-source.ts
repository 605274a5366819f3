import { AppError } from '../../lib/app-error.ts';

export interface RestCall {
  /** Named in the timeout message (the spec's 未找到别名为{alias}的关联查询). */
  alias: string;
  url: string | undefined;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** POST: the JSON body. GET: added to the URL's query. */
  params: Record<string, unknown>;
  /** Dotted path to the list in the reply (`data.rows`); absent: the reply is the list. */
  listKey?: string;
  /** Dotted path to the total in the reply; absent: the number of rows. */
  totalKey?: string;
}

export interface RestRows { rows: Record<string, unknown>[]; total?: number }

/** A reply larger than this is not read (a list source, not a file server). */
const MAX_REPLY_BYTES = 5 * 1024 * 1024;
const BLOCKED_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'cookie']);

const fail = (status: number, key: ConstructorParameters<typeof AppError>[1], params: Record<string, unknown> = {}) => new AppError(status, key, params);

function at(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);
}

/** The URL to call: only http(s) on an allowed origin; GET parameters appended to its query. */
function target(call: RestCall, allowed: ReadonlySet<string>): URL {
  if (!call.url?.trim()) throw fail(400, 'restUrlEmpty');
  let url: URL;
  try {
    url = new URL(call.url.trim());
  } catch {
    throw fail(400, 'restNotAllowed', { origin: call.url.trim().slice(0, 200) });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowed.has(url.origin)) throw fail(400, 'restNotAllowed', { origin: url.origin });
  if (call.method !== 'POST') {
    for (const [key, value] of Object.entries(call.params)) {
      if (value === undefined || value === null || value === '') continue;
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
  }
  return url;
}

/** The reply body as text, at most MAX_REPLY_BYTES. */
async function readText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_REPLY_BYTES) throw fail(502, 'restUnreadable');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_REPLY_BYTES) {
      await reader.cancel();
      throw fail(502, 'restUnreadable');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Calls a REST source from the server (never from the browser): allowed origins only, no redirects followed (they
 * could leave the allow-list), `timeoutMs` for the whole exchange. Every failure is one of the spec's custom-query
 * messages: empty URL, not allowed, timeout, empty reply, not JSON, no list at listKey, unreadable.
 */
export async function fetchRestRows(call: RestCall, allowed: ReadonlySet<string>, timeoutMs: number): Promise<RestRows> {
  const url = target(call, allowed);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(call.headers ?? {})) if (!BLOCKED_HEADERS.has(name.toLowerCase())) headers[name] = value;
  const init: RequestInit = { method: call.method ?? 'GET', headers, redirect: 'manual' };
  if (call.method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(call.params);
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal: abort.signal });
    if (response.status >= 300) {
      await response.body?.cancel();
      throw fail(502, 'restFailed', { detail: `HTTP ${response.status}` });
    }
    text = await readText(response);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (abort.signal.aborted) throw fail(504, 'restTimeout', { alias: call.alias });
    const cause = (error as { cause?: { code?: string } }).cause;
    throw fail(502, 'restFailed', { detail: cause?.code ?? 'network' });
  } finally {
    clearTimeout(timer);
  }
  return rowsOf(text, call);
}

/** The rows (and total) of a reply text. */
export function rowsOf(text: string, call: Pick<RestCall, 'listKey' | 'totalKey'>): RestRows {
  if (!text.trim()) throw fail(502, 'restEmpty');
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    throw fail(502, 'restParseJson');
  }
  if (reply === null) throw fail(502, 'restEmpty');
  if (typeof reply !== 'object') throw fail(502, 'restUnreadable');
  const list = at(reply, call.listKey);
  if (!Array.isArray(list)) throw fail(502, 'restExtractList');
  if (list.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) throw fail(502, 'restUnreadable');
  const total = call.totalKey ? Number(at(reply, call.totalKey)) : undefined;
  return { rows: list as Record<string, unknown>[], ...(total !== undefined && Number.isFinite(total) ? { total } : {}) };
}
