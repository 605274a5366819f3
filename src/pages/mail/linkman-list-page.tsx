import { useTranslation } from 'react-i18next';
import type { Linkman } from '../../app/api/mail.ts';
import { formatDateTime } from '../news/format-time.ts';
import { RecordList } from './record-list.tsx';
import { MAIL_KEYS, useMailCalls } from './use-mail.ts';

/** v-linkmanList: the caller's contacts. */
export function LinkmanListPage() {
  const { t } = useTranslation('mail');
  const calls = useMailCalls();
  return (
    <RecordList<Linkman>
      testId="linkman-list"
      title={t('title.linkmanList')}
      name={MAIL_KEYS.linkmen}
      load={calls.linkmen}
      remove={calls.removeLinkmen}
      searchPlaceholder={t('linkman.searchPlaceholder')}
      addPath="/mail/linkmanEdit"
      viewPath={(row) => `/mail/linkmanGet/${row.id}`}
      editPath={(row) => `/mail/linkmanEdit/${row.id}`}
      columns={[
        { title: t('linkman.name'), dataIndex: 'name', width: 160 },
        { title: t('linkman.email'), dataIndex: 'email', render: (v: string) => <span className="pp-mail-nowrap">{v}</span> },
        { title: t('linkman.mobile'), dataIndex: 'mobile', width: 140 },
        { title: t('linkman.company'), dataIndex: 'company', ellipsis: true },
        { title: t('linkman.createTime'), dataIndex: 'createTime', width: 150, render: (v: string) => formatDateTime(v) },
      ]}
    />
  );
}
