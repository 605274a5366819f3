import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant } from '../../db/database.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { CurrentUser } from '../../../common/api/auth.ts';
import { findTenant } from './tenant-lookup.ts';
import { findUserById, idleMinutes, roleCodes } from './user-repo.ts';

const inLanguage = (lang: Language, zh: string, en: string) => (lang === 'en-US' ? en || zh : zh);

/** `GET /login/user/info`: who the caller is, with roles, posts, organisations and the current post. */
export async function readCurrentUser(app: FastifyInstance, principal: Principal, lang: Language): Promise<CurrentUser> {
  return withTenant(app.db, principal.tenantId, async (tx) => {
    const user = await findUserById(tx, principal.userId);
    const tenant = await findTenant(tx, principal.tenantId);
    if (!user || !tenant) throw unauthorized();
    const posts = await tx.selectFrom('user_post')
      .innerJoin('post', 'post.id', 'user_post.post_id')
      .innerJoin('org', 'org.id', 'post.org_id')
      .select([
        'post.id as postId', 'post.name as postName', 'post.name_en as postNameEn', 'post.code as postCode',
        'org.id as orgId', 'org.name as orgName', 'org.name_en as orgNameEn', 'org.code as orgCode', 'user_post.is_master as isMaster',
      ])
      .where('user_post.user_id', '=', user.id)
      .orderBy('user_post.is_master', 'desc').orderBy('post.id')
      .execute();
    const orgs = await tx.selectFrom('user_org')
      .innerJoin('org', 'org.id', 'user_org.org_id')
      .select(['org.id as orgId', 'org.name as orgName', 'org.name_en as orgNameEn', 'org.code as orgCode', 'user_org.is_master as isMaster'])
      .where('user_org.user_id', '=', user.id)
      .orderBy('user_org.is_master', 'desc').orderBy('org.id')
      .execute();
    const session = await tx.selectFrom('auth_session').select('current_post_id')
      .where('id', '=', principal.sessionId).executeTakeFirst();
    const chosen = posts.find((p) => p.postId === session?.current_post_id) ?? posts.find((p) => p.isMaster) ?? posts[0];
    return {
      userId: user.id,
      account: user.account,
      username: user.fullname,
      tenantId: tenant.id,
      tenantCode: tenant.code,
      tenantName: inLanguage(lang, tenant.name, tenant.name_en),
      tenantType: tenant.type_code,
      isVisitor: user.is_visitor,
      roles: await roleCodes(tx, user.id),
      posts: posts.map((p) => ({
        postId: p.postId, postName: inLanguage(lang, p.postName, p.postNameEn), postCode: p.postCode,
        orgId: p.orgId, orgName: inLanguage(lang, p.orgName, p.orgNameEn), orgCode: p.orgCode, isMaster: p.isMaster,
      })),
      currentPostId: chosen?.postId ?? null,
      orgs: orgs.map((o) => ({ orgId: o.orgId, orgName: inLanguage(lang, o.orgName, o.orgNameEn), orgCode: o.orgCode, isMaster: o.isMaster })),
      overTime: await idleMinutes(tx, user, app.config.idleMinutes),
    };
  });
}
