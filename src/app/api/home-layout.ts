import type { ColumnDefinition } from '../../common/definitions/kinds/column.ts';
import type { LayoutDefinition } from '../../common/definitions/kinds/layout.ts';
import { HOME_COLUMN_BASE, HOME_LAYOUT_BASE, type ColumnBatch, type ColumnChoice, type MyLayout } from '../../common/api/home-layout.ts';
import type { ApiClient } from './client.ts';

export type LayoutItems = LayoutDefinition['items'];
export type { ColumnChoice, MyLayout };

/** The spec's merge window: aliases asked for within this many ms travel in one call (workflow-office.md section 9). */
export const COLUMN_BATCH_MS = 50;

/** A card's first data as the batch brought it: the reply of the call the card makes at load, with its HTTP status. */
export interface FirstCardData {
  status: number;
  body: unknown;
}

/**
 * What a column alias resolved to: the definition (and, for a card fed by a service, its first data), `missing` (no
 * such column) or `hidden` (the caller may not see it).
 */
export type ColumnLookup = { state: 'found'; column: ColumnDefinition; data?: FirstCardData } | { state: 'missing' } | { state: 'hidden' };

/**
 * Loads columns by alias, joining every alias asked for within COLUMN_BATCH_MS into one
 * GET getByAliases?aliases=a,b,c&data=true (one for previews, one for the home page): each column's definition and
 * its card's first data (the browser's offset from UTC goes along: the meetings card's today).
 */
export function createColumnLoader(api: ApiClient, delayMs = COLUMN_BATCH_MS) {
  type Waiter = { resolve: (found: ColumnLookup) => void; reject: (error: unknown) => void };
  const pending = new Map<boolean, Map<string, Waiter[]>>();

  const flush = async (preview: boolean) => {
    const batch = pending.get(preview);
    pending.delete(preview);
    if (!batch) return;
    try {
      const reply = await api.request<ColumnBatch>('portal', `${HOME_COLUMN_BASE}/getByAliases`, {
        query: { aliases: [...batch.keys()].join(','), preview: preview || undefined, data: true, offset: -new Date().getTimezoneOffset() }, silent: true,
      });
      const found = new Map(reply.columns.map((c) => [String(c.alias), c as unknown as ColumnDefinition]));
      const missing = new Set(reply.missing);
      for (const [alias, waiters] of batch) {
        const column = found.get(alias);
        const data = reply.data?.[alias];
        const lookup: ColumnLookup = column ? { state: 'found', column, ...(data ? { data } : {}) } : missing.has(alias) ? { state: 'missing' } : { state: 'hidden' };
        waiters.forEach((w) => w.resolve(lookup));
      }
    } catch (error) {
      for (const waiters of batch.values()) waiters.forEach((w) => w.reject(error));
    }
  };

  return (alias: string, preview = false): Promise<ColumnLookup> => new Promise((resolve, reject) => {
    let batch = pending.get(preview);
    if (!batch) {
      batch = new Map();
      pending.set(preview, batch);
      setTimeout(() => void flush(preview), delayMs);
    }
    batch.set(alias, [...(batch.get(alias) ?? []), { resolve, reject }]);
  });
}

export const getMyLayout = (api: ApiClient) => api.request<MyLayout>('portal', `${HOME_LAYOUT_BASE}/designMyLayout`);

export const listColumnChoices = (api: ApiClient) => api.request<ColumnChoice[]>('portal', `${HOME_COLUMN_BASE}/list`);

export const saveMyLayout = (api: ApiClient, items: LayoutItems, baseVersion: number) =>
  api.request<{ state: boolean; message: string; value: { key: string; version: number } }>('portal', `${HOME_LAYOUT_BASE}/saveMyLayout`, {
    method: 'POST', body: { items, baseVersion }, silent: true,
  });
