/** Serial numbers (identity rules): `{yyyy}{MM}{dd}{NNNN}` plus fixed text, reset daily, monthly, yearly or never. */
export type SerialReset = 'never' | 'daily' | 'monthly' | 'yearly';

/** Dates of serial numbers are the calendar in China, wherever the server runs. */
export const SERIAL_TIME_ZONE = 'Asia/Shanghai';

const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SERIAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function calendarOf(at: Date): { yyyy: string; MM: string; dd: string } {
  const get = (type: string) => parts.formatToParts(at).find((p) => p.type === type)!.value;
  return { yyyy: get('year'), MM: get('month'), dd: get('day') };
}

/** The counter's period: a new period starts the counter again ('' = never). Keys of one reset kind sort in time order. */
export function periodKey(reset: SerialReset, at: Date): string {
  const { yyyy, MM, dd } = calendarOf(at);
  return reset === 'daily' ? `${yyyy}${MM}${dd}` : reset === 'monthly' ? `${yyyy}${MM}` : reset === 'yearly' ? yyyy : '';
}

/** The number as the rule writes it; `{NNNN}` pads the counter to four digits (a longer counter is not cut). */
export function formatSerial(rule: string, value: number, at: Date): string {
  const { yyyy, MM, dd } = calendarOf(at);
  return rule.replace(/\{(yyyy|yy|MM|dd|N+)\}/g, (_, token: string) => {
    if (token === 'yyyy') return yyyy;
    if (token === 'yy') return yyyy.slice(2);
    if (token === 'MM') return MM;
    if (token === 'dd') return dd;
    return String(value).padStart(token.length, '0');
  });
}
