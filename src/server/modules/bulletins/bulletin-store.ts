import type { FileRef } from '../../../common/api/file-ref.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { isBulletinAdmin } from './bulletin-access.ts';
import { writeBulletin } from './bulletins.ts';

/** The bo of the 公告管理 form (schemas/bo/bulletin.json): a bulletin in the form's field names. */
export const BULLETIN_BO = 'bulletin';

const refs = (value: unknown): FileRef[] => (Array.isArray(value) ? value.filter((f): f is FileRef => typeof f?.id === 'string') : []);

/**
 * 公告管理's form (template ggdl, form bulletin) reads and saves ip_school_bulletin through the engine: the form's
 * fields checked by boSave, then the bulletin's own rules (title, date, application number with its check digit,
 * readable pictures), only for holders of bulletin:manage (403 otherwise), a stale version a 409.
 */
export const bulletinStore: RecordStore = {
  async authorize(tx, principal) {
    if (!(await isBulletinAdmin(tx, principal))) throw forbidden('bulletinForbidden');
  },
  mayChange: (tx, principal) => isBulletinAdmin(tx, principal),
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const numeric = /^[0-9]{1,9}$/.test(id) ? Number(id) : 0;
    let query = tx.selectFrom('ip_school_bulletin').select(['id', 'version', 'title', 'content', 'picture', 'application_no', 'status', 'is_top',
      (eb) => eb.fn<string>('to_char', ['publish_date', eb.val('YYYY-MM-DD')]).as('publish_date')]).where('id', '=', numeric);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row || (row.status !== 1 && !(await isBulletinAdmin(tx, principal)))) throw notFound('bulletinNotFound');
    const picture = typeof row.picture === 'string' ? JSON.parse(row.picture) as unknown : row.picture;
    return {
      id: String(row.id), version: row.version,
      data: { title: row.title, content: row.content, pictures: refs(picture), publishDate: row.publish_date, applicationNo: row.application_no,
        published: row.status === 1, pinned: row.is_top === 1 },
    };
  },
  async write(tx, principal, _lang, data, existing) {
    const saved = await writeBulletin(tx, principal, {
      ...(existing ? { id: Number(existing.id), version: existing.version } : {}),
      fTitle: typeof data.title === 'string' ? data.title : '', fContent: typeof data.content === 'string' ? data.content : '',
      fPicture: refs(data.pictures), fPublishDate: typeof data.publishDate === 'string' ? data.publishDate.slice(0, 10) : undefined,
      fApplicationNo: typeof data.applicationNo === 'string' ? data.applicationNo : null,
      F_STATUS: data.published === true ? 1 : 0, F_IS_TOP: data.pinned === true ? 1 : 0,
    });
    return { id: String(saved.id), version: saved.version };
  },
};
