import { sql } from 'kysely';
import type { KeepStatusBody } from '../../../common/api/maintenance.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { KEEP_ACTION_PHRASES } from '../../../common/i18n/errors-maintenance.ts';
import { actionForTarget, chinaToday, keepMove, KEEP_STATUSES, type KeepAction, type KeepStatus } from '../../../common/patents/annual-fees/index.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { unreadChanged } from '../home/unread-sources.ts';
import { logMove, readFee, type FeeRow } from './fee-row.ts';
import { requireOffice } from './office-roles.ts';
import { syncAnnualFees } from './sync-annual-fees.ts';

/** 409 naming the current state and the refused move, in the caller's language. */
export function moveRefused(action: KeepAction, from: KeepStatus, lang: Language): AppError {
  return new AppError(409, 'keepMoveRefused', { from: KEEP_STATUSES[from][lang], action: KEEP_ACTION_PHRASES[lang][action] });
}

/** Where the maintenance list lives (the messages link there). */
export const MAINTENANCE_PATH = '/zlgl/template/preview/nfwh';

/** The inventors of a patent who are users of the tenant (by full name, as "my patents" matches them). */
async function inventorUsers(tx: Tx, tenantId: number, patentId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select distinct u.id from patent_inventor i join app_user u on u.tenant_id = i.tenant_id and u.fullname = i.name
    where i.tenant_id = ${tenantId} and i.patent_id = ${patentId} and not u.is_visitor`.execute(tx);
  return rows.map((r) => r.id);
}

async function askInventors(tx: Tx, principal: Principal, fee: FeeRow, lang: Language): Promise<number[]> {
  const users = (await inventorUsers(tx, principal.tenantId, fee.patent_id)).filter((u) => u !== principal.userId);
  if (!users.length) return [];
  const sender = await tx.selectFrom('app_user').select('fullname').where('id', '=', principal.userId).executeTakeFirstOrThrow();
  const subject = translatorFor(lang)('keepConsultMessage', { sender: sender.fullname, name: fee.name, applicationNo: fee.application_no, year: fee.fee_year, dueDate: fee.due_date });
  await tx.insertInto('portal_message').values(users.map((to) => ({
    tenant_id: principal.tenantId, receiver_id: to, sender_id: principal.userId, type: 'system' as const, subject, content: null, url: MAINTENANCE_PATH,
  }))).execute();
  return users;
}

/**
 * POST /api/patentkeep/v1/update/status: the IP office consults the inventors, decides to keep or abandon an annual
 * fee, or (keep from lapsed) records a restoration request. One transaction: the fee row locked, its version
 * checked (409 when stale), the move checked against the state machine (409 naming the state), an audit row.
 */
export async function changeKeepStatus(db: Db, principal: Principal, body: KeepStatusBody, lang: Language, today = chinaToday()) {
  let asked: number[] = [];
  const result = await withTenant(db, principal.tenantId, async (tx) => {
    await requireOffice(tx, principal);
    const fee = await readFee(tx, principal.tenantId, body.id, true);
    if (!fee) throw notFound('keepNotFound');
    if (fee.version !== body.version) throw conflict('keepStale');
    const action = actionForTarget(body.status, fee.keep_status);
    const to = keepMove(action, fee.keep_status);
    if (!to) throw moveRefused(action, fee.keep_status, lang);
    if (action === 'restore' && fee.restoration_end && today > fee.restoration_end) throw new AppError(409, 'keepRestoreExpired', { date: fee.restoration_end });
    const reason = body.reason?.trim() || null;
    const { rows } = await sql<{ version: number }>`update patent_fee set keep_status = ${to}, keep_reason = ${reason}, decided_by = ${principal.userId},
      decided_at = now(), version = version + 1 where id = ${fee.id} returning version`.execute(tx);
    await logMove(tx, principal.tenantId, fee, action, to, principal.userId, reason);
    if (action === 'consult') asked = await askInventors(tx, principal, fee, lang);
    if (action === 'restore') {
      await sql`update patent set legal_status = 'recover', updated_at = now() where id = ${fee.patent_id} and legal_status = 'unpaidFee'`.execute(tx);
      await syncAnnualFees(tx, principal.tenantId, today, [fee.patent_id]);
    }
    return { id: fee.id, keepStatus: to, version: rows[0]!.version, inventorsAsked: asked.length };
  });
  // After the commit: the asked inventors' pushed unread counters (a message arrived).
  unreadChanged(principal.tenantId, asked);
  return result;
}
