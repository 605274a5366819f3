import { useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { getInstanceDetail, getInstanceOpinions } from '../../../app/api/workflow-instance.ts';
import { ROLE } from '../../../common/enums/roles.ts';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { ApprovalHistory, pendingSteps } from '../shared/approval-history.tsx';
import { FlowImage } from '../shared/flow-image.tsx';
import { formatTime } from '../shared/format-time.ts';
import { initiatorActions } from './initiator-actions.ts';
import { InstanceForm } from './instance-form.tsx';
import { InstanceToolbar } from './instance-toolbar.tsx';
import { ProcessPageState } from './process-page-gate.tsx';

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };
const STATUS_COLOURS: Record<string, string> = { running: 'arcoblue', end: 'green', manual_end: 'gray', forbidden: 'red' };

type TabKey = 'form' | 'flowImage' | 'history';

function Meta({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return <span data-testid={testId}><span className="pp-process-meta-label">{label}</span>{children}</span>;
}

/** The instance and read pages once the instance is known: header, initiator commands, then form, flow image and history. */
/** `defId`: the route names the flow version too (/previewInstForm/{defId}/{instId}); an instance of another one is refused. */
export function InstanceView({ instId, task, noticeId, defId }: { instId: string; task?: { name: string; statusName: string }; noticeId?: string; defId?: string }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const user = useSession()?.user;
  const me = user?.userId;
  const { mutate: mutateKey } = useSWRConfig();
  const instance = useSWR(['instanceDetail', instId], () => getInstanceDetail(api, instId), SWR_OPTIONS);
  const opinions = useSWR(['instanceOpinions', instId], () => getInstanceOpinions(api, instId), SWR_OPTIONS);
  const [tab, setTab] = useState<TabKey>('form');

  if (instance.error) return <ProcessPageState testId="inst" error={t('inst.view.loadFailed', { message: (instance.error as Error).message })} />;
  if (!instance.data) return <ProcessPageState testId="inst" loading={t('inst.view.loading')} />;
  const inst = instance.data;
  if (defId !== undefined && inst.defId !== defId) return <ProcessPageState testId="inst" error={t('inst.view.notOfFlow', { defId })} />;
  const allowed = initiatorActions(inst, opinions.data, me, user?.roles.includes(ROLE.sysAdmin) ?? false);
  const reload = () => {
    void instance.mutate();
    void opinions.mutate();
    void mutateKey(['flowImage', instId]);
  };
  const statusKey = `inst.view.statuses.${inst.status}`;

  return (
    <div className="pp-process-page" data-testid="inst-page" data-inst-id={instId} data-status={inst.status}>
      <div className="pp-process-header">
        <h1 className="pp-process-title">
          <span data-testid="inst-subject">{inst.subject}</span>
          <Tag color={STATUS_COLOURS[inst.status] ?? 'gray'} data-testid="inst-status">{t(statusKey, { defaultValue: inst.status })}</Tag>
        </h1>
        <div className="pp-process-meta">
          <Meta label={t('inst.view.flow')}>{inst.defName}</Meta>
          <Meta label={t('inst.view.creator')}>{inst.creator}</Meta>
          <Meta label={t('inst.view.createTime')}>{formatTime(inst.createTime)}</Meta>
          {inst.endTime && <Meta label={t('inst.view.endTime')}>{formatTime(inst.endTime)}</Meta>}
          {inst.openTasks.length > 0 && (
            <Meta label={t('inst.view.currentNodes')} testId="inst-current">{[...new Set(inst.openTasks.map((o) => o.name))].join('、')}</Meta>
          )}
          {task && <Meta label={t('inst.view.taskName')}>{task.name}</Meta>}
          {task && <Meta label={t('inst.view.taskStatus')}>{task.statusName}</Meta>}
        </div>
        <InstanceToolbar instId={instId} canUrge={allowed.urge} canRevoke={allowed.revoke} canForbid={allowed.forbid} canUnforbid={allowed.unforbid}
          noticeId={noticeId} onChanged={reload} />
      </div>
      <Tabs className="pp-process-tabs" activeTab={tab} onChange={(key) => setTab(key as TabKey)}>
        <Tabs.TabPane key="form" title={<span data-testid="inst-tab-form">{t('inst.view.tabs.form')}</span>}>
          <InstanceForm instId={instId} formKey={inst.formKey} boAlias={inst.boAlias} data={inst.data} />
        </Tabs.TabPane>
        <Tabs.TabPane key="flowImage" title={<span data-testid="inst-tab-flowImage">{t('inst.view.tabs.flowImage')}</span>}>
          {tab === 'flowImage' && <FlowImage instId={instId} />}
        </Tabs.TabPane>
        <Tabs.TabPane key="history" title={<span data-testid="inst-tab-history">{t('inst.view.tabs.history')}</span>}>
          <ApprovalHistory instId={instId} pending={pendingSteps(inst.openTasks)} />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
