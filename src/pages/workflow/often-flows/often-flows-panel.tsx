import { useState } from 'react';
import useSWR from 'swr';
import { Alert, Button, Card, Empty, Spin } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getMyOftenFlows, type OftenFlow } from '../../../app/api/workflow-personal.ts';
import { iconColor } from './often-flow-choice.ts';
import { OftenFlowsDialog } from './often-flows-dialog.tsx';
import { StartForDialog } from '../flow-list/start-for-dialog.tsx';
import { useStartFlow } from '../flow-list/use-start-flow.ts';
import './often-flows.css';

export const OFTEN_FLOWS = 'often-flows-mine';

/**
 * The caller's frequent flows (常用流程) as tiles that start the flow (/agentStart/{defId}/{leaderId} in the
 * process popup); a secretary first chooses whom to start for. The settings button opens the two-list dialog.
 */
export function OftenFlowsPanel() {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const mine = useSWR([OFTEN_FLOWS], () => getMyOftenFlows(api));
  const [settings, setSettings] = useState(false);
  const starter = useStartFlow();
  // The flow list's start: rights check, the secretary's choice of initiator, the process popup.
  const start = (flow: OftenFlow) => void starter.start({ defId: flow.id, defKey: flow.defKey, name: flow.name });
  const flows = mine.data ?? [];
  return (
    <Card
      className="pp-often-panel"
      title={t('personal.often.title')}
      data-testid="often-flows-panel"
      extra={<Button size="small" type="text" icon={<IconSettings />} data-testid="often-settings" onClick={() => setSettings(true)}>{t('personal.often.settings')}</Button>}
    >
      {mine.isLoading && <Spin />}
      {mine.error && <Alert type="error" content={t('personal.loadFailed', { message: (mine.error as Error).message })} />}
      {!mine.isLoading && !mine.error && flows.length === 0 && <Empty description={t('personal.often.noFlows')} />}
      <div className="pp-often-tiles">
        {flows.map((flow) => (
          <button key={flow.defKey} type="button" className="pp-often-tile" data-testid={`often-tile-${flow.defKey}`} title={flow.name} disabled={starter.checking === flow.defKey} onClick={() => start(flow)}>
            <span className="pp-often-icon" style={{ background: iconColor(flow.icon) }}>{flow.name.slice(0, 1)}</span>
            <span className="pp-often-name">{flow.name}</span>
          </button>
        ))}
      </div>
      {settings && (
        <OftenFlowsDialog
          initial={flows.map((flow) => ({ defKey: flow.defKey, name: flow.name }))}
          onClose={() => setSettings(false)}
          onSaved={() => { setSettings(false); void mine.mutate(); }}
        />
      )}
      {starter.choosing && (
        <StartForDialog flowName={starter.choosing.flow.name} leaders={starter.choosing.leaders} onChoose={starter.choose} onCancel={starter.cancel} />
      )}
    </Card>
  );
}
