import type { TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { listDrafts, removeDrafts, type DraftRow } from '../../../app/api/workflow-lists.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { openProcessWindow } from '../../../app/shell/open-window.ts';
import { FlowListView } from '../lists/flow-list-view.tsx';
import { ActionButton, DeleteButton, SubjectCell, TimeCell } from '../lists/list-cells.tsx';
import { runFlowCommand } from '../lists/use-flow-command.ts';
import { useFlowList } from '../lists/use-flow-list.ts';

/** The caller's drafts: open one to go on starting it (/start/{defId}/{draftId}), or delete it. */
export function DraftsList() {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const list = useFlowList<DraftRow>({ key: 'wf-drafts', read: listDrafts, dateProperty: 'updateTime' });
  const open = (row: DraftRow) => openProcessWindow(`/start/${row.defId}/${row.id}`);

  const columns: TableColumnProps<DraftRow>[] = [
    { title: t('lists.col.subject'), dataIndex: 'subject', ellipsis: true, render: (_v, row) => <SubjectCell text={row.subject || row.defName} onOpen={() => open(row)} testId={`draft-subject-${row.id}`} /> },
    { title: t('lists.col.defName'), dataIndex: 'defName', width: 160, ellipsis: true },
    { title: t('lists.createTime'), dataIndex: 'createTime', width: 150, render: (v: string) => <TimeCell iso={v} /> },
    { title: t('lists.col.updateTime'), dataIndex: 'updateTime', width: 150, render: (v: string) => <TimeCell iso={v} /> },
    {
      title: t('lists.col.actions'), dataIndex: 'id', width: 130, align: 'center',
      render: (_v, row) => (
        <span className="pp-flow-actions">
          <ActionButton label={t('lists.action.edit')} onClick={() => open(row)} testId={`draft-open-${row.id}`} />
          <DeleteButton testId={`draft-delete-${row.id}`} onConfirm={async () => { await runFlowCommand(removeDrafts(api, [row.id]), list.refresh); }} />
        </span>
      ),
    },
  ];

  return <FlowListView testId="flow-drafts-list" title={t('lists.flows.drafts')} list={list} columns={columns} showFlowName dateLabel={t('lists.col.updateTime')} />;
}
