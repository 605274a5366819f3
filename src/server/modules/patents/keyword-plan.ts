import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Tx } from '../../db/database.ts';
import { keywordCondition, keywordLookup, type KeywordLookup } from './keyword-condition.ts';

/**
 * Totals of the library search are exact up to this many patents; above it the reply says "at least" (totalCapped).
 * Counting every hit of a common two-character keyword (电池 holds 9 % of a library) read each hit's row: seconds
 * on a million patents, for a number nobody pages through.
 */
export const COUNT_CAP = 10_000;

type TextLookup = Extract<KeywordLookup, { kind: 'text' }>;

/**
 * How the list call looks a keyword up, decided by counting its hits up to the cap first (one bounded index read):
 * - `exact`: a number prefix, or a text with at most `cap` hits - the page sorts all of them, `hits` is the total;
 * - `common`: a text with more hits - the page walks the sort's index and tests each row (textOnRow), stopping after
 *   the page, and the total is only counted over the first `cap` + 1 hits.
 */
export type KeywordPlan =
  | { kind: 'exact'; where: RawBuilder<SqlBool>; hits?: number }
  | { kind: 'common'; lookup: TextLookup; cap: number };

/** `cap`: COUNT_CAP, smaller in tests. */
export async function planKeyword(tx: Tx, keyword: string, cap = COUNT_CAP): Promise<KeywordPlan> {
  const lookup = keywordLookup(keyword);
  if (lookup.kind !== 'text') return { kind: 'exact', where: keywordCondition(keyword), hits: lookup.kind === 'none' ? 0 : undefined };
  const { rows } = await sql<{ ids: number[] | null }>`select array_agg(m.id) as ids
    from patent_keyword_match(cast(${lookup.tokens} as text[]), ${lookup.pattern}, ${cap + 1}::integer) as m(id)`.execute(tx);
  const ids = rows[0]?.ids ?? [];
  if (ids.length > cap) return { kind: 'common', lookup, cap };
  // The hits are in hand: the page and count take them by primary key instead of reading the index again.
  return { kind: 'exact', where: sql<SqlBool>`p.id = any(cast(${ids} as integer[]))`, hits: ids.length };
}
