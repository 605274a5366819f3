import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Principal } from '../../lib/context.ts';
import { readCurrentUser } from '../auth/read-current-user.ts';

/**
 * getDefaultInfoMap: what a start form shows before anything is typed, from the same source as the signed-in user's
 * info (login/user/info): the initiator, the organisation and post they act in now (the current post), today.
 */
export async function defaultInfo(app: FastifyInstance, principal: Principal, lang: Language, now = new Date()) {
  const user = await readCurrentUser(app, principal, lang);
  const post = user.posts.find((p) => p.postId === user.currentPostId);
  const org = post ? { orgId: post.orgId, orgName: post.orgName } : user.orgs[0] ?? null;
  const iso = now.toISOString();
  return {
    userId: String(user.userId), account: user.account, fullname: user.username,
    orgId: org ? String(org.orgId) : null, orgName: org?.orgName ?? null,
    postId: post ? String(post.postId) : null, postName: post?.postName ?? null,
    tenantId: String(user.tenantId), tenantName: user.tenantName,
    date: iso.slice(0, 10), datetime: `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
  };
}
