import { useState } from 'react';
import { Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useTranslation } from 'react-i18next';
import { OftenFlowsPanel } from '../often-flows/often-flows-panel.tsx';
import { FlowCatalog } from './flow-catalog.tsx';
import { TemplateListPage } from '../../../engine/list/template-list-page.tsx';
import { StartForDialog } from './start-for-dialog.tsx';
import { useStartFlow } from './use-start-flow.ts';
import '../lists/lists.css';
import './flow-list.css';

/** v-flowList: the frequent flows on top, then every flow the user may start (searchable by name) and the user's drafts. */
export function FlowListPage() {
  const { t } = useTranslation('workflow');
  const starter = useStartFlow();
  const [tab, setTab] = useState('flows');
  return (
    <div className="pp-flow-start" data-testid="flow-start-page">
      <OftenFlowsPanel />
      <Card bordered={false} title={t('lists.menu.flowList')}>
        <Tabs activeTab={tab} onChange={setTab} lazyload>
          <Tabs.TabPane key="flows" title={<span data-testid="flow-tab-flows">{t('lists.flows.allFlows')}</span>}>
            <FlowCatalog onStart={(flow) => void starter.start(flow)} checking={starter.checking} />
          </Tabs.TabPane>
          <Tabs.TabPane key="drafts" title={<span data-testid="flow-tab-drafts">{t('lists.flows.drafts')}</span>}>
            <TemplateListPage alias="wfDrafts" />
          </Tabs.TabPane>
        </Tabs>
      </Card>
      {starter.choosing ? (
        <StartForDialog flowName={starter.choosing.flow.name} leaders={starter.choosing.leaders} onChoose={starter.choose} onCancel={starter.cancel} />
      ) : null}
    </div>
  );
}

export default FlowListPage;
