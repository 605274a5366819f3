/** `YYYY-MM-DD HH:mm` on the browser's clock for an ISO instant ('' for none). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** `HH:mm` on the browser's clock. */
export const formatClock = (iso: string) => formatDateTime(iso).slice(11);

/** The browser's day `YYYY-MM-DD` of an instant (default now). */
export function localDay(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
