import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';

export type AgencyStatus = 'active' | 'suspended';

/** A patent agency as the administration commands read it (locked when `lock`), with its agents' user ids. */
export interface AgencyRow { id: number; name: string; code: string | null; contact: string | null; phone: string | null; status: AgencyStatus; version: number; agentIds: number[] }

export async function readAgency(tx: Tx, tenantId: number, id: number, lock: boolean): Promise<AgencyRow | undefined> {
  const { rows } = await sql<Omit<AgencyRow, 'agentIds'>>`select id, name, code, contact, phone, status, version from patent_agency
    where tenant_id = ${tenantId} and id = ${id} ${lock ? sql`for update` : sql``}`.execute(tx);
  const agency = rows[0];
  if (!agency) return undefined;
  const { rows: members } = await sql<{ user_id: number }>`select user_id from agency_member
    where tenant_id = ${tenantId} and agency_id = ${id} order by user_id`.execute(tx);
  return { ...agency, agentIds: members.map((m) => m.user_id) };
}

/** One audit row of an agency: added, edited (the fields and agents changed), suspended or reinstated. */
export async function logAgencyChange(tx: Tx, tenantId: number, agencyId: number, action: 'create' | 'edit' | 'suspend' | 'activate',
  from: AgencyStatus | null, to: AgencyStatus, actorId: number, detail: Record<string, unknown> | null = null): Promise<void> {
  await sql`insert into agency_log (tenant_id, agency_id, action, from_status, to_status, actor_id, detail)
    values (${tenantId}, ${agencyId}, ${action}, ${from}, ${to}, ${actorId}, ${detail ? JSON.stringify(detail) : null}::jsonb)`.execute(tx);
}
