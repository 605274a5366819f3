import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Linkman } from '../../app/api/mail.ts';
import { formatDateTime } from '../news/format-time.ts';
import { MOBILE_PATTERN } from '../../common/rules/profile.ts';
import { isMailAddress } from './compose-rules.ts';
import { RecordFrame, RecordView, useSave } from './record-form.tsx';
import { MAIL_KEYS, useMailCalls } from './use-mail.ts';

const LIST = '/v-mail/v-linkmanList';

/** The wire's limits of a contact (src/common/api/mail.ts LinkmanSaveBody). */
export const LINKMAN_LIMITS = { name: 100, email: 320, company: 200, remark: 1000 } as const;

type Values = Pick<Linkman, 'name' | 'email' | 'mobile' | 'company' | 'remark'>;

/** /mail/linkmanEdit (new), /mail/linkmanEdit/{id}, /mail/linkmanGet/{id}: one contact. */
export function LinkmanFormPage({ mode }: { mode: 'add' | 'edit' | 'get' }) {
  const { t } = useTranslation('mail');
  const { id } = useParams();
  const calls = useMailCalls();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const read = useSWR(id ? ['mail-linkman', id] : null, () => calls.linkman(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
  const save = useSave(LIST, MAIL_KEYS.linkmen, 'mail-linkman');
  const record = read.data;

  useEffect(() => {
    if (record && mode === 'edit') form.setFieldsValue({ name: record.name, email: record.email, mobile: record.mobile, company: record.company, remark: record.remark });
  }, [record, mode, form]);

  const title = mode === 'add' ? t('title.linkmanAdd') : mode === 'edit' ? t('title.linkmanEdit') : t('title.linkmanGet');
  const required = { required: true, message: t('form.required') };
  const max = (n: number) => ({ maxLength: n, message: t('form.tooLong', { max: n }) });
  const loadError = read.error ? (read.error as Error).message : null;

  if (mode === 'get') {
    return (
      <RecordFrame testId="linkman-get" title={title} backTo={LIST} loading={read.isLoading} error={loadError}>
        {record && (
          <RecordView testId="linkman-view" editPath={`/mail/linkmanEdit/${record.id}`} rows={[
            { label: t('linkman.name'), value: record.name },
            { label: t('linkman.email'), value: record.email },
            { label: t('linkman.mobile'), value: record.mobile },
            { label: t('linkman.company'), value: record.company },
            { label: t('linkman.remark'), value: record.remark },
            { label: t('linkman.createTime'), value: formatDateTime(record.createTime) },
          ]} />
        )}
      </RecordFrame>
    );
  }
  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    await save.submit(() => calls.saveLinkman({
      id: record?.id, version: record?.version, name: values.name.trim(), email: values.email.trim(),
      mobile: values.mobile?.trim() ?? '', company: values.company?.trim() ?? '', remark: values.remark?.trim() ?? '',
    }));
  };
  return (
    <RecordFrame testId={`linkman-${mode}`} title={title} backTo={LIST} loading={mode === 'edit' && read.isLoading} error={save.error ?? loadError}>
      <Form form={form} className="pp-mail-form" layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} data-testid="linkman-form"
        initialValues={{ name: '', email: '', mobile: '', company: '', remark: '' }}>
        <Form.Item label={t('linkman.name')} field="name" rules={[required, max(LINKMAN_LIMITS.name)]}>
          <Input data-testid="linkman-name" />
        </Form.Item>
        <Form.Item label={t('linkman.email')} field="email" rules={[required, max(LINKMAN_LIMITS.email), {
          validator: (value: string | undefined, cb: (error?: string) => void) => cb(value && !isMailAddress(value) ? t('form.invalidAddress') : undefined),
        }]}>
          <Input data-testid="linkman-email" />
        </Form.Item>
        <Form.Item label={t('linkman.mobile')} field="mobile" rules={[{
          validator: (value: string | undefined, cb: (error?: string) => void) => cb(value?.trim() && !MOBILE_PATTERN.test(value.trim()) ? t('form.mobileInvalid') : undefined),
        }]}>
          <Input data-testid="linkman-mobile" />
        </Form.Item>
        <Form.Item label={t('linkman.company')} field="company" rules={[max(LINKMAN_LIMITS.company)]}>
          <Input data-testid="linkman-company" />
        </Form.Item>
        <Form.Item label={t('linkman.remark')} field="remark" rules={[max(LINKMAN_LIMITS.remark)]}>
          <Input.TextArea data-testid="linkman-remark" autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5, span: 19 }}>
          <div className="pp-mail-form-footer">
            <Button type="primary" loading={save.saving} data-testid="form-save" onClick={() => void submit()}>{t('save')}</Button>
            <Button data-testid="form-cancel" onClick={() => navigate(LIST)}>{t('cancel')}</Button>
          </div>
        </Form.Item>
      </Form>
    </RecordFrame>
  );
}
