import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { revokeSession } from './session-repo.ts';

/** `POST /signout`: ends the caller's session; its access token stops working at once (the auth hook checks it). */
export async function signOut(app: FastifyInstance, principal: Principal): Promise<void> {
  await withTenant(app.db, principal.tenantId, (tx) => revokeSession(tx, principal.sessionId, new Date()));
  // Other processes hear it over LISTEN/NOTIFY (migration 0092); this one forgets it now.
  app.liveSessions.forgetSession(principal.sessionId);
}
