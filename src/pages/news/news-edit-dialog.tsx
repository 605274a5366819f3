import { useEffect, useRef, useState } from 'react';
import { DatePicker, Form, Input, InputNumber, Message, Modal, Switch, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/shell/services.tsx';
import { getNews, saveNews, type NewsSaveBody, type NewsType } from '../../app/api/news.ts';
import type { FileRef } from '../../common/api/file-ref.ts';
import { FileRefsUpload } from './file-refs-upload.tsx';
import { NewsBodyEditor } from './news-body-editor.tsx';

interface FormValues {
  title: string;
  titleDescription?: string;
  drafter?: string;
  endTime?: string;
  isUrl?: boolean;
  url?: string;
  pageHeight?: number;
  content?: string;
  file?: FileRef[];
  icon?: FileRef[];
}

export interface NewsEditDialogProps {
  type: NewsType;
  /** The item to edit; undefined adds one. */
  newsId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * An administrator's form for a news item or notice. Saving sends the version read, so a change someone made in
 * between is a 409 (the API client shows 数据已被他人修改，请刷新后重试) and nothing is overwritten.
 */
export function NewsEditDialog({ type, newsId, onClose, onSaved }: NewsEditDialogProps) {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const [form] = Form.useForm<FormValues>();
  const [version, setVersion] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [isUrl, setIsUrl] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (newsId === undefined) return;
    let gone = false;
    void getNews(api, newsId).then((item) => {
      if (gone) return;
      setVersion(item.version);
      setIsUrl(item.isUrl);
      form.setFieldsValue({
        title: item.title, titleDescription: item.titleDescription, drafter: item.drafter, endTime: item.endTime ?? undefined,
        isUrl: item.isUrl, url: item.url ?? undefined, pageHeight: item.pageHeight ?? undefined, content: item.content, file: item.file, icon: item.icon,
      });
    }).catch(() => close.current());
    return () => { gone = true; };
  }, [api, form, newsId]);

  const submit = async (publish: boolean) => {
    let values: FormValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    const body: NewsSaveBody = {
      type, title: values.title, titleDescription: values.titleDescription ?? '', drafter: values.drafter ?? '', content: values.content ?? '',
      isUrl: Boolean(values.isUrl), url: values.url?.trim() || null, pageHeight: values.pageHeight ?? null, endTime: values.endTime || null,
      file: values.file ?? [], icon: values.icon ?? [],
      ...(newsId !== undefined ? { id: newsId, version } : {}),
      ...(publish ? { status: 1 as const } : {}),
    };
    setBusy(true);
    try {
      await saveNews(api, body);
      Message.success(t('saved'));
      onSaved();
    } catch {
      // The API client showed the server's message (a 409 included).
    } finally {
      setBusy(false);
    }
  };

  const required = [{ required: true, message: t('required') }];
  return (
    <Modal
      visible
      title={newsId === undefined ? t(type === 0 ? 'addNews' : 'addNotice') : t('edit')}
      onCancel={onClose}
      style={{ width: 760 }}
      unmountOnExit
      data-testid="news-edit-dialog"
      footer={(
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button loading={busy} onClick={() => void submit(false)} data-testid="news-edit-save">{t('save')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit(true)} data-testid="news-edit-publish">{t('saveAndPublish')}</Button>
        </>
      )}
    >
      <Form form={form} layout="vertical" initialValues={{ isUrl: false, file: [], icon: [] }} onValuesChange={(changed) => { if ('isUrl' in changed) setIsUrl(Boolean(changed.isUrl)); }}>
        <Form.Item label={t('title')} field="title" rules={[...required, { maxLength: 200 }]}><Input data-testid="news-edit-title" maxLength={200} /></Form.Item>
        <Form.Item label={t('titleDescription')} field="titleDescription"><Input maxLength={500} /></Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item label={t(type === 1 ? 'initiator' : 'drafter')} field="drafter" style={{ flex: 1 }}><Input maxLength={100} data-testid="news-edit-drafter" /></Form.Item>
          <Form.Item label={t('endTime')} field="endTime" style={{ flex: 1 }}><DatePicker style={{ width: '100%' }} /></Form.Item>
        </div>
        <Form.Item label={t('isUrl')} field="isUrl" triggerPropName="checked"><Switch /></Form.Item>
        {isUrl ? (
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item label={t('url')} field="url" rules={required} extra={t('urlHint')} style={{ flex: 2 }}><Input /></Form.Item>
            <Form.Item label={t('pageHeight')} field="pageHeight" style={{ flex: 1 }}><InputNumber min={100} max={5000} /></Form.Item>
          </div>
        ) : (
          <Form.Item label={t('content')} field="content" extra={t('contentHint')}>
            <NewsBodyEditor />
          </Form.Item>
        )}
        <Form.Item label={t('pictures')} field="icon"><FileRefsUpload pictures testId="news-edit-pictures" /></Form.Item>
        <Form.Item label={t('attachments')} field="file"><FileRefsUpload testId="news-edit-files" /></Form.Item>
      </Form>
    </Modal>
  );
}
