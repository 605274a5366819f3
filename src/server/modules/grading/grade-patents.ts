import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import { countClaims, grade, ipcSubclasses, type GradingInputs, type GradingResult } from '../../../common/patents/grading/grading.ts';
import type { Tx } from '../../db/database.ts';

interface InputRow {
  id: number; type: string; legal_status: string; application_date: string; claims: string | null; ipc: string | null; main_ipc: string | null;
  operated: boolean; family_countries: number; cited_by: number; expert: Record<string, number> | null; total: number | null; inputs_hash: string | null;
}

/** The patents' data the automatic indicators read, with the stored expert scores and last grade. */
async function readInputs(tx: Tx, tenantId: number, patentIds?: readonly number[]): Promise<InputRow[]> {
  const { rows } = await sql<InputRow>`
    select p.id, p.type, p.legal_status, p.application_date::text as application_date, p.claims, p.ipc, p.main_ipc, p.operated,
      (select count(distinct f.country_code)::int from patent_family f where f.patent_id = p.id) + 1 as family_countries,
      (select count(*)::int from patent_citation c where c.patent_id = p.id and c.citation_type = 'citedBy') as cited_by,
      g.expert, g.total::float8 as total, g.inputs_hash
    from patent p left join patent_grading g on g.patent_id = p.id
    where p.tenant_id = ${tenantId} ${patentIds ? sql`and p.id in (${sql.join(patentIds.length ? [...patentIds] : [0])})` : sql``}`.execute(tx);
  return rows;
}

export function inputsOf(row: InputRow, today: string): GradingInputs {
  return {
    type: row.type, legalStatus: row.legal_status, applicationDate: row.application_date, today,
    claimCount: countClaims(row.claims), familyCountries: row.family_countries, forwardCitations: row.cited_by,
    ipcSubclasses: ipcSubclasses(row.ipc, row.main_ipc), operated: row.operated,
  };
}

const hashOf = (inputs: GradingInputs, expert: Record<string, number>) =>
  createHash('sha256').update(JSON.stringify([{ ...inputs, today: inputs.today.slice(0, 4) }, expert])).digest('base64url').slice(0, 22);

/**
 * Recomputes the grade of the tenant's patents (or those named) whose inputs changed since they were last graded (a
 * hash of the data the indicators read and the expert scores; the remaining term is taken per year), and stores it.
 * Returns how many grades were written.
 */
export async function recountGrades(tx: Tx, tenantId: number, patentIds?: readonly number[], today = chinaToday(), force = false): Promise<number> {
  const rows = await readInputs(tx, tenantId, patentIds);
  let written = 0;
  for (const row of rows) {
    const inputs = inputsOf(row, today);
    const expert = row.expert ?? {};
    const hash = hashOf(inputs, expert);
    if (!force && row.inputs_hash === hash) continue;
    await storeGrade(tx, tenantId, row.id, grade(inputs, expert), expert, hash);
    written += 1;
  }
  return written;
}

export async function storeGrade(tx: Tx, tenantId: number, patentId: number, r: GradingResult, expert: Record<string, number>, hash: string): Promise<void> {
  await sql`insert into patent_grading (tenant_id, patent_id, expert, result, legal, technical, economic, total, level, complete, inputs_hash, recounted_at)
    values (${tenantId}, ${patentId}, ${JSON.stringify(expert)}::jsonb, ${JSON.stringify(r.indicators)}::jsonb, ${r.groups.legal}, ${r.groups.technical},
      ${r.groups.economic}, ${r.total}, ${r.level}, ${r.complete}, ${hash}, now())
    on conflict (patent_id) do update set result = excluded.result, legal = excluded.legal, technical = excluded.technical,
      economic = excluded.economic, total = excluded.total, level = excluded.level, complete = excluded.complete,
      inputs_hash = excluded.inputs_hash, recounted_at = now()`.execute(tx);
}

/** One patent's inputs and grade as of today (null when the tenant has no such patent). */
export async function gradeOf(tx: Tx, tenantId: number, patentId: number, expert?: Record<string, number>, today = chinaToday()) {
  const [row] = await readInputs(tx, tenantId, [patentId]);
  if (!row) return null;
  const scores = expert ?? row.expert ?? {};
  const inputs = inputsOf(row, today);
  return { row, inputs, expert: scores, result: grade(inputs, scores), hash: hashOf(inputs, scores) };
}
