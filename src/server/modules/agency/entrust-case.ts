import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { chinaToday } from '../../../common/patents/annual-fees/index.ts';
import type { Tx } from '../../db/database.ts';
import { translatorFor } from '../../lib/i18n.ts';
import type { Run } from '../../bpm/run-context.ts';
import { agencyMembers, logCaseMove } from './case-row.ts';
import { AGENCY_CASES_PATH } from './move-case.ts';

export interface NewCase {
  title: string;
  patentType?: string;
  serviceType: string;
  agencyName: string;
  agentName?: string | null;
  fee: number;
  entrustDate: string;
  deadline?: string | null;
  entrustedBy: number;
  orgId?: number | null;
  patentId?: number | null;
  applicationNo?: string | null;
  flowInstanceId?: number | null;
}

/** The agency of that name, added (active) when the tenant has none yet. */
export async function agencyByName(tx: Tx, tenantId: number, name: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into patent_agency (tenant_id, name) values (${tenantId}, ${name.trim()})
    on conflict (tenant_id, name) do update set name = excluded.name returning id`.execute(tx);
  return rows[0]!.id;
}

/**
 * Opens an agency case in state entrusted: its number (DL<year>-<serial>), the agreed service fee as the case's first
 * agency fee, an audit row, and a message to each agent of the agency.
 */
export async function entrustCase(tx: Tx, tenantId: number, c: NewCase, lang: Language = 'zh-CN'): Promise<{ id: number; caseNo: string }> {
  const agencyId = await agencyByName(tx, tenantId, c.agencyName);
  const year = c.entrustDate.slice(0, 4);
  const { rows: serial } = await sql<{ n: number }>`select coalesce(max(substring(case_no from 8)::int), 0) + 1 as n from agency_case
    where tenant_id = ${tenantId} and case_no like ${`DL${year}-%`}`.execute(tx);
  const caseNo = `DL${year}-${String(serial[0]!.n).padStart(4, '0')}`;
  const orgId = c.orgId ?? (await sql<{ org_id: number }>`select org_id from user_org where tenant_id = ${tenantId} and user_id = ${c.entrustedBy}
    order by is_master desc, org_id limit 1`.execute(tx)).rows[0]?.org_id ?? null;
  const { rows } = await sql<{ id: number }>`insert into agency_case (tenant_id, case_no, title, patent_type, service_type, agency_id, agent_name, patent_id,
      org_id, entrusted_by, entrust_date, deadline, fee, application_no, flow_instance_id)
    values (${tenantId}, ${caseNo}, ${c.title}, ${c.patentType ?? 'invent'}, ${c.serviceType}, ${agencyId}, ${c.agentName ?? null}, ${c.patentId ?? null},
      ${orgId}, ${c.entrustedBy}, ${c.entrustDate}, ${c.deadline ?? null}, ${c.fee}, ${c.applicationNo ?? null}, ${c.flowInstanceId ?? null})
    returning id`.execute(tx);
  const id = rows[0]!.id;
  if (c.fee > 0) await sql`insert into agency_fee (tenant_id, case_id, kind, amount) values (${tenantId}, ${id}, 'service', ${c.fee})`.execute(tx);
  await logCaseMove(tx, tenantId, id, 'entrust', '', 'entrusted', c.entrustedBy, null);
  const members = (await agencyMembers(tx, tenantId, agencyId)).filter((u) => u !== c.entrustedBy);
  if (members.length) {
    const sender = await tx.selectFrom('app_user').select('fullname').where('id', '=', c.entrustedBy).executeTakeFirstOrThrow();
    const subject = translatorFor(lang)('agencyEntrustMessage', { sender: sender.fullname, title: c.title, caseNo });
    await tx.insertInto('portal_message').values(members.map((to) => ({
      tenant_id: tenantId, receiver_id: to, sender_id: c.entrustedBy, type: 'system' as const, subject, content: null, url: AGENCY_CASES_PATH,
    }))).execute();
  }
  return { id, caseNo };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

/**
 * An approved 代理机构委托 (flow agencyEntrust) opens the agency case: the form as the IP administrator confirmed it
 * (agency, agent, fee, deadline), entrusted by the flow's initiator. A flow ended without an agency opens nothing.
 */
export async function caseFromEntrustFlow(run: Run): Promise<void> {
  const row = await run.tx.selectFrom('bpm_instance').select('data').where('id', '=', run.instance.id).executeTakeFirst();
  const data = (row?.data ?? run.instance.data) as Record<string, unknown>;
  const agencyName = text(data.agency);
  const title = text(data.patentTitle) ?? run.instance.subject;
  if (!agencyName) return;
  const fee = Number(data.fee);
  const service = text(data.serviceType) ?? '新申请';
  await entrustCase(run.tx, run.tenantId, {
    title, serviceType: service, agencyName, agentName: text(data.agencyContact), fee: Number.isFinite(fee) && fee >= 0 ? fee : 0,
    entrustDate: day(data.entrustDate) ?? chinaToday(), deadline: day(data.deadline), entrustedBy: run.instance.creatorId,
    applicationNo: text(data.applicationNo), flowInstanceId: run.instance.id,
  });
}
