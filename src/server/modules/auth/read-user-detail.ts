import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { UserDetail } from '../../../common/api/auth.ts';
import { orgPathNames } from './org-path-names.ts';

const inLanguage = (lang: Language, zh: string, en: string) => (lang === 'en-US' ? en || zh : zh);
const DETAIL_COLUMNS = ['id', 'fullname', 'account', 'mobile', 'email', 'sex', 'status', 'address', 'photo', 'version'] as const;

/**
 * `GET /api/user/v1/user/getDetailByAccountOrId?account=`: a user of the caller's tenant (row-level security
 * hides the others) by account, else by numeric id; the caller when `account` is absent. The visitor sees only itself.
 */
export async function readUserDetail(
  app: FastifyInstance, principal: Principal, lang: Language, accountOrId: string | undefined,
): Promise<UserDetail> {
  const wanted = accountOrId?.trim() || principal.account;
  return withTenant(app.db, principal.tenantId, async (tx) => {
    let user = await tx.selectFrom('app_user').select(DETAIL_COLUMNS).where('account', '=', wanted).executeTakeFirst();
    if (!user && /^\d{1,9}$/.test(wanted)) {
      user = await tx.selectFrom('app_user').select(DETAIL_COLUMNS).where('id', '=', Number(wanted)).executeTakeFirst();
    }
    if (!user) throw notFound();
    if (principal.isVisitor && user.id !== principal.userId) throw forbidden('visitorForbidden');
    const roles = await tx.selectFrom('user_role').innerJoin('role', 'role.id', 'user_role.role_id')
      .select(['role.id', 'role.code', 'role.name', 'role.name_en'])
      .where('user_role.user_id', '=', user.id).orderBy('role.id').execute();
    const posts = await tx.selectFrom('user_post')
      .innerJoin('post', 'post.id', 'user_post.post_id')
      .innerJoin('org', 'org.id', 'post.org_id')
      .select(['post.id', 'post.name', 'post.name_en', 'org.path', 'org.path_name'])
      .where('user_post.user_id', '=', user.id).orderBy('user_post.is_master', 'desc').orderBy('post.id').execute();
    const orgs = await tx.selectFrom('user_org').innerJoin('org', 'org.id', 'user_org.org_id')
      .select(['org.id', 'org.name', 'org.name_en', 'org.path', 'org.path_name'])
      .where('user_org.user_id', '=', user.id).orderBy('user_org.is_master', 'desc').orderBy('org.id').execute();
    const [postPaths, orgPaths] = [await orgPathNames(tx, lang, posts), await orgPathNames(tx, lang, orgs)];
    return {
      user,
      roleList: roles.map((r) => ({ id: r.id, code: r.code, name: inLanguage(lang, r.name, r.name_en) })),
      postList: posts.map((p, i) => ({ postId: p.id, postName: inLanguage(lang, p.name, p.name_en), pathName: postPaths[i]! })),
      orgList: orgs.map((o, i) => ({ orgId: o.id, orgName: inLanguage(lang, o.name, o.name_en), pathName: orgPaths[i]! })),
    };
  });
}
