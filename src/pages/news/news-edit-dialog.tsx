import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/shell/services.tsx';
import { getNews, type NewsType } from '../../app/api/news.ts';
import { EngineRecordDialog, type FormRecord } from './engine-record-dialog.tsx';

export interface NewsEditDialogProps {
  type: NewsType;
  /** The item to edit; undefined adds one. */
  newsId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * An administrator's form for a news item or notice: the engine's form newsNotice (schemas/form/newsNotice.json),
 * saved by the news module (body sanitised, pictures and attachments through the file service, publish and pin as
 * fields, a stale version a 409 with the input kept).
 */
export function NewsEditDialog({ type, newsId, onClose, onSaved }: NewsEditDialogProps) {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const load = async (): Promise<FormRecord> => {
    if (newsId === undefined) return { data: { type, isUrl: false, published: false, pinned: false } };
    const item = await getNews(api, newsId);
    return {
      id: String(item.id), version: item.version,
      data: {
        type: item.type, title: item.title, titleDescription: item.titleDescription, drafter: item.drafter, endTime: item.endTime ?? undefined,
        isUrl: item.isUrl, url: item.url ?? undefined, pageHeight: item.pageHeight ?? undefined, content: item.content,
        icon: item.icon, file: item.file, published: item.status === 1 && item.approval === 1, pinned: item.isTop === 1,
      },
    };
  };
  return (
    <EngineRecordDialog
      formKey="newsNotice" boAlias="newsNotice" testId="news-edit-dialog" recordKey={String(newsId ?? `new-${type}`)}
      title={newsId === undefined ? t(type === 0 ? 'addNews' : 'addNotice') : t('edit')} load={load} onClose={onClose} onSaved={onSaved}
    />
  );
}
