import type { TableColumnProps } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listDelegated, type TodoRow } from '../../../app/api/workflow-lists.ts';
import { openProcessWindow } from '../../../app/shell/open-window.ts';
import { FlowListView } from './flow-list-view.tsx';
import { ActionButton, StatusTag, SubjectCell, TimeCell, nameColumn } from './list-cells.tsx';
import { useFlowList } from './use-flow-list.ts';

/** My delegations (v-myDelegate, /v-myDelegate/{defKey}): open tasks others hold for the caller, read-only (/taskRead/{taskId}/{status}). */
export function DelegateListPage() {
  const { t, i18n } = useTranslation('workflow');
  const { defKey } = useParams();
  const list = useFlowList<TodoRow>({ key: 'wf-delegate', read: listDelegated, dateProperty: 'createTime', defKey });
  const view = (row: TodoRow) => openProcessWindow(`/taskRead/${row.taskId}/${row.status}`);

  const columns: TableColumnProps<TodoRow>[] = [
    { title: t('lists.col.subject'), dataIndex: 'subject', ellipsis: true, render: (_v, row) => <SubjectCell text={row.subject} onOpen={() => view(row)} testId={`delegate-subject-${row.id}`} /> },
    nameColumn(t('lists.col.taskName'), 'name', 150, i18n.language),
    { title: t('lists.col.status'), dataIndex: 'statusName', width: 100, render: (_v, row) => <StatusTag status={row.status} label={row.statusName} /> },
    ...(defKey ? [] : [nameColumn(t('lists.col.defName'), 'defName', 150, i18n.language)]),
    { title: t('lists.col.creator'), dataIndex: 'creator', width: 100 },
    { title: t('lists.col.arrival'), dataIndex: 'createTime', width: 150, render: (v: string) => <TimeCell iso={v} /> },
    {
      title: t('lists.col.actions'), dataIndex: 'id', width: 80, align: 'center', fixed: 'right',
      render: (_v, row) => <ActionButton label={t('lists.action.view')} onClick={() => view(row)} testId={`delegate-view-${row.id}`} />,
    },
  ];

  return <FlowListView testId="flow-delegate-list" title={t('lists.menu.myDelegate')} list={list} columns={columns} showFlowName={!defKey} dateLabel={t('lists.col.arrival')} />;
}

export default DelegateListPage;
