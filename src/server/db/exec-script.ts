import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Splits SQL text into statements at semicolons that end a line outside `$$` bodies. */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of script.split('\n')) {
    inDollar = (line.match(/\$\$/g)?.length ?? 0) % 2 === 1 ? !inDollar : inDollar;
    current += `${line}\n`;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** Runs a multi-statement script one statement at a time (the extended protocol takes one per call). */
export async function execScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) await sql.raw(statement).execute(db);
}
