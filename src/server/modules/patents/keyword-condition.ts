import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { keywordTokens, numberPrefix } from '../../../common/patents/search-tokens.ts';
import { escapeLike } from '../../query/compile-condition.ts';

/** The exclusive upper bound of a prefix range: the prefix with its last character moved up by one. */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * The keyword of the search box over name, application no., publication no., college, research group and
 * inventor (DESIGN.md section 7), without scanning the table:
 * - text: candidate ids from the bigram GIN index (patent_token_match), then an ILIKE on the real columns
 *   keeps only rows holding the keyword as one piece;
 * - numbers: a prefix range on the normalised application / publication number (text_pattern_ops btree;
 *   `~>=~` and `~<~` are leakproof, so row-level security lets the index serve them).
 * A keyword that reads as a number is searched as a number only (titles rarely hold digit runs); one with
 * neither pieces nor a number prefix (one Latin letter or digit) matches nothing.
 */
export function keywordCondition(keyword: string): RawBuilder<SqlBool> {
  const prefix = numberPrefix(keyword);
  // A number is looked up as a number only: its digit pairs would match nearly every row's tokens anyway.
  const tokens = prefix ? [] : keywordTokens(keyword);
  const candidates: RawBuilder<unknown>[] = [];
  const matches: RawBuilder<SqlBool>[] = [];
  if (tokens.length) {
    candidates.push(sql`select m.id from patent_token_match(cast(${tokens} as text[])) as m(id)`);
    const pattern = `%${escapeLike(keyword.trim().replace(/\s+/g, ' '))}%`;
    for (const column of ['p.name', 'p.inventor', 'o.name', 's.name']) matches.push(sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`);
  }
  if (prefix) {
    for (const column of ['application_no_norm', 'publication_no_norm']) {
      candidates.push(sql`select n.id from patent n where ${sql.ref(`n.${column}`)} ~>=~ ${prefix} and ${sql.ref(`n.${column}`)} ~<~ ${prefixEnd(prefix)}`);
      matches.push(sql<SqlBool>`(${sql.ref(`p.${column}`)} ~>=~ ${prefix} and ${sql.ref(`p.${column}`)} ~<~ ${prefixEnd(prefix)})`);
    }
  }
  if (!candidates.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`(p.id in (${sql.join(candidates, sql` union `)}) and (${sql.join(matches, sql` or `)}))`;
}
