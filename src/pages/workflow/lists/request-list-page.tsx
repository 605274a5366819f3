import { useState } from 'react';
import type { TableColumnProps } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listMyRequests, urgeInstance, type InstanceRow } from '../../../app/api/workflow-lists.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { openProcessWindow } from '../../../app/shell/open-window.ts';
import { FlowListView } from './flow-list-view.tsx';
import { ActionButton, StatusTag, SubjectCell, TimeCell, nameColumn } from './list-cells.tsx';
import { OpinionDialog } from './opinion-dialog.tsx';
import { runFlowCommand } from './use-flow-command.ts';
import { useFlowList } from './use-flow-list.ts';

const URGE_MAX = 1000;

/** My requests (v-request, /v-request/{defKey}): the instances the caller started; running ones can be urged (催办). */
export function RequestListPage() {
  const { t, i18n } = useTranslation('workflow');
  const { api } = useServices();
  const { defKey } = useParams();
  const list = useFlowList<InstanceRow>({ key: 'wf-request', read: listMyRequests, dateProperty: 'createTime', defKey });
  const [urging, setUrging] = useState<InstanceRow | null>(null);
  const view = (row: InstanceRow) => openProcessWindow(`/inst/${row.procInstId}`);

  const columns: TableColumnProps<InstanceRow>[] = [
    { title: t('lists.col.subject'), dataIndex: 'subject', ellipsis: true, render: (_v, row) => <SubjectCell text={row.subject} onOpen={() => view(row)} testId={`request-subject-${row.id}`} /> },
    ...(defKey ? [] : [nameColumn(t('lists.col.defName'), 'defName', 160, i18n.language)]),
    {
      title: t('lists.col.instStatus'), dataIndex: 'status', width: 120,
      render: (v: string, row) => <StatusTag status={v} label={t(`lists.instStatus.${v}`, { defaultValue: v })} testId={`request-status-${row.id}`} />,
    },
    { title: t('lists.col.startTime'), dataIndex: 'createTime', width: 150, render: (v: string) => <TimeCell iso={v} /> },
    { title: t('lists.col.endTime'), dataIndex: 'endTime', width: 150, render: (v: string | null) => <TimeCell iso={v} /> },
    {
      title: t('lists.col.actions'), dataIndex: 'id', width: 130, align: 'center', fixed: 'right',
      render: (_v, row) => (
        <span className="pp-flow-actions">
          <ActionButton label={t('lists.action.view')} onClick={() => view(row)} testId={`request-view-${row.id}`} />
          {row.status === 'running' ? <ActionButton label={t('lists.action.urge')} onClick={() => setUrging(row)} testId={`request-urge-${row.id}`} /> : null}
        </span>
      ),
    },
  ];

  const urge = (row: InstanceRow, content: string) => runFlowCommand(urgeInstance(api, { instId: Number(row.procInstId), content: content || undefined }), list.refresh);

  return (
    <>
      <FlowListView testId="flow-request-list" title={t('lists.menu.request')} list={list} columns={columns} showFlowName={!defKey} dateLabel={t('lists.col.startTime')} />
      {urging ? (
        <OpinionDialog testId="urge-dialog" title={t('lists.urgeTitle')} label={t('lists.urgeContent')} initial={t('lists.urgeDefault')} max={URGE_MAX}
          onSubmit={(text) => urge(urging, text)} onClose={() => setUrging(null)} />
      ) : null}
    </>
  );
}

export default RequestListPage;
