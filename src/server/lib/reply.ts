/** The command reply envelope of api-conventions.md: `{ state, message, value }`. */
export interface Envelope<T = unknown> {
  state: boolean;
  message: string;
  value?: T;
}

export function ok<T>(message: string, value?: T): Envelope<T> {
  return value === undefined ? { state: true, message } : { state: true, message, value };
}

/** The paged-read shape: `{ rows, total, page, pageSize }`. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}
