import { sql } from 'kysely';
import type { Tx } from '../../../db/database.ts';

/**
 * Bumps the tenant's dictVersion (sys_property) inside the command's transaction and returns the new value: browsers
 * holding an older version drop their cached dictionaries. The row lock also serialises dictionary commands per tenant.
 */
export async function bumpDictVersion(tx: Tx, tenantId: number): Promise<number> {
  const row = await sql<{ v: number }>`
    insert into sys_property (tenant_id, alias, value) values (${tenantId}, 'dictVersion', to_jsonb(1))
    on conflict (tenant_id, alias) do update
      set value = to_jsonb(coalesce(case when jsonb_typeof(sys_property.value) = 'number' then (sys_property.value #>> '{}')::integer end, 0) + 1)
    returning (value #>> '{}')::integer as v`.execute(tx);
  return row.rows[0]!.v;
}
