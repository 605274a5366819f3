import { loginAsVisitor } from '../api/auth.ts';
import type { ApiClient } from '../api/client.ts';
import { sessionFromLoginReply, type SessionStore } from './session-store.ts';

/**
 * Opens a visitor session of the tenant (the "visit as guest" entry, or a first visit without a session).
 * Whether the session is the visitor's comes from the server's reply, as for every other way of signing in.
 */
export async function signInVisitor(api: ApiClient, session: SessionStore, tenant: { id: string | number; code: string }): Promise<void> {
  const reply = await loginAsVisitor(api, tenant);
  const next = sessionFromLoginReply(reply);
  session.save({ ...next, user: { ...next.user, tenantCode: next.user.tenantCode ?? tenant.code } });
}
