import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { Alert, Button, Card, Message, Popconfirm, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { IconDelete, IconEdit, IconForward, IconUndo, IconUserAdd } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { MailItem } from '../../app/api/mail.ts';
import { decodeMailContent, MAIL_FOLDERS, type MailAddress } from '../../common/api/mail.ts';
import { AttachmentWidget } from '../../../widgets/form/inputs/attachment-widget.tsx';
// The widgets' own look (editor frame, attachment list) outside an engine form.
import '../../../widgets/form/form-theme.css';
import { formatDateTime } from '../news/format-time.ts';
import { useFileCalls } from '../files/use-file-calls.ts';
import { deferInlinePictures, sanitizeMailHtml } from './mail-html.ts';
import { keyIn, MAIL_KEYS, useMailCalls, useWidgetServices } from './use-mail.ts';

const party = (p: MailAddress) => (p.name && p.name !== p.address ? `${p.name} <${p.address}>` : p.address);

function HeadLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  if (!value) return null;
  return <div className="pp-mail-head-line" data-testid={testId}><span>{label}</span><span>{value}</span></div>;
}

/**
 * /mail/mailGet/{id}: one mail (the first read marks it read, so the unread counts fall), its body sanitised with
 * DOMPurify, its attachments downloaded with the session; reply, reply all, forward, save its addresses as contacts,
 * delete (to the trash, from the trash for good).
 */
export function MailReadPage() {
  const { t } = useTranslation('mail');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const calls = useMailCalls();
  const services = useWidgetServices();
  const { mutate } = useSWRConfig();
  const read = useSWR(['mail-item', id], () => calls.get(id), { revalidateOnFocus: false, shouldRetryOnError: false });
  const mail = read.data;
  const backTo = `/v-mail/v-mailList${params.get('folder') ? `?folder=${params.get('folder')}` : ''}`;
  const files = useFileCalls();
  const body = useRef<HTMLDivElement>(null);
  const html = useMemo(() => (mail ? deferInlinePictures(sanitizeMailHtml(decodeMailContent(mail.content))) : ''), [mail]);

  // Inline pictures come with the session (only the mail's parties may read them), as object URLs freed on leaving.
  useEffect(() => {
    const pictures = [...(body.current?.querySelectorAll<HTMLImageElement>('img[data-mail-file]') ?? [])];
    if (!pictures.length) return undefined;
    let alive = true;
    const urls: string[] = [];
    for (const img of pictures) {
      files.blob(`/system/file/v1/downloadFile?fileId=${img.dataset.mailFile}`).then((blob) => {
        if (!alive) return;
        const url = URL.createObjectURL(blob);
        urls.push(url);
        img.src = url;
      }, () => undefined);
    }
    return () => {
      alive = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [html, files]);

  useEffect(() => {
    if (!mail || mail.isRead !== 0) return;
    calls.markRead(mail.id).then(() => mutate(keyIn(MAIL_KEYS.list, MAIL_KEYS.tree, MAIL_KEYS.unread)), () => undefined);
  }, [mail, calls, mutate]);

  const remove = async (item: MailItem) => {
    try {
      const reply = await calls.remove([item.id], item.type);
      Message.success(reply.message);
      await mutate(keyIn(MAIL_KEYS.list, MAIL_KEYS.tree, MAIL_KEYS.unread));
      navigate(backTo);
    } catch (error) {
      Message.error((error as Error).message);
    }
  };
  const importContacts = async (item: MailItem) => {
    try {
      const reply = await calls.importLinkmen(item.id);
      const added = reply.value?.added ?? 0;
      if (added > 0) Message.success(t('read.imported', { count: added }));
      else Message.info(t('read.nothingToImport'));
      await mutate(keyIn(MAIL_KEYS.linkmen));
    } catch (error) {
      Message.error((error as Error).message);
    }
  };
  const answer = (action: 'reply' | 'replyAll' | 'forward') => navigate(`/mail/mailAdd?${new URLSearchParams({ of: id, action })}`);

  const trashed = mail?.type === MAIL_FOLDERS.trash;
  const attachmentProps = mail && ({
    id: 'mail-read-files', value: mail.files, readonly: true, options: {}, registry: { formContext: { services } }, onChange: () => undefined,
  } as unknown as WidgetProps);
  return (
    <Card bordered={false} title={t('title.read')} data-testid="mail-read"
      extra={<Button size="small" data-testid="mail-back" onClick={() => navigate(backTo)}>{t('back')}</Button>}>
      {read.error && <Alert type="error" content={(read.error as Error).message || t('read.notFound')} data-testid="mail-read-error" />}
      {read.isLoading && <Spin />}
      {mail && (
        <>
          <Space className="pp-mail-toolbar" wrap>
            {mail.type === MAIL_FOLDERS.drafts ? (
              <Button type="primary" icon={<IconEdit />} data-testid="mail-edit-draft" onClick={() => navigate(`/mail/mailEdit/${mail.id}`)}>{t('read.editDraft')}</Button>
            ) : (
              <>
                <Button type="primary" icon={<IconUndo />} data-testid="mail-reply" onClick={() => answer('reply')}>{t('read.reply')}</Button>
                <Button icon={<IconUndo />} data-testid="mail-reply-all" onClick={() => answer('replyAll')}>{t('read.replyAll')}</Button>
                <Button icon={<IconForward />} data-testid="mail-forward" onClick={() => answer('forward')}>{t('read.forward')}</Button>
              </>
            )}
            <Button icon={<IconUserAdd />} data-testid="mail-import-contacts" onClick={() => void importContacts(mail)}>{t('read.importContacts')}</Button>
            <Popconfirm title={trashed ? t('confirmDeleteForGood') : t('confirmDelete')} okText={t('ok')} cancelText={t('cancel')} onOk={() => remove(mail)}>
              <Button status="danger" icon={<IconDelete />} data-testid="mail-remove">{trashed ? t('removeForGood') : t('remove')}</Button>
            </Popconfirm>
          </Space>
          <div className="pp-mail-head">
            <h2 data-testid="mail-read-subject">{mail.subject || t('noSubject')}</h2>
            <HeadLine label={t('read.from')} value={party({ name: mail.senderName, address: mail.senderAddress })} testId="mail-read-from" />
            <HeadLine label={t('read.to')} value={mail.to.map(party).join('; ')} testId="mail-read-to" />
            <HeadLine label={t('read.cc')} value={mail.cc.map(party).join('; ')} testId="mail-read-cc" />
            <HeadLine label={t('read.date')} value={formatDateTime(mail.sendDate)} testId="mail-read-date" />
          </div>
          <div ref={body} className="pp-mail-body" data-testid="mail-read-body" dangerouslySetInnerHTML={{ __html: html }} />
          {mail.files.length > 0 && attachmentProps && (
            <div className="pp-mail-files" data-testid="mail-read-files">
              <strong>{t('read.attachments')}</strong>
              <AttachmentWidget {...attachmentProps} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
