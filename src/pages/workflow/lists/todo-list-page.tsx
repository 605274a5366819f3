import type { TableColumnProps } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listLeaderTodo, listTodo, type TodoRow } from '../../../app/api/workflow-lists.ts';
import { openTaskWindow } from '../../../app/shell/open-window.ts';
import { FlowListView } from './flow-list-view.tsx';
import { ActionButton, StatusTag, SubjectCell, TimeCell, nameColumn } from './list-cells.tsx';
import { useFlowList } from './use-flow-list.ts';

/** The leader a row is handled for: the leader of a secretary's row, else nobody (0). */
const leaderOf = (row: TodoRow, leaderList: boolean) => (leaderList ? row.identityList[0]?.id ?? 0 : 0);

/**
 * The to-do list (v-todo, /flow/todo, /v-todo/{defKey}) and a secretary's leader to-do list (v-leader): each row
 * opens its task in the popup, on behalf of the row's leader on the leader list.
 */
export function TodoListPage({ leaderList = false, full = false }: { leaderList?: boolean; full?: boolean }) {
  const { t, i18n } = useTranslation('workflow');
  const { defKey } = useParams();
  const list = useFlowList<TodoRow>({ key: leaderList ? 'wf-leader-todo' : 'wf-todo', read: leaderList ? listLeaderTodo : listTodo, dateProperty: 'createTime', defKey });
  const open = (row: TodoRow) => openTaskWindow(row.taskId, leaderOf(row, leaderList));

  const columns: TableColumnProps<TodoRow>[] = [
    { title: t('lists.col.subject'), dataIndex: 'subject', ellipsis: true, render: (_v, row) => <SubjectCell text={row.subject} onOpen={() => open(row)} testId={`todo-subject-${row.id}`} /> },
    nameColumn(t('lists.col.taskName'), 'name', 150, i18n.language),
    {
      title: t('lists.col.status'), dataIndex: 'statusName', width: 110,
      render: (_v, row) => (
        <>
          <StatusTag status={row.status} label={row.statusName} testId={`todo-status-${row.id}`} />
          {row.locked ? <span className="pp-flow-muted"> {t('lists.locked')}</span> : null}
          {row.suspended ? <span className="pp-flow-muted"> {t('lists.suspended')}</span> : null}
        </>
      ),
    },
    ...(leaderList ? [{ title: t('lists.col.leader'), dataIndex: 'identityList', width: 110, render: (_v: unknown, row: TodoRow) => row.identityList.map((l) => l.name).join('、') }] : []),
    ...(defKey ? [] : [nameColumn(t('lists.col.defName'), 'defName', 150, i18n.language)]),
    { title: t('lists.col.creator'), dataIndex: 'creator', width: 100 },
    { title: t('lists.col.arrival'), dataIndex: 'createTime', width: 150, render: (v: string) => <TimeCell iso={v} /> },
    { title: t('lists.col.dueTime'), dataIndex: 'dueTime', width: 150, render: (v: string | null) => <TimeCell iso={v} /> },
    {
      title: t('lists.col.actions'), dataIndex: 'id', width: 80, align: 'center', fixed: 'right',
      render: (_v, row) => <ActionButton label={t('lists.action.handle')} onClick={() => open(row)} testId={`todo-handle-${row.id}`} />,
    },
  ];

  const title = leaderList ? t('lists.menu.leader') : full ? t('lists.fullTodoTitle') : t('lists.menu.todo');
  return <FlowListView testId={leaderList ? 'flow-leader-list' : 'flow-todo-list'} title={title} list={list} columns={columns} showFlowName={!defKey} dateLabel={t('lists.col.arrival')} />;
}

export default TodoListPage;
