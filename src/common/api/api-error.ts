export type ApiErrorKind = 'http' | 'state' | 'timeout' | 'network';

/** A failed call. `handled` says the client already told the user (toast, dialog or navigation). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code?: string,
    readonly handled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The `code` of a 409 that refuses the data itself (a value already taken), not a stale version: a form shows its message. */
export const REFUSED_CODE = 'REFUSED';
