import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A read of this server's own API made on a caller's behalf (a batch, the shell's bootstrap, a column's data). */
export interface InnerRequest {
  method: 'GET' | 'POST';
  /** From `/api/` on: path and query. */
  url: string;
  body?: unknown;
}

export interface InnerReply {
  status: number;
  /** The JSON body, or null when the reply had none or was not JSON. */
  body: unknown;
}

/** What a request made on the caller's behalf carries of theirs: who (token), which tenant, which language. */
const FORWARDED = ['authorization', 'tenant-code', 'accept-language', 'user-agent'] as const;

/**
 * Serves `inner` through the server's own routes, exactly as if the caller had sent it: the same hooks (rate limit,
 * authentication, tenant, input guard), route, rights and reply. The caller's token, tenant, language and address go
 * with it, so nothing is allowed that the caller could not do alone.
 */
export async function innerReply(app: FastifyInstance, caller: FastifyRequest, inner: InnerRequest): Promise<InnerReply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED) {
    const value = caller.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const withBody = inner.method === 'POST';
  if (withBody) headers['content-type'] = 'application/json';
  const reply = await app.inject({
    method: inner.method,
    url: inner.url,
    headers,
    remoteAddress: caller.ip,
    ...(withBody ? { payload: JSON.stringify(inner.body ?? {}) } : {}),
  });
  let body: unknown = null;
  if (String(reply.headers['content-type'] ?? '').includes('json') && reply.body) {
    try {
      body = JSON.parse(reply.body);
    } catch {
      body = null;
    }
  }
  return { status: reply.statusCode, body };
}
