import type { FileRef } from '../../../common/api/file-ref.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { isNewsAdmin } from './news-access.ts';
import { newsItem } from './news-rows.ts';
import { withNewsTables } from './news-tables.ts';
import { writeNews } from './save-news.ts';

/** The bo of the news-and-notice form (schemas/bo/newsNotice.json, schemas/form/newsNotice.json). */
export const NEWS_BO = 'newsNotice';

const refs = (value: unknown): FileRef[] =>
  (Array.isArray(value) ? value.filter((f): f is FileRef => typeof f?.id === 'string').map((f) => ({ id: f.id, name: f.name ?? '' })) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numericId = (id: string) => (/^[1-9][0-9]{0,11}$/.test(id) ? Number(id) : 0);

/**
 * The news form reads and saves portal_news through the engine (getForm, boSave): the form's fields checked by boSave,
 * then the news rules (title, page address, end date, body sanitised, readable pictures and attachments), publish and
 * pin as fields; only for holders of news:manage (403 otherwise); a stale version is a 409.
 */
export const newsRecordStore: RecordStore = {
  async authorize(tx, principal) {
    if (!(await isNewsAdmin(tx, principal))) throw forbidden('newsForbidden');
  },
  mayChange: (tx, principal) => isNewsAdmin(tx, principal),
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const admin = await isNewsAdmin(tx, principal);
    if (lock) await withNewsTables(tx).selectFrom('portal_news').select('id').where('id', '=', numericId(id)).forUpdate().execute();
    const item = await newsItem(tx, numericId(id), admin);
    if (!item) throw notFound('newsNotFound');
    return {
      id: String(item.id), version: item.version,
      data: {
        type: item.type, title: item.title, titleDescription: item.titleDescription, drafter: item.drafter, endTime: item.endTime,
        isUrl: item.isUrl, url: item.url, pageHeight: item.pageHeight, content: item.content, icon: item.icon, file: item.file,
        published: item.status === 1 && item.approval === 1, pinned: item.isTop === 1,
      },
    };
  },
  async write(tx, principal, _lang, data, existing) {
    const pageHeight = typeof data.pageHeight === 'number' ? data.pageHeight : null;
    const saved = await writeNews(tx, principal, {
      ...(existing ? { id: Number(existing.id), version: existing.version } : {}),
      type: data.type === 1 ? 1 : 0, title: text(data.title), titleDescription: text(data.titleDescription), drafter: text(data.drafter),
      endTime: text(data.endTime).slice(0, 10) || null, isUrl: data.isUrl === true, url: text(data.url) || null, pageHeight,
      content: text(data.content), file: refs(data.file), icon: refs(data.icon),
      status: data.published === true ? 1 : 0, isTop: data.pinned === true ? 1 : 0,
    });
    return { id: String(saved.id), version: saved.version };
  },
};
