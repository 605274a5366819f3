import type { CarouselNews, NewsItem, NewsRow, NewsType } from '../../../common/api/news.ts';
import { NEWS_CARD_SIZE } from '../../../common/api/news.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import { isNewsAdmin } from './news-access.ts';
import { NEWS_FIELDS, NEWS_ORDER, newsItem, newsRows, toNewsRow, visibleNews } from './news-rows.ts';

/**
 * POST /portal/messageNews/v1/list (news) and listNotice (notices): the items everyone may read, pinned first then
 * newest. Administrators see drafts, withdrawn, under-approval and expired items too when params.all is true.
 */
export async function listNews(db: Db, principal: Principal, type: NewsType, filter: QueryFilter, lang: Language = 'zh-CN'): Promise<Paged<NewsRow>> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const all = filter.params?.all === true && await isNewsAdmin(tx, principal);
    const base = newsRows(tx, lang).where('n.type', '=', type).where(visibleNews(all));
    const page = await pagedQuery(base, filter, NEWS_FIELDS, { order: NEWS_ORDER });
    return { ...page, rows: page.rows.map(toNewsRow) };
  });
}

/** GET /portalNewsNotice/v1/getNewsById and /portal/messageNews/v1/getById: one readable item (any for administrators). */
export async function readNews(db: Db, principal: Principal, id: number): Promise<NewsItem> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const item = await newsItem(tx, id, await isNewsAdmin(tx, principal));
    if (!item) throw notFound('newsNotFound');
    return item;
  });
}

/** GET /portal/pressRelease/v1/getByType?type: the newest readable items of a type for a home card (5). */
export async function latestNews(db: Db, principal: Principal, type: NewsType, lang: Language = 'zh-CN'): Promise<NewsRow[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const rows = await newsRows(tx, lang).where('n.type', '=', type).where(visibleNews(false))
      .orderBy('n.is_top', 'desc').orderBy('n.publish_time', 'desc').orderBy('n.id', 'desc').limit(NEWS_CARD_SIZE).execute();
    return rows.map(toNewsRow);
  });
}

/**
 * GET /portalNewsNotice/v1/getNews?classifyId: readable news that have display pictures, for the home carousel
 * (classifyId 0 news, 1 notices; absent or "all": both).
 */
export async function carouselNews(db: Db, principal: Principal, classifyId: string | undefined): Promise<CarouselNews[]> {
  const type = classifyId === '0' || classifyId === '1' ? Number(classifyId) : undefined;
  return withTenant(db, principal.tenantId, async (tx) => {
    let query = newsRows(tx).where(visibleNews(false)).where((eb) => eb.fn('jsonb_array_length', ['n.pictures']), '>', 0);
    if (type !== undefined) query = query.where('n.type', '=', type);
    const rows = await query.orderBy('n.is_top', 'desc').orderBy('n.publish_time', 'desc').orderBy('n.id', 'desc').limit(10).execute();
    return rows.map((r) => ({ id: r.id, fbt: r.title, fkssj: r.publishTime, ffj: r.pictures, rotatingDisplayPictures: r.pictures }));
  });
}
