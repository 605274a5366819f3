import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import { patentSearchTokens } from '../../../common/patents/search-tokens.ts';

/**
 * Recomputes the keyword tokens of the patents of a college, department or research group. Tokens hold the
 * organisation's name, so whoever renames an org calls this in the same transaction.
 */
export async function refreshPatentSearchTokens(tx: Tx, orgId: number): Promise<number> {
  const rows = await tx.selectFrom('patent as p')
    .leftJoin('org as o', 'o.id', 'p.org_id')
    .leftJoin('org as s', 's.id', 'p.subject_id')
    .select(['p.id', 'p.name', 'p.inventors', 'o.name as orgName', 's.name as subjectName'])
    .where((eb) => eb.or([eb('p.org_id', '=', orgId), eb('p.subject_id', '=', orgId)]))
    .execute();
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    const values = part.map((r) => sql`(${r.id}::integer, ${patentSearchTokens(r)}::text[])`);
    await sql`update patent set search_tokens = v.tokens, updated_at = now()
      from (values ${sql.join(values)}) as v(id, tokens) where patent.id = v.id`.execute(tx);
  }
  return rows.length;
}
