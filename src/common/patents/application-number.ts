/**
 * Chinese patent application numbers (CNIPA):
 * - since Oct 2003: `YYYY T NNNNNNN . C` — 4-digit filing year, type digit, 7-digit serial, check character;
 * - before: `YY T NNNNN . C` — 2-digit year, type digit, 5-digit serial, check character.
 * Type digit: 1 invention, 2 utility model, 3 design, 8 PCT invention, 9 PCT utility model.
 * Check character: sum of digit × weight (2,3,4,5,6,7,8,9 repeating from the first digit) mod 11; 10 is written X.
 * Pure: used by the client (form validation) and the server (normalising, search).
 */

export type ApplicationNoError = 'applicationNoFormat' | 'applicationNoType' | 'applicationNoCheckDigit';

export interface ApplicationNo {
  /** The 12 or 8 digits before the check character. */
  digits: string;
  checkDigit: string;
  form: 'current' | 'legacy';
  /** Four-digit filing year (legacy two-digit years read as 19YY from 85, else 20YY). */
  year: number;
  typeDigit: ApplicationTypeDigit;
  /** Digits and check character, no prefix or dot: the search key (`2004100123456`). */
  normalized: string;
  /** The display form `CN200410012345.6`. */
  formatted: string;
}

export const APPLICATION_TYPE_DIGITS = ['1', '2', '3', '8', '9'] as const;
export type ApplicationTypeDigit = (typeof APPLICATION_TYPE_DIGITS)[number];

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9];

/** The check character of 12 or 8 application-number digits. */
export function applicationCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * WEIGHTS[i % WEIGHTS.length]!;
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Strips what people type around a number: spaces, dots, a `CN` or `ZL` prefix; upper-cases. */
export function cleanPatentNumber(input: string): string {
  return input.replace(/[\s.\u3000·]/g, '').toUpperCase().replace(/^(CN|ZL)/, '');
}

export type Parsed<T, E> = { ok: true; value: T } | { ok: false; error: E };

/**
 * Parses an application number typed with or without `CN`/`ZL`, dot and spaces.
 * Without `requireCheckDigit` a number given without its check character is completed.
 */
export function parseApplicationNo(input: string, options: { requireCheckDigit?: boolean } = {}): Parsed<ApplicationNo, ApplicationNoError> {
  const requireCheck = options.requireCheckDigit ?? true;
  const text = cleanPatentNumber(input);
  const match = /^(\d{12}|\d{8})([\dX]?)$/.exec(text);
  if (!match) return { ok: false, error: 'applicationNoFormat' };
  const digits = match[1]!;
  const given = match[2]!;
  if (!given && requireCheck) return { ok: false, error: 'applicationNoFormat' };
  const current = digits.length === 12;
  const typeDigit = digits[current ? 4 : 2]!;
  if (!(APPLICATION_TYPE_DIGITS as readonly string[]).includes(typeDigit)) return { ok: false, error: 'applicationNoType' };
  const yy = Number(digits.slice(0, 2));
  const year = current ? Number(digits.slice(0, 4)) : (yy >= 85 ? 1900 + yy : 2000 + yy);
  // The 12-digit form started in October 2003; the 8-digit form ran from 1985 to 2003.
  if (current ? year < 2003 : year > 2003) return { ok: false, error: 'applicationNoFormat' };
  const checkDigit = applicationCheckDigit(digits);
  if (given && given !== checkDigit) return { ok: false, error: 'applicationNoCheckDigit' };
  return {
    ok: true,
    value: {
      digits, checkDigit, form: current ? 'current' : 'legacy', year, typeDigit: typeDigit as ApplicationTypeDigit,
      normalized: `${digits}${checkDigit}`, formatted: `CN${digits}.${checkDigit}`,
    },
  };
}

/** The display form of a valid number, else the input unchanged. */
export function formatApplicationNo(input: string): string {
  const parsed = parseApplicationNo(input, { requireCheckDigit: false });
  return parsed.ok ? parsed.value.formatted : input;
}

/** Builds a valid current-form number from its parts (the demo generator, tests). */
export function makeApplicationNo(year: number, typeDigit: ApplicationTypeDigit, serial: number): ApplicationNo {
  const digits = `${year}${typeDigit}${String(serial).padStart(7, '0')}`;
  const parsed = parseApplicationNo(digits, { requireCheckDigit: false });
  if (!parsed.ok) throw new Error(`invalid application number parts ${digits}`);
  return parsed.value;
}
