import type { PatentType } from '../enums/patent-type.ts';
import { cleanPatentNumber, type Parsed } from './application-number.ts';

/**
 * Chinese publication (announcement) numbers: `CN` + 7 to 9 digits + a kind code.
 * Kind codes changed on 1 April 2010 (CNIPA): before it a granted invention was C, a utility model Y and a
 * design D; from it they are B, U and S. A (invention application published) is used throughout.
 */
export const KIND_CODE_SWITCH_DATE = '2010-04-01';

export const PUBLICATION_KINDS = {
  A: { types: ['invent'], era: 'any' },
  B: { types: ['invent', 'inventSQ'], era: 'from2010' },
  C: { types: ['invent', 'inventSQ'], era: 'before2010' },
  U: { types: ['newKind'], era: 'from2010' },
  Y: { types: ['newKind'], era: 'before2010' },
  S: { types: ['exterior'], era: 'from2010' },
  D: { types: ['exterior'], era: 'before2010' },
} as const satisfies Record<string, { types: readonly PatentType[]; era: 'any' | 'from2010' | 'before2010' }>;

export type PublicationKind = keyof typeof PUBLICATION_KINDS;
export type PublicationNoError = 'publicationNoFormat' | 'publicationNoKindDate' | 'publicationNoKindType';

export interface PublicationNo {
  digits: string;
  kind: PublicationKind;
  /** Digits and kind code without `CN`: the search key (`110123456A`). */
  normalized: string;
  /** The display form `CN110123456A`. */
  formatted: string;
}

/** Whether a kind code may appear on a publication of that date (`YYYY-MM-DD`). */
export function kindAllowedOn(kind: PublicationKind, date: string): boolean {
  const era = PUBLICATION_KINDS[kind].era;
  if (era === 'any') return true;
  return era === 'from2010' ? date >= KIND_CODE_SWITCH_DATE : date < KIND_CODE_SWITCH_DATE;
}

/** The kind code a publication gets: granted or not, by type and date. */
export function kindFor(type: PatentType, granted: boolean, date: string): PublicationKind {
  const modern = date >= KIND_CODE_SWITCH_DATE;
  if (type === 'newKind') return modern ? 'U' : 'Y';
  if (type === 'exterior') return modern ? 'S' : 'D';
  if (!granted && type === 'invent') return 'A';
  return modern ? 'B' : 'C';
}

/**
 * Parses a publication number typed with or without `CN`, spaces or dots. With `date` the kind code must fit
 * the era; with `type` it must fit the patent type.
 */
export function parsePublicationNo(input: string, context: { date?: string; type?: PatentType } = {}): Parsed<PublicationNo, PublicationNoError> {
  const match = /^(\d{7,9})([A-Z])$/.exec(cleanPatentNumber(input));
  if (!match || !(match[2]! in PUBLICATION_KINDS)) return { ok: false, error: 'publicationNoFormat' };
  const digits = match[1]!;
  const kind = match[2] as PublicationKind;
  if (context.date && !kindAllowedOn(kind, context.date.slice(0, 10))) return { ok: false, error: 'publicationNoKindDate' };
  if (context.type && context.type !== 'other' && !(PUBLICATION_KINDS[kind].types as readonly string[]).includes(context.type)) {
    return { ok: false, error: 'publicationNoKindType' };
  }
  return { ok: true, value: { digits, kind, normalized: `${digits}${kind}`, formatted: `CN${digits}${kind}` } };
}
