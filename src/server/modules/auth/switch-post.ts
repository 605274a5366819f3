import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';

/** `POST /api/user/v1/user/switchPost?postId=`: makes one of the caller's posts the current post of this session. */
export async function switchPost(app: FastifyInstance, principal: Principal, postId: number): Promise<void> {
  // The shared visitor account has no post of its own to choose.
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  await withTenant(app.db, principal.tenantId, async (tx) => {
    const held = await tx.selectFrom('user_post').select('post_id')
      .where('user_id', '=', principal.userId).where('post_id', '=', postId).executeTakeFirst();
    if (!held) throw badRequest('postNotYours');
    await tx.updateTable('auth_session').set({ current_post_id: postId }).where('id', '=', principal.sessionId).execute();
  });
}
