import { REFUSED_CODE } from '../../common/api/api-error.ts';
import type { ErrorKey } from '../../common/i18n/errors.ts';

/** A failure a client should see: HTTP status, a message key of the `errors` catalog and its parameters. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ErrorKey,
    readonly params: Record<string, unknown> = {},
    /** Extra fields merged into the reply envelope (e.g. `code`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: ErrorKey = 'badRequest', params?: Record<string, unknown>) => new AppError(400, key, params);
export const unauthorized = (key: ErrorKey = 'unauthorized', extra?: Record<string, unknown>) => new AppError(401, key, {}, extra);
export const tenantMismatch = () => new AppError(401, 'tenantMismatch', {}, { code: 'TENANT_MISMATCH' });
export const forbidden = (key: ErrorKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: ErrorKey = 'notFound') => new AppError(404, key);
export const conflict = (key: ErrorKey = 'conflict') => new AppError(409, key);
/**
 * A 409 that refuses the data itself (a name already taken, an order the result no longer allows), not a stale
 * version: coded REFUSED, so the engine form shows its message instead of its "changed by someone else" notice.
 */
export const refused = (key: ErrorKey, params?: Record<string, unknown>) => new AppError(409, key, params, { code: REFUSED_CODE });
export const tooManyRequests = (key: ErrorKey = 'tooManyRequests', params?: Record<string, unknown>) => new AppError(429, key, params);
