import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { NewsItem, NewsRow } from '../../../common/api/news.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { orgNamedText } from '../../query/org-named-text.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { withNewsTables } from './news-tables.ts';

const iso = (column: string) => sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** What a list filter may name (our names and the spec's). */
export const NEWS_FIELDS: QueryFields = [
  { name: 'id', column: 'n.id', type: 'number' },
  { name: 'title', column: 'n.title', type: 'string' },
  { name: 'fbt', column: 'n.title', type: 'string' },
  { name: 'drafter', column: 'n.drafter', type: 'string' },
  { name: 'fzz', column: 'n.drafter', type: 'string' },
  { name: 'publishTime', column: 'n.publish_time', type: 'date' },
  { name: 'fkssj', column: 'n.publish_time', type: 'date' },
  { name: 'endTime', column: 'n.end_date', type: 'date' },
  { name: 'fJssj', column: 'n.end_date', type: 'date' },
  { name: 'status', column: 'n.status', type: 'number' },
  { name: 'approval', column: 'n.approval', type: 'number' },
  { name: 'FSfxysp', column: 'n.approval', type: 'number' },
  { name: 'isTop', column: 'n.is_top', type: 'number' },
];

/** Pinned first, then the newest publication (unpublished drafts last), then the newest id. */
export const NEWS_ORDER = [['n.is_top', 'desc'], [sql`n.publish_time desc nulls last, n.id`, 'desc']] as const;

/**
 * What everyone may read: published, approved (FSfxysp 1), and not past its end date (the end day itself counts,
 * in UTC days as every date of the portal). Administrators read everything.
 */
export const visibleNews = (admin: boolean): RawBuilder<SqlBool> => (admin
  ? sql<SqlBool>`true`
  : sql<SqlBool>`(n.status = 1 and n.approval = 1 and (n.end_date is null or n.end_date >= (now() at time zone 'UTC')::date))`);

/**
 * The list rows of the tenant's news and notices (the caller adds the visibility rule and the filter); an author that
 * names an organisation (知识产权中心) in `lang` (a list's; an item read for editing keeps the stored text).
 */
export function newsRows(tx: Tx, lang: Language = 'zh-CN') {
  return withNewsTables(tx).selectFrom('portal_news as n').select([
    'n.id', sql<0 | 1>`n.type::int`.as('type'), 'n.title', 'n.title_description as titleDescription', orgNamedText('n.drafter', 'n.tenant_id', lang).as('drafter'),
    iso('n.publish_time').as('publishTime'), sql<string | null>`to_char(n.end_date, 'YYYY-MM-DD')`.as('endTime'),
    sql<number>`n.status::int`.as('status'), sql<number>`n.approval::int`.as('approval'), sql<number>`n.is_top::int`.as('isTop'),
    'n.pictures', sql<number>`jsonb_array_length(n.files)`.as('fileCount'), 'n.version',
  ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof newsRows>['execute']>>[number];

/** A list row with the spec's names beside ours. */
export function toNewsRow(row: RawRow): NewsRow {
  return {
    ...row, pictures: row.pictures ?? [],
    fbt: row.title, fkssj: row.publishTime, fJssj: row.endTime, fzz: row.drafter, FSfxysp: row.approval,
  };
}

/** One item with its body and attachments, as the news-and-notice dialog shows it. */
export async function newsItem(tx: Tx, id: number, admin: boolean): Promise<NewsItem | undefined> {
  const row = await newsRows(tx)
    .leftJoin('app_user as u', 'u.id', 'n.created_by')
    .select(['n.content', 'n.is_url as isUrl', 'n.url', 'n.page_height as pageHeight', 'n.files', iso('n.created_at').as('createTime'), 'u.fullname as createByName'])
    .where('n.id', '=', id).where(visibleNews(admin)).executeTakeFirst();
  if (!row) return undefined;
  const { content, isUrl, url, pageHeight, files, createTime, createByName, ...listRow } = row;
  const base = toNewsRow(listRow);
  return {
    ...base, content, isUrl, url, pageHeight, createTime: createTime ?? '', createByName: createByName ?? '',
    file: files ?? [], icon: base.pictures, ffj: files ?? [], rotatingDisplayPictures: base.pictures,
  };
}
