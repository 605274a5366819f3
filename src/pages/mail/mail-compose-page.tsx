import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { Alert, Button, Card, Form, Input, Message, Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import { IconSend } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { MailDraft, MailItem } from '../../app/api/mail.ts';
import { decodeMailContent, encodeMailContent, INTERNAL_SET_ID, MAIL_FOLDERS, type MailAddress, type MailComposeAction } from '../../common/api/mail.ts';
import type { FileRef } from '../../common/api/file-ref.ts';
import { AttachmentWidget } from '../../../widgets/form/inputs/attachment-widget.tsx';
// The widgets' own look (editor frame, attachment list) outside an engine form.
import '../../../widgets/form/form-theme.css';
import { RichTextWidget } from '../../../widgets/form/inputs/rich-text-widget.tsx';
import { recipientProblem, SUBJECT_MAX, type RecipientProblem } from './compose-rules.ts';
import { RecipientSelect } from './recipient-select.tsx';
import { keyIn, MAIL_KEYS, useMailCalls, useWidgetServices } from './use-mail.ts';

/** What the compose form edits; the body as HTML (Base64 only on the wire). */
interface Draft {
  id?: number;
  version?: number;
  setId: number;
  subject: string;
  to: MailAddress[];
  cc: MailAddress[];
  html: string;
  files: FileRef[];
  replyOf?: number;
  forwardOf?: number;
}

const fromWire = (d: MailDraft): Draft => ({
  id: d.id, version: d.version, setId: d.setId, subject: d.subject, to: d.to, cc: d.cc ?? [], html: decodeMailContent(d.content),
  files: (d.files ?? []).map((f) => ({ id: f.id, name: f.name })), replyOf: d.replyOf, forwardOf: d.forwardOf,
});
const fromItem = (m: MailItem): Draft => ({
  id: m.id, version: m.version, setId: m.setId, subject: m.subject, to: m.to, cc: m.cc, html: decodeMailContent(m.content),
  files: m.files.map((f) => ({ id: f.id, name: f.name })),
});

const ACTIONS: readonly MailComposeAction[] = ['reply', 'replyAll', 'forward'];

/**
 * /mail/mailAdd (new, or ?of={id}&action=reply|replyAll|forward prefilled by the server) and /mail/mailEdit/{id}
 * (a draft): the mailbox it goes from (internal mail or an external account), To and Cc picked from users and contacts,
 * subject, the rich-text body and attachments (the engine's widgets: sanitised HTML, uploads with progress); send or
 * save as a draft.
 */
export function MailComposePage({ mode }: { mode: 'add' | 'edit' | 'get' }) {
  const { t } = useTranslation('mail');
  const { id } = useParams();
  const [params] = useSearchParams();
  const calls = useMailCalls();
  const services = useWidgetServices();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const of = params.get('of');
  const action = ACTIONS.find((a) => a === params.get('action'));

  const settings = useSWR([MAIL_KEYS.settings, 'compose'], () => calls.settings({ pageBean: { page: 1, pageSize: 100, showTotal: false } }), { revalidateOnFocus: false });
  const source = useSWR(['mail-compose', mode, id ?? '', of ?? '', action ?? ''], async (): Promise<Draft | null> => {
    if (mode === 'edit' && id) return fromItem(await calls.get(id));
    if (of && action) return fromWire(await calls.compose(of, action));
    return null;
  }, { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
  const extensions = useSWR(['upload-extensions'], () => services.uploadExtensions?.() ?? Promise.resolve([]), { revalidateOnFocus: false });

  const [draft, setDraft] = useState<Draft | null>(null);
  const [problems, setProblems] = useState<{ to?: RecipientProblem; cc?: RecipientProblem; subject?: boolean }>({});
  const [busy, setBusy] = useState<'send' | 'draft' | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The form starts from the stored draft or the server's prefilled answer, else blank from the chosen (or default) mailbox.
  useEffect(() => {
    if (draft || source.isLoading || settings.isLoading || source.error) return;
    if (source.data) return setDraft(source.data);
    const fromQuery = Number(params.get('setId'));
    const fallback = settings.data?.rows.find((s) => s.isDefault === 1)?.id ?? INTERNAL_SET_ID;
    setDraft({ setId: Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : fallback, subject: '', to: [], cc: [], html: '', files: [] });
  }, [draft, source.isLoading, source.data, source.error, settings.isLoading, settings.data, params]);

  const change = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const problemText = (p: RecipientProblem | undefined) => !p ? undefined
    : p.reason === 'required' ? t('form.required')
      : p.reason === 'invalid' ? t('form.invalidAddresses', { list: p.list })
        : t('form.internalNeedsUsers', { list: p.list });

  const submit = async (isDraft: boolean) => {
    if (!draft) return;
    const found = {
      to: recipientProblem(draft.setId, draft.to, !isDraft),
      cc: recipientProblem(draft.setId, draft.cc, false),
      subject: draft.subject.length > SUBJECT_MAX,
    };
    setProblems(found);
    if (found.to || found.cc || found.subject) return;
    setBusy(isDraft ? 'draft' : 'send');
    setError(null);
    try {
      const reply = await calls.send({
        id: draft.id, version: draft.version, setId: draft.setId, subject: draft.subject.trim(), to: draft.to, cc: draft.cc,
        content: encodeMailContent(draft.html), files: draft.files, replyOf: draft.replyOf, forwardOf: draft.forwardOf, isDraft,
      });
      Message.success(reply.message);
      await mutate(keyIn(MAIL_KEYS.list, MAIL_KEYS.tree, MAIL_KEYS.unread, 'mail-item'));
      navigate(`/v-mail/v-mailList?folder=${draft.setId}-${isDraft ? MAIL_FOLDERS.drafts : MAIL_FOLDERS.sent}`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const widget = (props: Record<string, unknown>) => ({ options: {}, registry: { formContext: { services } }, onBlur: () => undefined, onFocus: () => undefined, ...props }) as unknown as WidgetProps;
  const mailboxes = [
    { value: INTERNAL_SET_ID, label: t('form.internal') },
    ...(settings.data?.rows ?? []).map((s) => ({ value: s.id, label: s.name ? `${s.name} <${s.mailAddress}>` : s.mailAddress })),
  ];
  const loadError = source.error as Error | undefined;
  return (
    <Card bordered={false} title={mode === 'edit' ? t('title.edit') : t('title.add')} data-testid="mail-compose-page"
      extra={<Button size="small" data-testid="mail-back" onClick={() => navigate(-1)}>{t('back')}</Button>}>
      {loadError && <Alert type="error" content={loadError.message || t('read.notFound')} data-testid="mail-compose-load-error" />}
      {error && <Alert className="pp-mail-hint" type="error" content={error} data-testid="mail-compose-error" />}
      {!draft && !loadError && <Spin />}
      {draft && (
        <Form className="pp-mail-form" layout="horizontal" labelCol={{ span: 3 }} wrapperCol={{ span: 21 }} data-testid="mail-compose">
          <Form.Item label={t('form.account')}>
            <Select data-testid="mail-compose-account" value={draft.setId} options={mailboxes} disabled={draft.replyOf !== undefined}
              onChange={(setId: number) => { change({ setId, to: [], cc: [] }); setProblems({}); }} />
          </Form.Item>
          <Form.Item label={t('form.to')} required validateStatus={problems.to ? 'error' : undefined} help={problemText(problems.to)}>
            <RecipientSelect id="mail-compose-to" setId={draft.setId} value={draft.to} error={!!problems.to}
              onChange={(to) => { change({ to }); setProblems((p) => ({ ...p, to: undefined })); }} />
          </Form.Item>
          <Form.Item label={t('form.cc')} validateStatus={problems.cc ? 'error' : undefined} help={problemText(problems.cc)}>
            <RecipientSelect id="mail-compose-cc" setId={draft.setId} value={draft.cc} error={!!problems.cc}
              onChange={(cc) => { change({ cc }); setProblems((p) => ({ ...p, cc: undefined })); }} />
          </Form.Item>
          <Form.Item label={t('form.subject')} validateStatus={problems.subject ? 'error' : undefined} help={problems.subject ? t('form.tooLong', { max: SUBJECT_MAX }) : undefined}>
            <Input data-testid="mail-compose-subject" value={draft.subject} onChange={(subject) => { change({ subject }); setProblems((p) => ({ ...p, subject: false })); }} />
          </Form.Item>
          <Form.Item label={t('form.content')}>
            <div data-testid="mail-compose-content">
              <RichTextWidget {...widget({ id: 'mail-compose-body', value: draft.html, options: { emptyValue: '' }, onChange: (html: string | undefined) => change({ html: html ?? '' }) })} />
            </div>
          </Form.Item>
          <Form.Item label={t('form.attachments')}>
            <div data-testid="mail-compose-files">
              {extensions.data && (
                <AttachmentWidget {...widget({ id: 'mail-compose-attachments', value: draft.files, options: { accept: extensions.data, emptyValue: [] }, onChange: (files: FileRef[] | undefined) => change({ files: files ?? [] }) })} />
              )}
            </div>
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 3, span: 21 }}>
            <div className="pp-mail-form-footer">
              <Button type="primary" icon={<IconSend />} loading={busy === 'send'} disabled={busy !== null} data-testid="mail-send" onClick={() => void submit(false)}>{t('form.send')}</Button>
              <Button loading={busy === 'draft'} disabled={busy !== null} data-testid="mail-save-draft" onClick={() => void submit(true)}>{t('form.saveDraft')}</Button>
              <Button disabled={busy !== null} data-testid="mail-cancel" onClick={() => navigate(-1)}>{t('cancel')}</Button>
            </div>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
