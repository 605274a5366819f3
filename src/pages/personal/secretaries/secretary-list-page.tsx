import useSWR from 'swr';
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { secretaryLeaders } from '../../../app/api/workflow-lists.ts';
import { listSecretaries, removeSecretaries, type SecretaryRow } from '../../../app/api/workflow-personal.ts';
import { PersonalList } from '../shared/personal-list.tsx';
import { FlowScopeText } from '../shared/flow-scope-field.tsx';

export const SECRETARIES = 'personal-secretaries';

/** v-secretary: the caller's secretaries (as a leader), and whom the caller serves as secretary. */
export function SecretaryListPage() {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const leaders = useSWR(['personal-leaders-of-me'], () => secretaryLeaders(api));
  const serving = leaders.data?.length ? <div data-testid="secretary-leaders">{t('personal.secretary.leadersOfMe', { names: leaders.data.map((l) => l.name).join('、') })}</div> : null;
  return (
    <PersonalList<SecretaryRow>
      testId="secretary-list"
      title={t('personal.secretary.title')}
      hint={<>{t('personal.secretary.hint')}{serving}</>}
      name={SECRETARIES}
      load={(filter) => listSecretaries(api, filter)}
      remove={(ids) => removeSecretaries(api, ids)}
      keywordOver={['secretary']}
      searchPlaceholder={t('personal.secretary.searchPlaceholder')}
      addPath="/secretary/secretaryEdit"
      editPath={(row) => `/secretary/secretaryEdit/${row.id}`}
      columns={[
        { title: t('personal.secretary.secretary'), dataIndex: 'secretary' },
        { title: t('personal.secretary.flows'), dataIndex: 'defKeys', render: (keys: string[] | null) => <FlowScopeText keys={keys} /> },
        {
          title: t('personal.status'), dataIndex: 'isEnabled', width: 90,
          render: (on: boolean) => <Tag color={on ? 'green' : 'gray'}>{t(on ? 'personal.enabled' : 'personal.disabled')}</Tag>,
        },
      ]}
    />
  );
}
