import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { listAgents, removeAgents, type AgentRow } from '../../../app/api/workflow-personal.ts';
import { PersonalList } from '../shared/personal-list.tsx';
import { FlowScopeText } from '../shared/flow-scope-field.tsx';
import { localMinute } from './agent-form-rules.ts';

export const AGENTS = 'personal-agents';

/** v-agent: the caller's agent rules (委托代理). */
export function AgentListPage() {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  return (
    <PersonalList<AgentRow>
      testId="agent-list"
      title={t('personal.agent.title')}
      hint={t('personal.agent.hint')}
      name={AGENTS}
      load={(filter) => listAgents(api, filter)}
      remove={(ids) => removeAgents(api, ids)}
      keywordOver={['agent', 'subject']}
      searchPlaceholder={t('personal.agent.searchPlaceholder')}
      addPath="/agent/agentAdd"
      viewPath={(row) => `/agent/agentGet/${row.id}`}
      editPath={(row) => `/agent/agentEdit/${row.id}`}
      columns={[
        { title: t('personal.agent.agent'), dataIndex: 'agent' },
        { title: t('personal.agent.subject'), dataIndex: 'subject' },
        { title: t('personal.agent.startDate'), dataIndex: 'startDate', render: (v: string) => localMinute(v) },
        { title: t('personal.agent.endDate'), dataIndex: 'endDate', render: (v: string) => localMinute(v) },
        { title: t('personal.agent.flows'), dataIndex: 'defKeys', render: (keys: string[] | null) => <FlowScopeText keys={keys} /> },
        {
          title: t('personal.status'), dataIndex: 'isEnabled', width: 90,
          render: (on: boolean) => <Tag color={on ? 'green' : 'gray'}>{t(on ? 'personal.enabled' : 'personal.disabled')}</Tag>,
        },
      ]}
    />
  );
}
