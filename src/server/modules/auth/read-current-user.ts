import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { CurrentUser } from '../../../common/api/auth.ts';
import { isSessionId } from '../../plugins/auth.ts';

const inLanguage = (lang: Language, zh: string, en: string) => (lang === 'en-US' ? en || zh : zh);

/** What auth_current_user (migration 0092) answers for a live session. */
interface CurrentUserRow {
  userId: number;
  account: string;
  fullname: string;
  isVisitor: boolean;
  overTime: number | null;
  currentPostId: number | null;
  tenant: { id: number; code: string; name: string; nameEn: string; type: string } | null;
  roles: string[];
  posts: {
    postId: number; postName: string; postNameEn: string; postCode: string;
    orgId: number; orgName: string; orgNameEn: string; orgCode: string; isMaster: boolean;
  }[];
  orgs: { orgId: number; orgName: string; orgNameEn: string; orgCode: string; isMaster: boolean }[];
  tenantOverTime: unknown;
}

/**
 * `GET /login/user/info`: who the caller is, with roles, posts, organisations and the current post. One statement
 * (auth_current_user, migration 0092), which also asks whether the session is live: 401 when it is not. The answer
 * is kept beside the live session (live-sessions.ts, on PostgreSQL and PGlite alike) until a change to it is announced
 * (migration 0108), so a repeated read reaches no database.
 */
export async function readCurrentUser(app: FastifyInstance, principal: Principal, lang: Language): Promise<CurrentUser> {
  if (!isSessionId(principal.sessionId)) throw unauthorized();
  const { tenantId, userId, sessionId } = principal;
  const sessions = app.liveSessions;
  const kept = sessions.keptUser(tenantId, userId, sessionId) as CurrentUserRow | undefined;
  if (kept) return shaped(kept, lang, app.config.idleMinutes);
  const mark = sessions.mark();
  const { rows } = await preparedStatements(() => sql<{ info: CurrentUserRow | null }>`select auth_current_user(${tenantId}, ${sessionId}::uuid) as info`.execute(app.db));
  const user = rows[0]?.info;
  if (!user?.tenant || user.userId !== userId) {
    sessions.forgetSession(sessionId);
    throw unauthorized();
  }
  sessions.rememberUser(mark, tenantId, userId, sessionId, user);
  return shaped(user, lang, app.config.idleMinutes);
}

/** The reply in the caller's language from auth_current_user's answer. */
function shaped(user: CurrentUserRow, lang: Language, defaultIdleMinutes: number): CurrentUser {
  const tenant = user.tenant!;
  const { posts } = user;
  const chosen = posts.find((p) => p.postId === user.currentPostId) ?? posts.find((p) => p.isMaster) ?? posts[0];
  return {
    userId: user.userId,
    account: user.account,
    username: user.fullname,
    tenantId: tenant.id,
    tenantCode: tenant.code,
    tenantName: inLanguage(lang, tenant.name, tenant.nameEn),
    tenantType: tenant.type,
    isVisitor: user.isVisitor,
    roles: user.roles,
    posts: posts.map((p) => ({
      postId: p.postId, postName: inLanguage(lang, p.postName, p.postNameEn), postCode: p.postCode,
      orgId: p.orgId, orgName: inLanguage(lang, p.orgName, p.orgNameEn), orgCode: p.orgCode, isMaster: p.isMaster,
    })),
    currentPostId: chosen?.postId ?? null,
    orgs: user.orgs.map((o) => ({ orgId: o.orgId, orgName: inLanguage(lang, o.orgName, o.orgNameEn), orgCode: o.orgCode, isMaster: o.isMaster })),
    overTime: idleMinutes(user.overTime, user.tenantOverTime, defaultIdleMinutes),
  };
}

/** Idle timeout in minutes: the user's own, else the tenant's `sysSetting.overTime`, else the server default. */
function idleMinutes(own: number | null, tenants: unknown, fallback: number): number {
  if (own != null) return own;
  return typeof tenants === 'number' && Number.isFinite(tenants) ? Math.round(tenants) : fallback;
}
