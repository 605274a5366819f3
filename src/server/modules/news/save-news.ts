import { sql } from 'kysely';
import type { NewsSaveBody } from '../../../common/api/news.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { fileIdsIn, requireReadableFiles } from '../files/file-access.ts';
import { withNewsTables } from './news-tables.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** A real calendar day `YYYY-MM-DD` (2026-02-31 is not one). */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().slice(0, 10) === text;

/** An embedded page: an http(s) address or a path of this site (never javascript: or data:). */
const isPageUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);

/**
 * POST /portal/messageNews/v1/save (holders of news:manage): creates an item, or updates one from the version read
 * (a stale version is a 409, nothing written). The body is sanitised here; attachments and pictures must be files
 * the administrator may read. status 1 publishes (and approves) it now, 0 keeps or makes it a draft.
 */
export async function saveNews(db: Db, principal: Principal, body: NewsSaveBody): Promise<{ id: number; version: number }> {
  return withTenant(db, principal.tenantId, (tx) => writeNews(tx, principal, body));
}

/** saveNews in the caller's tenant transaction (also the news form's record store); `isTop` pins (1) or unpins (0). */
export async function writeNews(tx: Tx, principal: Principal, body: NewsSaveBody & { isTop?: 0 | 1 }): Promise<{ id: number; version: number }> {
  const title = body.title.trim();
  if (!title) throw badRequest('newsTitleRequired');
  const url = body.url?.trim() || null;
  if (body.isUrl && !url) throw badRequest('newsUrlRequired');
  if (url && !isPageUrl(url)) throw badRequest('newsUrlInvalid');
  const endDate = body.endTime?.trim() || null;
  if (endDate && !isDay(endDate)) throw badRequest('newsEndDateFormat');
  const content = sanitizeHtml(body.content ?? '');
  const files = (body.file ?? []).map((f) => ({ id: f.id, name: f.name ?? '' }));
  const pictures = (body.icon ?? []).map((f) => ({ id: f.id, name: f.name ?? '' }));

  await requireReadableFiles(tx, principal, [...files, ...pictures].map((f) => f.id), fileIdsIn(content));
  const values = {
    type: body.type, title, title_description: body.titleDescription?.trim() ?? '', drafter: body.drafter?.trim() ?? '', content,
    is_url: body.isUrl ?? false, url, page_height: body.pageHeight ?? null,
    files: JSON.stringify(files), pictures: JSON.stringify(pictures), end_date: endDate,
    ...(body.isTop === undefined ? {} : { is_top: body.isTop }),
  };
  const publish = body.status === 1 ? { status: 1, approval: 1, publish_time: sql<Date>`coalesce(publish_time, now())` } : body.status === 0 ? { status: 0 } : {};
  const news = withNewsTables(tx);
  if (!body.id) {
    return news.insertInto('portal_news').values({
      ...values, tenant_id: principal.tenantId, created_by: principal.userId,
      status: body.status ?? 0, approval: 1, publish_time: body.status === 1 ? new Date() : null,
    }).returning(['id', 'version']).executeTakeFirstOrThrow();
  }
  const updated = await news.updateTable('portal_news').set({ ...values, ...publish, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', body.id).where('version', '=', body.version ?? -1).returning(['id', 'version']).executeTakeFirst();
  if (updated) return updated;
  const exists = await news.selectFrom('portal_news').select('id').where('id', '=', body.id).executeTakeFirst();
  throw exists ? conflict() : notFound('newsNotFound');
}
