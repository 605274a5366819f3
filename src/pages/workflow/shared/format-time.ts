/** An ISO time as the lists show it: yyyy-mm-dd hh:mm in the browser's zone; '' when absent. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Today as yyyy-mm-dd (the watermark's date). */
export const today = (now = new Date()) => formatTime(now.toISOString()).slice(0, 10);
