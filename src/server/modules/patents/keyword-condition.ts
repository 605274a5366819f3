import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { keywordTokens, numberPrefix } from '../../../common/patents/search-tokens.ts';
import { escapeLike } from '../../query/compile-condition.ts';

/** The exclusive upper bound of a prefix range: the prefix with its last character moved up by one. */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * How a keyword of the search box is looked up (DESIGN.md section 7):
 * - text: its bigram tokens (GIN index) and an ILIKE pattern over title, inventors, college and research group;
 * - number: a prefix of the normalised application / publication number (text_pattern_ops btree);
 * - none: neither (one Latin letter or digit) - it matches nothing.
 * A keyword that reads as a number is searched as a number only: its digit pairs would match nearly every row's tokens.
 */
export type KeywordLookup =
  | { kind: 'text'; tokens: string[]; pattern: string }
  | { kind: 'number'; prefix: string }
  | { kind: 'none' };

export function keywordLookup(keyword: string): KeywordLookup {
  const prefix = numberPrefix(keyword);
  if (prefix) return { kind: 'number', prefix };
  const tokens = keywordTokens(keyword);
  if (!tokens.length) return { kind: 'none' };
  return { kind: 'text', tokens, pattern: `%${escapeLike(keyword.trim().replace(/\s+/g, ' '))}%` };
}

/** `p.id in` the text hits (patent_keyword_match, migration 0040), all of them or the first `max`. */
export function textHits(lookup: Extract<KeywordLookup, { kind: 'text' }>, max?: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`p.id in (select m.id from patent_keyword_match(cast(${lookup.tokens} as text[]), ${lookup.pattern}, ${max ?? null}::integer) as m(id))`;
}

/**
 * The same text match tested on the current row of `patent p` (joined to its college `o` and group `s`), for an
 * index-ordered scan that stops after a page. Wrapped in a sub-select on purpose: the planner then cannot estimate
 * it (or turn it into a join) and keeps walking the order's index, which is only right when the keyword is common
 * (keyword-plan.ts decides).
 */
export function textOnRow(lookup: Extract<KeywordLookup, { kind: 'text' }>): RawBuilder<SqlBool> {
  const like = (column: string) => sql`${sql.ref(column)} ilike ${lookup.pattern} escape '\\'`;
  return sql<SqlBool>`coalesce((select p.search_tokens @> cast(${lookup.tokens} as text[])
    and (${like('p.name')} or ${like('p.inventor')} or ${like('o.name')} or ${like('s.name')})), false)`;
}

/** The number ranges: ids from the two prefix indexes, then the same ranges on the row (as before 0040). */
function numberCondition(prefix: string): RawBuilder<SqlBool> {
  const candidates: RawBuilder<unknown>[] = [];
  const matches: RawBuilder<SqlBool>[] = [];
  for (const column of ['application_no_norm', 'publication_no_norm']) {
    // `~>=~` and `~<~` are leakproof, so row-level security lets the text_pattern_ops indexes serve them.
    candidates.push(sql`select n.id from patent n where ${sql.ref(`n.${column}`)} ~>=~ ${prefix} and ${sql.ref(`n.${column}`)} ~<~ ${prefixEnd(prefix)}`);
    matches.push(sql<SqlBool>`(${sql.ref(`p.${column}`)} ~>=~ ${prefix} and ${sql.ref(`p.${column}`)} ~<~ ${prefixEnd(prefix)})`);
  }
  return sql<SqlBool>`(p.id in (${sql.join(candidates, sql` union `)}) and (${sql.join(matches, sql` or `)}))`;
}

/**
 * The keyword over `patent p` (left-joined to `org o` and `org s`) without scanning the table: every text hit, or
 * the number ranges. Used where all matches are wanted (the registered views of the engine's lists, custom sorts).
 */
export function keywordCondition(keyword: string): RawBuilder<SqlBool> {
  const lookup = keywordLookup(keyword);
  if (lookup.kind === 'text') return textHits(lookup);
  if (lookup.kind === 'number') return numberCondition(lookup.prefix);
  return sql<SqlBool>`false`;
}
