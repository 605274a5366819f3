import { Button, Message, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import type { MailSetting } from '../../app/api/mail.ts';
import { formatDateTime } from '../news/format-time.ts';
import { RecordList } from './record-list.tsx';
import { SyncButton } from './sync-button.tsx';
import { keyIn, MAIL_KEYS, useMailCalls } from './use-mail.ts';

/** The save/test body of a stored mailbox (its stored password is used: isOriginPwd). */
export const bodyOf = (s: MailSetting) => ({
  id: s.id, version: s.version, name: s.name, mailAddress: s.mailAddress, account: s.account, smtpHost: s.smtpHost, smtpPort: s.smtpPort,
  imapHost: s.imapHost, imapPort: s.imapPort, ssl: s.ssl, isDefault: s.isDefault,
});

/** v-settingList: the caller's external mailboxes, with make default, test connection and sync. */
export function SettingListPage() {
  const { t } = useTranslation('mail');
  const calls = useMailCalls();
  const { mutate } = useSWRConfig();
  const run = async (work: () => Promise<{ message: string }>, reload: () => Promise<unknown>) => {
    try {
      Message.success((await work()).message);
    } catch (error) {
      Message.error((error as Error).message);
    }
    await reload();
    await mutate(keyIn(MAIL_KEYS.tree));
  };
  return (
    <RecordList<MailSetting>
      testId="setting-list"
      title={t('title.settingList')}
      name={MAIL_KEYS.settings}
      load={calls.settings}
      remove={calls.removeSettings}
      searchPlaceholder={t('setting.searchPlaceholder')}
      addPath="/mail/settingAdd"
      viewPath={(row) => `/mail/settingGet/${row.id}`}
      editPath={(row) => `/mail/settingEdit/${row.id}`}
      columns={[
        {
          title: t('setting.mailAddress'), dataIndex: 'mailAddress',
          render: (v: string, row) => <span><span className="pp-mail-nowrap">{v}</span>{row.isDefault === 1 && <Tag size="small" color="arcoblue" style={{ marginLeft: 8 }} data-testid="setting-default-tag">{t('setting.isDefault')}</Tag>}</span>,
        },
        { title: t('setting.name'), dataIndex: 'name', width: 120 },
        { title: t('setting.smtp'), dataIndex: 'smtpHost', width: 190, render: (v: string, row) => <span className="pp-mail-nowrap">{`${v}:${row.smtpPort}`}</span> },
        { title: t('setting.imap'), dataIndex: 'imapHost', width: 190, render: (v: string, row) => <span className="pp-mail-nowrap">{`${v}:${row.imapPort}`}</span> },
        { title: t('setting.lastSync'), dataIndex: 'lastSyncAt', width: 150, render: (v: string | null) => formatDateTime(v) },
      ]}
      rowExtra={(row, reload) => (
        <>
          {row.isDefault !== 1 && (
            <Button type="text" size="small" data-testid="row-set-default" onClick={() => void run(() => calls.setDefaultSetting(row.id), reload)}>{t('setting.setDefault')}</Button>
          )}
          <Button type="text" size="small" data-testid="row-test" onClick={() => void run(() => calls.testSetting(bodyOf(row), true), reload)}>{t('setting.test')}</Button>
          <SyncButton settingId={row.id} size="small" />
        </>
      )}
    />
  );
}
