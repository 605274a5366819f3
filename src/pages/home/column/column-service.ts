/** One row of a column fed by a service call or static data. */
export type ColumnRow = Record<string, unknown>;

/** Where a service column's colUrl points (shared with the server, which reads the home's cards in one batch). */
export { serviceTarget } from '../../../common/home-layout/card-request.ts';

/** The rows in a reply: the reply itself when a list, else its `rows`, `data` or `value` list (nested once). */
export function rowsOf(reply: unknown): ColumnRow[] {
  if (Array.isArray(reply)) return reply.filter((r): r is ColumnRow => typeof r === 'object' && r !== null);
  if (typeof reply !== 'object' || reply === null) return [];
  for (const key of ['rows', 'data', 'value']) {
    const inner = (reply as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return rowsOf(inner);
    if (typeof inner === 'object' && inner !== null && Array.isArray((inner as Record<string, unknown>).rows)) return rowsOf((inner as Record<string, unknown>).rows);
  }
  return [];
}

/** `{{field}}` placeholders of a row template filled with the row's values, HTML-escaped (the result is sanitised too). */
export function fillRowHtml(template: string, row: ColumnRow): string {
  const escape = (v: unknown) => String(v ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, field: string) => escape(row[field]));
}
