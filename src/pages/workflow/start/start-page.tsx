import { Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProcessPageGate, ProcessPageState } from '../instance/process-page-gate.tsx';
import { StartWorkspace } from './start-workspace.tsx';
import { useStartSource, type StartTarget } from './use-start-source.ts';

/**
 * /agentStart/{defId}/{leaderId}[/{copeInstId}], /agentStartByKey/{defKey} and /start/{defId}/{instId} (a draft):
 * the start page of a flow, drawn without the main layout because the flow list opens it in a popup. `?businessKey=`
 * (a list row's 发起流程) starts it for that record, the form filled from it (startForm).
 */
export function StartPage() {
  return <ProcessPageGate><LoadedStartPage /></ProcessPageGate>;
}

function LoadedStartPage() {
  const { defId, defKey, leaderId, copeInstId, instId } = useParams();
  const businessKey = useSearchParams()[0].get('businessKey') || undefined;
  const target: StartTarget = { defId, defKey, draftId: instId, copyInstId: copeInstId, businessKey };
  const { t } = useTranslation('workflow');
  const { source, error } = useStartSource(target);
  if (error) return <ProcessPageState testId="start" error={t('inst.start.loadFailed', { message: error.message })} />;
  if (!source) return <ProcessPageState testId="start" loading={t('inst.start.loading')} />;
  if (!source.view.canStart) return <Result status="403" data-testid="start-no-rights" title={t('inst.start.noStartRights')} />;
  return <StartWorkspace key={`${source.view.defId}|${instId ?? ''}|${copeInstId ?? ''}|${businessKey ?? ''}`} source={source} target={target} routeLeaderId={leaderId} />;
}
