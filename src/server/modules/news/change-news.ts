import { sql } from 'kysely';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { idsOf } from '../collections/actor.ts';
import { withNewsTables } from './news-tables.ts';

export type NewsChange = { publish: 0 | 1 } | { isTop: 0 | 1 } | 'delete';

/**
 * publish, top and remove (holders of news:manage): all the ids or none. Publishing approves the item and stamps its
 * publish time once; withdrawing hides it again. Each change moves the version, so an edit from before it is a 409.
 */
export async function changeNews(db: Db, principal: Principal, rawIds: unknown, change: NewsChange): Promise<number> {
  const ids = idsOf(rawIds);
  if (!ids.length) throw badRequest('selectAtLeastOne');
  return withTenant(db, principal.tenantId, async (tx) => {
    const news = withNewsTables(tx);
    let done: bigint;
    if (change === 'delete') {
      done = (await news.deleteFrom('portal_news').where('id', 'in', ids).executeTakeFirst()).numDeletedRows;
    } else {
      const set = 'publish' in change
        ? (change.publish === 1 ? { status: 1, approval: 1, publish_time: sql<Date>`coalesce(publish_time, now())` } : { status: 0 })
        : { is_top: change.isTop };
      done = (await news.updateTable('portal_news').set({ ...set, version: sql`version + 1`, updated_at: new Date() })
        .where('id', 'in', ids).executeTakeFirst()).numUpdatedRows;
    }
    if (Number(done) !== ids.length) throw notFound('newsNotFound');
    return Number(done);
  });
}
