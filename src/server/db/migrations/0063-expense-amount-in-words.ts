import { sql, type Kysely } from 'kysely';

interface Formula { target: string; expression: string }

export const AMOUNT_IN_WORDS_FORMULA: Formula = { target: 'amountInWords', expression: '$moneyInWords(amount)' };

/**
 * The expense claim form (expenseClaim) shipped 金额大写 without a formula, so it never filled. Tenants created
 * before get a new version of the form computing it with $moneyInWords (nzh), where the current version still has
 * no formula for the field (an administrator's own formula is kept). A fresh database seeds schemas/ with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; tenant_id: number; version: number; schema_version: number; body: { formulas?: Formula[] } }>`
    select id, tenant_id, version, schema_version, body from definition where kind = 'form' and key = 'expenseClaim' and is_current`.execute(db);
  for (const row of rows) {
    const formulas = row.body.formulas ?? [];
    if (formulas.some((f) => f.target === AMOUNT_IN_WORDS_FORMULA.target)) continue;
    const body = { ...row.body, formulas: [...formulas, AMOUNT_IN_WORDS_FORMULA] };
    await sql`update definition set is_current = false where id = ${row.id}`.execute(db);
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      values (${row.tenant_id}, 'form', 'expenseClaim', ${row.version + 1}, ${row.schema_version}, ${JSON.stringify(body)}::jsonb, true,
        '金额大写 computed from the amount ($moneyInWords)')`.execute(db);
  }
}
