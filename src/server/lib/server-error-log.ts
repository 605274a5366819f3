import type { FastifyRequest } from 'fastify';

/** The fields of an error worth a log line (pino's err shape), following `cause` a few steps. */
function describeError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return error === undefined ? undefined : { message: String(error) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    stack: error.stack,
    ...(error.cause !== undefined && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}

/**
 * One JSON line on stderr for a reply of 5xx, whether or not request logging is on: method, route, tenant, user and
 * the error with its stack. Never the body, the query or headers (they may hold passwords and tokens).
 */
export function logServerError(request: FastifyRequest, statusCode: number, error?: unknown): void {
  const tenant = request.principal?.tenantCode ?? request.headers['tenant-code'];
  const line = {
    level: 50,
    time: Date.now(),
    msg: 'server error',
    reqId: request.id,
    statusCode,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0],
    tenant: typeof tenant === 'string' ? tenant : undefined,
    userId: request.principal?.userId,
    err: describeError(error),
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

/** The same line for a failure outside any request (a background job such as the timer poller). */
export function logBackgroundError(job: string, error: unknown): void {
  const line = { level: 50, time: Date.now(), msg: 'background job failed', job, err: describeError(error) };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
