/** `start` plus an ISO 8601 duration (PnYnMnWnDTnHnMnS), calendar-aware for years and months. */
export function addDuration(start: Date, duration: string): Date {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(duration);
  if (!m) throw new Error(`not an ISO 8601 duration: ${duration}`);
  const [, y, mo, w, d, h, mi, s] = m.map((v) => Number(v ?? 0));
  const out = new Date(start.getTime());
  out.setUTCFullYear(out.getUTCFullYear() + y!, out.getUTCMonth() + mo!, out.getUTCDate() + w! * 7 + d!);
  return new Date(out.getTime() + ((h! * 60 + mi!) * 60 + s!) * 1000);
}
