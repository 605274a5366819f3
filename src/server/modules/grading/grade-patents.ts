import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import { countClaims, grade, ipcSubclasses, type GradingInputs, type GradingResult } from '../../../common/patents/grading/grading.ts';
import type { Tx } from '../../db/database.ts';

interface InputRow {
  id: number; type: string; legal_status: string; application_date: string; claims: string | null; ipc: string | null; main_ipc: string | null;
  operated: boolean; family_countries: number; cited_by: number; expert: Record<string, number> | null; total: number | null; inputs_hash: string | null;
  /** How many changes of the inputs the triggers of migration 0112 had counted when the row was read. */
  inputs_version: number;
}

/** Which patents to read: those named, or every one of the tenant. */
type Scope = readonly number[] | 'all';

/** The patents' data the automatic indicators read, with the stored expert scores and last grade. */
async function readInputs(tx: Tx, tenantId: number, scope: Scope): Promise<InputRow[]> {
  const only = Array.isArray(scope) ? sql`and p.id in (${sql.join(scope.length ? [...scope] : [0])})` : sql``;
  const { rows } = await sql<InputRow>`
    select p.id, p.type, p.legal_status, p.application_date::text as application_date, p.claims, p.ipc, p.main_ipc, p.operated,
      (select count(distinct f.country_code)::int from patent_family f where f.patent_id = p.id) + 1 as family_countries,
      (select count(*)::int from patent_citation c where c.patent_id = p.id and c.citation_type = 'citedBy') as cited_by,
      g.expert, g.total::float8 as total, g.inputs_hash, coalesce(g.inputs_version, 0) as inputs_version
    from patent p left join patent_grading g on g.patent_id = p.id
    where p.tenant_id = ${tenantId} ${only}`.execute(tx);
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
  return recount(tx, tenantId, patentIds ?? 'all', today, force);
}

/**
 * The maintenance pass's recount: reads only the patents never graded, graded in an earlier year, or whose inputs the
 * triggers saw change since (migration 0112), not every patent of the tenant; then as recountGrades.
 */
export async function recountChangedGrades(tx: Tx, tenantId: number, today = chinaToday()): Promise<number> {
  const ids = await changedPatents(tx, tenantId, today);
  if (!ids.length) return 0;
  // Many (a new year: every patent): one read of the tenant beats a list of ids that long.
  return recount(tx, tenantId, ids.length > 5000 ? 'all' : ids, today, false, true);
}

/**
 * The patents a pass grades again, each found by an index (patent_grading_changed, patent_grading_recounted, the
 * grading's key): never graded, an input changed since (counted by the triggers), or graded before this year began in
 * China (the remaining term counts in years). Asked on their own: inside the read of the inputs the planner took the
 * list for large and scanned every patent.
 */
async function changedPatents(tx: Tx, tenantId: number, today: string): Promise<number[]> {
  const yearBegan = `${today.slice(0, 4)}-01-01T00:00:00+08:00`;
  const { rows } = await sql<{ id: number }>`
    select g.patent_id as id from patent_grading g where g.tenant_id = ${tenantId} and g.inputs_version > g.graded_version
    union select g.patent_id from patent_grading g where g.tenant_id = ${tenantId} and (g.recounted_at is null or g.recounted_at < ${yearBegan}::timestamptz)
    union select q.id from patent q where q.tenant_id = ${tenantId} and not exists (select 1 from patent_grading g where g.patent_id = q.id)`.execute(tx);
  return rows.map((r) => r.id);
}

async function recount(tx: Tx, tenantId: number, scope: Scope, today: string, force: boolean, touch = false): Promise<number> {
  const rows = await readInputs(tx, tenantId, scope);
  let written = 0;
  const unchanged: Array<{ id: number; v: number }> = [];
  const graded: Graded[] = [];
  for (const row of rows) {
    const inputs = inputsOf(row, today);
    const expert = row.expert ?? {};
    const hash = hashOf(inputs, expert);
    if (!force && row.inputs_hash === hash) {
      unchanged.push({ id: row.id, v: row.inputs_version });
      continue;
    }
    graded.push({ patentId: row.id, result: grade(inputs, expert), expert, hash, inputsVersion: row.inputs_version });
    written += 1;
  }
  await storeGrades(tx, tenantId, graded);
  // The pass read these because they were marked: found the same, they count as graded, so the next pass skips them.
  if (unchanged.length && touch) {
    await sql`update patent_grading g set graded_version = greatest(g.graded_version, t.v), recounted_at = now()
      from jsonb_to_recordset(${JSON.stringify(unchanged)}::jsonb) as t(id integer, v integer)
      where g.patent_id = t.id and g.tenant_id = ${tenantId}`.execute(tx);
  }
  return written;
}

/** A grade to store; `inputsVersion` is the count of input changes read with its inputs (readInputs). */
interface Graded { patentId: number; result: GradingResult; expert: Record<string, number>; hash: string; inputsVersion: number }

/** Stores a patent's grade. */
export async function storeGrade(tx: Tx, tenantId: number, patentId: number, result: GradingResult, expert: Record<string, number>, hash: string,
  inputsVersion: number): Promise<void> {
  await storeGrades(tx, tenantId, [{ patentId, result, expert, hash, inputsVersion }]);
}

/** Stores grades, a thousand to a statement (a first grading of a large tenant writes every patent). */
async function storeGrades(tx: Tx, tenantId: number, grades: readonly Graded[]): Promise<void> {
  for (let at = 0; at < grades.length; at += 1000) {
    const rows = grades.slice(at, at + 1000).map((g) => ({
      patent_id: g.patentId, expert: g.expert, result: g.result.indicators, legal: g.result.groups.legal, technical: g.result.groups.technical,
      economic: g.result.groups.economic, total: g.result.total, level: g.result.level, complete: g.result.complete, inputs_hash: g.hash, v: g.inputsVersion,
    }));
    await sql`insert into patent_grading (tenant_id, patent_id, expert, result, legal, technical, economic, total, level, complete, inputs_hash,
        recounted_at, graded_version)
      select ${tenantId}, t.patent_id, t.expert, t.result, t.legal, t.technical, t.economic, t.total, t.level, t.complete, t.inputs_hash, now(), t.v
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(patent_id integer, expert jsonb, result jsonb, legal numeric, technical numeric,
        economic numeric, total numeric, level text, complete boolean, inputs_hash text, v integer)
      on conflict (patent_id) do update set result = excluded.result, legal = excluded.legal, technical = excluded.technical,
        economic = excluded.economic, total = excluded.total, level = excluded.level, complete = excluded.complete,
        inputs_hash = excluded.inputs_hash, recounted_at = now(), graded_version = greatest(patent_grading.graded_version, excluded.graded_version)`.execute(tx);
  }
}

/** One patent's inputs and grade as of today (null when the tenant has no such patent). */
export async function gradeOf(tx: Tx, tenantId: number, patentId: number, expert?: Record<string, number>, today = chinaToday()) {
  const [row] = await readInputs(tx, tenantId, [patentId]);
  if (!row) return null;
  const scores = expert ?? row.expert ?? {};
  const inputs = inputsOf(row, today);
  return { row, inputs, expert: scores, result: grade(inputs, scores), hash: hashOf(inputs, scores) };
}
