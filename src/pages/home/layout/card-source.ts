import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import type { ApiClient } from '../../../app/api/client.ts';
import { cardRequest } from '../../../common/home-layout/card-request.ts';
import { localDateTime, localDay } from '../../../common/dates/format-date.ts';
import type { ColumnRow } from '../column/column-service.ts';

/** A column's reply as the cards read it: its rows, its total when paged, and the reply itself (counters, charts). */
export interface CardData {
  rows: ColumnRow[];
  total?: number;
  reply: unknown;
}

/** The rows of a reply: itself when a list, else its rows / data / value (nested once); and its total. */
export function readReply(reply: unknown): CardData {
  const pick = (value: unknown): { rows: ColumnRow[]; total?: number } | null => {
    if (Array.isArray(value)) return { rows: value.filter((r): r is ColumnRow => typeof r === 'object' && r !== null) };
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.rows)) return { rows: pick(record.rows)!.rows, total: typeof record.total === 'number' ? record.total : undefined };
    return null;
  };
  const direct = pick(reply);
  if (direct) return { ...direct, reply };
  if (typeof reply === 'object' && reply !== null) {
    for (const key of ['data', 'value']) {
      const inner = pick((reply as Record<string, unknown>)[key]);
      if (inner) return { ...inner, reply };
    }
  }
  return { rows: [], reply };
}

/**
 * Calls a service column: colUrl (`${host}/path[?query]`) with requestType; dataParam is the POST body or the
 * GET query. A body with a pageBean asks for `pageSize` rows (the to-do card asks 8 at load and 7 on refresh).
 */
export async function loadServiceColumn(
  api: ApiClient, column: ColumnDefinition, pageSize: number | undefined, unknownUrl: (url: string) => string, extraParams?: Record<string, unknown>,
): Promise<CardData> {
  const request = cardRequest(column, pageSize, extraParams);
  if (!request) throw new Error(unknownUrl(column.colUrl ?? ''));
  const { host, path, method, query, body } = request;
  return readReply(await api.request<unknown>(host, path, method === 'POST' ? { method, body, query, silent: true } : { query, silent: true }));
}

/** A row's field for a place of the card: the column's fieldMap, else the first of the kind's usual names present. */
export function field(column: ColumnDefinition, row: ColumnRow, place: string, usual: readonly string[]): unknown {
  const mapped = column.fieldMap?.[place];
  if (mapped) return row[mapped];
  for (const name of usual) if (row[name] !== undefined && row[name] !== null && row[name] !== '') return row[name];
  return undefined;
}

/** itemUrl with its `{field}` placeholders filled from the row (URL-encoded). */
export function itemLink(column: ColumnDefinition, row: ColumnRow): string | undefined {
  if (!column.itemUrl) return undefined;
  return column.itemUrl.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(row[name] ?? '')));
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Dates in lists are cut to 10 characters (workflow-office.md section 9); an instant is first put on the browser's clock. */
export function dateText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  if (!INSTANT.test(text)) return text.slice(0, 10);
  return localDay(text);
}

/** The time of day (HH:mm) of an instant, on the browser's clock. */
export function timeText(value: unknown): string {
  if (typeof value !== 'string' || !INSTANT.test(value)) return value === undefined || value === null ? '' : String(value);
  return localDateTime(value)!.slice(11);
}
