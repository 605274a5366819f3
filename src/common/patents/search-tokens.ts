import { cleanPatentNumber } from './application-number.ts';

/**
 * Keyword search tokens (DESIGN.md section 7). Chinese keywords are short (电池, 芯片), too short for trigrams,
 * so each searchable text (title, each inventor, college, research group) is stored as the set of its
 * overlapping two-character pieces plus its single Han characters. A keyword's pieces are then a subset of the
 * pieces of any text containing it, so `tokens @> keywordTokens(k)` finds every candidate through a GIN index;
 * an ILIKE on the real columns removes candidates whose pieces are there but not in order.
 * Only ASCII letters are lower-cased, as ILIKE does under the C collation.
 */
const HAN = /\p{Script=Han}/u;

function lowerAscii(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

function piecesOf(text: string, into: Set<string>): void {
  const chars = Array.from(lowerAscii(text.trim()).replace(/\s+/g, ' '));
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (HAN.test(c)) into.add(c);
    if (i + 1 < chars.length) into.add(c + chars[i + 1]!);
  }
}

/** The stored tokens of a patent's searchable texts (pieces never span two texts). */
export function searchTokens(texts: readonly (string | null | undefined)[]): string[] {
  const set = new Set<string>();
  for (const text of texts) if (text) piecesOf(text, set);
  return [...set].sort();
}

/** The tokens a keyword needs: its two-character pieces, or its one Han character; empty when it has none. */
export function keywordTokens(keyword: string): string[] {
  const set = new Set<string>();
  const text = lowerAscii(keyword.trim()).replace(/\s+/g, ' ');
  const chars = Array.from(text);
  if (chars.length === 1) {
    if (HAN.test(chars[0]!)) set.add(chars[0]!);
  } else {
    piecesOf(text, set);
    for (const c of chars) set.delete(c);
  }
  return [...set].sort();
}

/**
 * The number-prefix form of a keyword when it could start an application or publication number
 * (`CN2019 1012`, `201910`, `cn110123456a`): digits, then possibly X or a kind letter; else null.
 */
export function numberPrefix(keyword: string): string | null {
  const text = cleanPatentNumber(keyword);
  return /^\d{2,}[0-9A-Z]?$/.test(text) ? text : null;
}

/** The texts a patent is found by: title, each inventor, college or department, research group. */
export function patentSearchTokens(p: { name: string; inventors: readonly string[]; orgName?: string | null; subjectName?: string | null }): string[] {
  return searchTokens([p.name, ...p.inventors, p.orgName, p.subjectName]);
}
