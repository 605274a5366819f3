import { createHash, randomBytes } from 'node:crypto';
import { withTenant, type Db } from '../../db/database.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { findLiveSession } from '../auth/session-repo.ts';
import { tenantIdByCode } from '../auth/tenant-lookup.ts';
import { findUserById } from '../auth/user-repo.ts';

/** How long a ticket may wait to be used: the browser opens the stream right after asking for it. */
export const STREAM_TICKET_SECONDS = 30;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A single-use ticket for the counters' event stream (EventSource cannot send headers, and an access token in the
 * URL stays in proxy and server logs). Expired tickets of the tenant are cleared on the way.
 */
export async function issueStreamTicket(db: Db, principal: Principal, now = new Date()): Promise<{ ticket: string; expiration: number }> {
  const ticket = randomBytes(32).toString('base64url');
  await withTenant(db, principal.tenantId, async (tx) => {
    await tx.deleteFrom('stream_ticket').where('tenant_id', '=', principal.tenantId).where('expires_at', '<=', now).execute();
    await tx.insertInto('stream_ticket').values({
      ticket_hash: hashTicket(ticket), tenant_id: principal.tenantId, session_id: principal.sessionId, user_id: principal.userId,
      expires_at: new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000),
    }).execute();
  });
  return { ticket, expiration: STREAM_TICKET_SECONDS };
}

/** The caller a ticket was issued to, spending the ticket; 401 when it is unknown, spent, expired or its session ended. */
export async function redeemStreamTicket(db: Db, ticket: string, tenantCode: string | undefined, now = new Date()): Promise<Principal> {
  const tenantId = await tenantIdByCode(db, tenantCode);
  if (tenantId === undefined || !tenantCode) throw unauthorized();
  const principal = await withTenant(db, tenantId, async (tx) => {
    const spent = await tx.deleteFrom('stream_ticket')
      .where('ticket_hash', '=', hashTicket(ticket)).where('expires_at', '>', now)
      .returning(['session_id', 'user_id']).executeTakeFirst();
    if (!spent) return undefined;
    const session = await findLiveSession(tx, spent.session_id, now);
    const user = session && await findUserById(tx, spent.user_id);
    if (!session || !user || session.user_id !== user.id) return undefined;
    return { userId: user.id, tenantId, tenantCode, account: user.account, sessionId: session.id, isVisitor: user.is_visitor } satisfies Principal;
  });
  if (!principal) throw unauthorized();
  return principal;
}
