import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Checkbox, Form, Input, Message, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useTranslation } from 'react-i18next';
import type { MailSettingBody } from '../../app/api/mail.ts';
import { formatDateTime } from '../news/format-time.ts';
import { isMailAddress } from './compose-rules.ts';
import { RecordFrame, RecordView, useSave } from './record-form.tsx';
import { DEFAULT_PORTS, portProblem, SETTING_LIMITS } from './setting-rules.ts';
import { MAIL_KEYS, useMailCalls } from './use-mail.ts';

const LIST = '/v-mail/v-settingList';

interface Values {
  name: string;
  mailAddress: string;
  account: string;
  password: string;
  smtpHost: string;
  smtpPort: string;
  imapHost: string;
  imapPort: string;
  ssl: boolean;
  isDefault: boolean;
}

/**
 * /mail/settingAdd, /mail/settingEdit/{id}, /mail/settingGet/{id}: one external mailbox (SMTP and IMAP servers, TLS,
 * account). The stored password is never shown: an edit keeps it (isOriginPwd) unless 修改密码 is ticked. Test
 * connection tries both servers with what the form holds (连接成功, or the server's reason).
 */
export function SettingFormPage({ mode }: { mode: 'add' | 'edit' | 'get' }) {
  const { t } = useTranslation('mail');
  const { id } = useParams();
  const calls = useMailCalls();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const read = useSWR(id ? ['mail-setting', id] : null, () => calls.setting(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
  const save = useSave(LIST, MAIL_KEYS.settings, MAIL_KEYS.tree, 'mail-setting');
  const [changePassword, setChangePassword] = useState(mode === 'add');
  const [testing, setTesting] = useState(false);
  const [testError, setTestError] = useState<string | null>(null);
  const record = read.data;
  const keepPassword = mode === 'edit' && !changePassword;

  useEffect(() => {
    if (!record || mode !== 'edit') return;
    form.setFieldsValue({
      name: record.name, mailAddress: record.mailAddress, account: record.account, password: '', smtpHost: record.smtpHost,
      smtpPort: String(record.smtpPort), imapHost: record.imapHost, imapPort: String(record.imapPort), ssl: record.ssl, isDefault: record.isDefault === 1,
    });
  }, [record, mode, form]);

  const title = mode === 'add' ? t('title.settingAdd') : mode === 'edit' ? t('title.settingEdit') : t('title.settingGet');
  const loadError = read.error ? (read.error as Error).message : null;
  if (mode === 'get') {
    return (
      <RecordFrame testId="setting-get" title={title} backTo={LIST} loading={read.isLoading} error={loadError}>
        {record && (
          <RecordView testId="setting-view" editPath={`/mail/settingEdit/${record.id}`} rows={[
            { label: t('setting.mailAddress'), value: record.mailAddress },
            { label: t('setting.name'), value: record.name },
            { label: t('setting.account'), value: record.account },
            { label: t('setting.password'), value: record.hasPassword ? t('setting.passwordKept') : '' },
            { label: t('setting.smtp'), value: `${record.smtpHost}:${record.smtpPort}` },
            { label: t('setting.imap'), value: `${record.imapHost}:${record.imapPort}` },
            { label: t('setting.ssl'), value: record.ssl ? t('yes') : t('no') },
            { label: t('setting.isDefault'), value: record.isDefault === 1 ? t('yes') : t('no') },
            { label: t('setting.lastSync'), value: formatDateTime(record.lastSyncAt) },
          ]} />
        )}
      </RecordFrame>
    );
  }

  const bodyOf = (v: Values): MailSettingBody => ({
    id: record?.id, version: record?.version, name: v.name.trim(), mailAddress: v.mailAddress.trim(), account: v.account.trim() || v.mailAddress.trim(),
    password: keepPassword ? undefined : v.password, smtpHost: v.smtpHost.trim(), smtpPort: Number(v.smtpPort), imapHost: v.imapHost.trim(),
    imapPort: Number(v.imapPort), ssl: v.ssl, isDefault: v.isDefault ? 1 : 0,
  });
  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (values) await save.submit(() => calls.saveSetting(bodyOf(values), keepPassword));
  };
  const test = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setTesting(true);
    setTestError(null);
    try {
      Message.success((await calls.testSetting(bodyOf(values), keepPassword)).message);
    } catch (error) {
      setTestError((error as Error).message);
    } finally {
      setTesting(false);
    }
  };
  const required = { required: true, message: t('form.required') };
  const max = (n: number) => ({ maxLength: n, message: t('form.tooLong', { max: n }) });
  const port = {
    validator: (value: unknown, cb: (error?: string) => void) => {
      const problem = portProblem(value);
      cb(problem === 'integer' ? t('setting.portInteger') : problem === 'range' ? t('setting.portRange') : undefined);
    },
  };
  const onSsl = (ssl: boolean) => {
    // Ports still at the other mode's defaults follow the switch.
    const from = ssl ? DEFAULT_PORTS.plain : DEFAULT_PORTS.ssl;
    const to = ssl ? DEFAULT_PORTS.ssl : DEFAULT_PORTS.plain;
    if (form.getFieldValue('smtpPort') === String(from.smtp)) form.setFieldValue('smtpPort', String(to.smtp));
    if (form.getFieldValue('imapPort') === String(from.imap)) form.setFieldValue('imapPort', String(to.imap));
  };
  return (
    <RecordFrame testId={`setting-${mode}`} title={title} backTo={LIST} loading={mode === 'edit' && read.isLoading} error={save.error ?? testError ?? loadError}>
      <Form form={form} className="pp-mail-form" layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} data-testid="setting-form"
        initialValues={{
          name: '', mailAddress: '', account: '', password: '', smtpHost: '', smtpPort: String(DEFAULT_PORTS.ssl.smtp), imapHost: '',
          imapPort: String(DEFAULT_PORTS.ssl.imap), ssl: true, isDefault: false,
        }}
        onValuesChange={(changed) => { if ('ssl' in changed) onSsl(Boolean(changed.ssl)); }}>
        <Form.Item label={t('setting.mailAddress')} field="mailAddress" rules={[required, max(SETTING_LIMITS.mailAddress), {
          validator: (value: string | undefined, cb: (error?: string) => void) => cb(value && !isMailAddress(value) ? t('form.invalidAddress') : undefined),
        }]}>
          <Input data-testid="setting-mailAddress" />
        </Form.Item>
        <Form.Item label={t('setting.name')} field="name" rules={[max(SETTING_LIMITS.name)]}>
          <Input data-testid="setting-name" />
        </Form.Item>
        <Form.Item label={t('setting.account')} field="account" rules={[max(SETTING_LIMITS.account)]} extra={t('setting.accountHint')}>
          <Input data-testid="setting-account" />
        </Form.Item>
        {mode === 'edit' && (
          <Form.Item label={t('setting.password')}>
            <Checkbox data-testid="setting-change-password" checked={changePassword} onChange={(checked: boolean) => setChangePassword(checked)}>
              {t('setting.changePassword')}
            </Checkbox>
            {keepPassword && <div className="arco-form-extra" data-testid="setting-password-kept">{record?.hasPassword ? t('setting.passwordKept') : ''}</div>}
          </Form.Item>
        )}
        {!keepPassword && (
          <Form.Item label={mode === 'add' ? t('setting.password') : t('setting.newPassword')} field="password" rules={[required, max(SETTING_LIMITS.password)]}>
            <Input.Password data-testid="setting-password" autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item label={t('setting.smtpHost')} field="smtpHost" rules={[required, max(SETTING_LIMITS.host)]}>
          <Input data-testid="setting-smtpHost" placeholder="smtp.example.com" />
        </Form.Item>
        <Form.Item label={t('setting.smtpPort')} field="smtpPort" rules={[required, port]}>
          <Input data-testid="setting-smtpPort" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('setting.imapHost')} field="imapHost" rules={[required, max(SETTING_LIMITS.host)]}>
          <Input data-testid="setting-imapHost" placeholder="imap.example.com" />
        </Form.Item>
        <Form.Item label={t('setting.imapPort')} field="imapPort" rules={[required, port]}>
          <Input data-testid="setting-imapPort" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('setting.ssl')} field="ssl" triggerPropName="checked" extra={t('setting.sslHint')}>
          <Switch data-testid="setting-ssl" />
        </Form.Item>
        <Form.Item label={t('setting.isDefault')} field="isDefault" triggerPropName="checked">
          <Switch data-testid="setting-isDefault" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5, span: 19 }}>
          <div className="pp-mail-form-footer">
            <Button type="primary" loading={save.saving} disabled={testing} data-testid="form-save" onClick={() => void submit()}>{t('save')}</Button>
            <Button loading={testing} disabled={save.saving} data-testid="setting-test" onClick={() => void test()}>{t('setting.test')}</Button>
            <Button data-testid="form-cancel" onClick={() => navigate(LIST)}>{t('cancel')}</Button>
          </div>
        </Form.Item>
      </Form>
    </RecordFrame>
  );
}
