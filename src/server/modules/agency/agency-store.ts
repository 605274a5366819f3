import { sql } from 'kysely';
import { ROLE } from '../../../common/enums/roles.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, forbidden, notFound, refused } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { isOffice } from './agency-access.ts';
import { logAgencyChange, readAgency, type AgencyRow } from './agency-row.ts';

/** The bo of the agency form (schemas/bo/patentAgency.json, list dljg). */
export const AGENCY_BO = 'patentAgency';

const FIELDS = ['name', 'code', 'contact', 'phone'] as const;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const rowId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0);
const idsOf = (value: unknown): number[] => (Array.isArray(value)
  ? [...new Set(value.map(Number).filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b) : []);

/** Agents are the tenant's enabled user accounts (not the shared visitor account); 400 naming none other. */
async function checkAgents(tx: Tx, tenantId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const { rows } = await sql<{ id: number }>`select id from app_user
    where tenant_id = ${tenantId} and id = any(${ids}::int[]) and status = 1 and not is_visitor`.execute(tx);
  const known = new Set(rows.map((r) => r.id));
  if (ids.some((id) => !known.has(id))) throw badRequest('agencyAgentUnknown');
}

/**
 * The agency's agents become exactly `ids`; a new agent gets the agent role (dlr: the agency lists and their buttons)
 * unless they hold it. Leaving an agency takes no role away (the account may act for another agency).
 */
async function setAgents(tx: Tx, tenantId: number, agencyId: number, ids: readonly number[], added: readonly number[]): Promise<void> {
  await sql`delete from agency_member where tenant_id = ${tenantId} and agency_id = ${agencyId} and not (user_id = any(${ids}::int[]))`.execute(tx);
  if (!added.length) return;
  await sql`insert into agency_member (tenant_id, agency_id, user_id) select ${tenantId}, ${agencyId}, u from unnest(${added}::int[]) u
    on conflict do nothing`.execute(tx);
  await sql`insert into user_role (tenant_id, user_id, role_id)
    select ${tenantId}, u, r.id from unnest(${added}::int[]) u join role r on r.tenant_id = ${tenantId} and r.code = ${ROLE.agent}
    on conflict do nothing`.execute(tx);
}

const requireOffice = async (tx: Tx, principal: Principal) => {
  if (!(await isOffice(tx, principal))) throw forbidden('agencyAdminOnly');
};

const storedOf = (a: AgencyRow): StoredRecord => ({
  id: String(a.id), version: a.version,
  data: { name: a.name, code: a.code ?? '', contact: a.contact ?? '', phone: a.phone ?? '', agentIds: a.agentIds },
});

/**
 * 代理机构's form (template dljg, form patentAgency) reads and saves patent_agency with its agents (agency_member): the IP
 * office only (403 otherwise); the name unique in the tenant (409); agents the tenant's enabled accounts; a stale version a
 * 409; each save one audit row (agency_log) naming the fields and agents changed. The status has its own command
 * (agency/v1/changeStatus).
 */
export const agencyStore: RecordStore = {
  authorize: requireOffice,
  mayChange: (tx, principal) => isOffice(tx, principal),
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const agency = await readAgency(tx, principal.tenantId, rowId(id), lock);
    if (!agency) throw notFound('agencyNotFound');
    return storedOf(agency);
  },
  async write(tx, principal, _lang, data, existing) {
    const tenantId = principal.tenantId;
    const values = { name: text(data.name), code: text(data.code) || null, contact: text(data.contact) || null, phone: text(data.phone) || null };
    if (!values.name) throw badRequest('agencyNameRequired');
    const agentIds = idsOf(data.agentIds);
    await checkAgents(tx, tenantId, agentIds);
    const before = existing ? idsOf(existing.data.agentIds) : [];
    const added = agentIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !agentIds.includes(id));
    const taken = await sql`select 1 from patent_agency where tenant_id = ${tenantId} and name = ${values.name}
      and id <> ${existing ? Number(existing.id) : 0}`.execute(tx);
    if (taken.rows.length) throw refused('agencyNameTaken', { name: values.name });
    if (!existing) {
      const { rows } = await sql<{ id: number; version: number }>`insert into patent_agency (tenant_id, name, code, contact, phone)
        values (${tenantId}, ${values.name}, ${values.code}, ${values.contact}, ${values.phone})
        on conflict (tenant_id, name) do nothing returning id, version`.execute(tx);
      // Another office user added the same name a moment ago.
      if (!rows[0]) throw refused('agencyNameTaken', { name: values.name });
      await setAgents(tx, tenantId, rows[0].id, agentIds, added);
      await logAgencyChange(tx, tenantId, rows[0].id, 'create', null, 'active', principal.userId, { ...values, agentsAdded: added });
      return { id: String(rows[0].id), version: rows[0].version };
    }
    const id = Number(existing.id);
    const { rows } = await sql<{ version: number; status: 'active' | 'suspended' }>`update patent_agency set name = ${values.name}, code = ${values.code},
        contact = ${values.contact}, phone = ${values.phone}, version = version + 1
      where tenant_id = ${tenantId} and id = ${id} and version = ${existing.version} returning version, status`.execute(tx);
    if (!rows[0]) throw new AppError(409, 'agencyStale');
    await setAgents(tx, tenantId, id, agentIds, added);
    const changed = FIELDS.filter((f) => (existing.data[f] || null) !== values[f]);
    await logAgencyChange(tx, tenantId, id, 'edit', rows[0].status, rows[0].status, principal.userId,
      { changed, agentsAdded: added, agentsRemoved: removed });
    return { id: String(id), version: rows[0].version };
  },
};
