import { useState } from 'react';
import type { TableColumnProps } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listDoneTasks, retrieveTask, revokeInstance, type DoneTaskRow } from '../../../app/api/workflow-lists.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { opinionLabel } from '../../../common/enums/opinion-labels.ts';
import { pickLanguage } from '../../../common/i18n/languages.ts';
import { openProcessWindow } from '../../../app/shell/open-window.ts';
import { FlowListView } from './flow-list-view.tsx';
import { ActionButton, ConfirmButton, StatusTag, SubjectCell, TimeCell, nameColumn } from './list-cells.tsx';
import { OpinionDialog } from './opinion-dialog.tsx';
import { runFlowCommand } from './use-flow-command.ts';
import { useFlowList } from './use-flow-list.ts';

const OPINION_MAX = 4000;

/**
 * The done list (v-done, /v-done/{defKey}): the caller's opinions, newest first. Revoke (撤回) shows only where the
 * server marks the row revocable (running instance, agree or inqu, first row per instance and task key) and asks
 * for a reason; retrieve (追回) takes the same task back by its id after a confirmation. The server's refusal is shown
 * as it says.
 */
export function DoneListPage() {
  const { t, i18n } = useTranslation('workflow');
  const { api } = useServices();
  const { defKey } = useParams();
  const list = useFlowList<DoneTaskRow>({ key: 'wf-done', read: listDoneTasks, dateProperty: 'createTime', defKey });
  const [revoking, setRevoking] = useState<DoneTaskRow | null>(null);
  const view = (row: DoneTaskRow) => openProcessWindow(`/inst/${row.procInstId}`);
  const instStatusLabel = (value: string) => t(`lists.instStatus.${value}`, { defaultValue: value });

  const columns: TableColumnProps<DoneTaskRow>[] = [
    { title: t('lists.col.subject'), dataIndex: 'subject', ellipsis: true, render: (_v, row) => <SubjectCell text={row.subject} onOpen={() => view(row)} testId={`done-subject-${row.id}`} /> },
    { title: t('lists.col.handledNode'), dataIndex: 'taskName', width: 150, ellipsis: true },
    { title: t('lists.col.opinionStatus'), dataIndex: 'opinionStatus', width: 110, render: (v: string) => opinionLabel(v, pickLanguage(i18n.language)) },
    { title: t('lists.col.instStatus'), dataIndex: 'instStatus', width: 120, render: (v: string, row) => <StatusTag status={v} label={instStatusLabel(v)} testId={`done-status-${row.id}`} /> },
    ...(defKey ? [] : [nameColumn(t('lists.col.defName'), 'defName', 150, i18n.language)]),
    { title: t('lists.col.creator'), dataIndex: 'creator', width: 100 },
    { title: t('lists.col.handleTime'), dataIndex: 'createTime', width: 150, render: (v: string) => <TimeCell iso={v} /> },
    {
      title: t('lists.col.actions'), dataIndex: 'id', width: 200, align: 'center', fixed: 'right',
      render: (_v, row) => (
        <span className="pp-flow-actions">
          <ActionButton label={t('lists.action.view')} onClick={() => view(row)} testId={`done-view-${row.id}`} />
          {row.revoke ? <ActionButton label={t('lists.action.revoke')} onClick={() => setRevoking(row)} testId={`done-revoke-${row.id}`} danger /> : null}
          {row.revoke && row.taskId ? (
            <ConfirmButton label={t('lists.action.retrieve')} question={t('lists.confirmRetrieve')} testId={`done-retrieve-${row.id}`}
              onConfirm={async () => { await runFlowCommand(retrieveTask(api, row.taskId!), list.refresh); }} />
          ) : null}
        </span>
      ),
    },
  ];

  const revoke = (row: DoneTaskRow, opinion: string) => runFlowCommand(revokeInstance(api, {
    instanceId: Number(row.procInstId), taskId: row.taskId ? Number(row.taskId) : undefined, opinion: opinion || undefined,
  }), list.refresh);

  return (
    <>
      <FlowListView testId="flow-done-list" title={t('lists.menu.done')} list={list} columns={columns} showFlowName={!defKey} dateLabel={t('lists.col.handleTime')} />
      {revoking ? (
        <OpinionDialog testId="revoke-dialog" title={t('lists.revokeTitle')} hint={t('lists.revokeHint')} label={t('lists.revokeOpinion')}
          placeholder={t('lists.revokeOpinionPlaceholder')} max={OPINION_MAX} onSubmit={(text) => revoke(revoking, text)} onClose={() => setRevoking(null)} />
      ) : null}
    </>
  );
}

export default DoneListPage;
