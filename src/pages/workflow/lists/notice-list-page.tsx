import type { TableColumnProps } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { deleteNotice, listNotices, markNoticeRead, type NoticeBox, type NoticeRow } from '../../../app/api/workflow-lists.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { openProcessWindow } from '../../../app/shell/open-window.ts';
import { FlowListView } from './flow-list-view.tsx';
import { ActionButton, DeleteButton, StatusTag, SubjectCell, TimeCell, nameColumn } from './list-cells.tsx';
import { runFlowCommand } from './use-flow-command.ts';
import { useFlowList } from './use-flow-list.ts';

const TITLES: Record<NoticeBox, string> = { todoRead: 'lists.menu.todoRead', doneRead: 'lists.menu.doneRead', myRead: 'lists.menu.myRead' };

/**
 * Copy-to and circulation notices: unread (v-todoRead), read (v-doneRead) and sent by the caller (v-myRead), each also
 * as /{page}/{defKey}. A row opens /myRead/{instId}/{readId}/{box}; unread rows can be marked read; any row deleted.
 */
export function NoticeListPage({ box }: { box: NoticeBox }) {
  const { t, i18n } = useTranslation('workflow');
  const { api } = useServices();
  const { defKey } = useParams();
  const list = useFlowList<NoticeRow>({ key: `wf-${box}`, read: (client, filter) => listNotices(client, box, filter), dateProperty: 'createTime', defKey });
  const open = (row: NoticeRow) => openProcessWindow(`/myRead/${row.procInstId}/${row.id}/${box}`);
  const sent = box === 'myRead';

  const columns: TableColumnProps<NoticeRow>[] = [
    { title: t('lists.col.subject'), dataIndex: 'subject', ellipsis: true, render: (_v, row) => <SubjectCell text={row.subject} onOpen={() => open(row)} testId={`${box}-subject-${row.id}`} /> },
    { title: t('lists.col.noticeType'), dataIndex: 'type', width: 80, render: (v: string) => <StatusTag status={v} label={t(`lists.noticeType.${v}`, { defaultValue: v })} /> },
    nameColumn(t('lists.col.nodeName'), 'nodeName', 140, i18n.language),
    sent ? { title: t('lists.col.receiver'), dataIndex: 'receiver', width: 100 } : { title: t('lists.col.sender'), dataIndex: 'sender', width: 100 },
    ...(defKey ? [] : [nameColumn(t('lists.col.defName'), 'defName', 150, i18n.language)]),
    { title: t('lists.col.sentTime'), dataIndex: 'createTime', width: 150, render: (v: string) => <TimeCell iso={v} /> },
    ...(box === 'todoRead' ? [] : [{ title: t('lists.col.readTime'), dataIndex: 'readTime', width: 150, render: (v: string | null) => <TimeCell iso={v} /> }]),
    {
      title: t('lists.col.actions'), dataIndex: 'id', width: 180, align: 'center', fixed: 'right',
      render: (_v, row) => (
        <span className="pp-flow-actions">
          <ActionButton label={t('lists.action.view')} onClick={() => open(row)} testId={`${box}-open-${row.id}`} />
          {box === 'todoRead' ? (
            <ActionButton label={t('lists.action.markRead')} onClick={() => void runFlowCommand(markNoticeRead(api, row.id), list.refresh)} testId={`${box}-read-${row.id}`} />
          ) : null}
          <DeleteButton testId={`${box}-delete-${row.id}`} onConfirm={async () => { await runFlowCommand(deleteNotice(api, row.id), list.refresh); }} />
        </span>
      ),
    },
  ];

  return <FlowListView testId={`flow-${box}-list`} title={t(TITLES[box])} list={list} columns={columns} showFlowName={!defKey} dateLabel={t('lists.col.sentTime')} />;
}

export default NoticeListPage;
