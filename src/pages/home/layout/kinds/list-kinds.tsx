import { useState } from 'react';
import { Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnRow } from '../../column/column-service.ts';
import { openTaskWindow } from '../../../../app/shell/open-window.ts';
import { useFlowCountsValue } from '../../../../app/workflow/flow-counts-context.tsx';
import { dateText, field, itemLink, timeText } from '../card-source.ts';
import { NewsDetailDialog } from '../../../news/news-detail-dialog.tsx';
import type { CardKind, KindViewProps } from './card-kind.ts';
import { newsIdOf } from './news-item.ts';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** 待办事项: type, title, task name, arrival time, initiator; a row opens its task in the popup. 380 high. */
function TodoView({ column, data, place }: KindViewProps) {
  const { t } = useTranslation('engine');
  const open = (row: ColumnRow) => {
    const identities = Array.isArray(row.identityList) ? row.identityList as { id: string }[] : [];
    openTaskWindow(String(row.taskId ?? row.id), identities.length === 1 ? identities[0]!.id : 0);
  };
  const columns: TableColumnProps<ColumnRow>[] = [
    { title: t('home.col.type'), dataIndex: 'defName', width: 140, ellipsis: true },
    {
      title: t('home.col.title'), dataIndex: 'subject', ellipsis: true,
      render: (v: unknown, row) => <a className="pp-home-link-text" onClick={() => open(row)} data-testid="home-todo-subject">{text(v)}</a>,
    },
    { title: t('home.col.taskName'), dataIndex: 'name', width: 120, ellipsis: true },
    { title: t('home.col.arrival'), dataIndex: 'createTime', width: 110, render: (v: unknown) => dateText(v) },
    { title: t('home.col.initiator'), dataIndex: 'creator', width: 90, ellipsis: true },
  ];
  return (
    <Table<ColumnRow>
      data-testid="home-todo-table" size="small" rowKey={(row) => text(row.id)} columns={columns} data={data.rows} pagination={false}
      scroll={place === 'card' ? { y: (column.colHeight ?? 380) - 48 } : undefined}
      noDataElement={<div className="pp-list-empty">{t('list.empty')}</div>}
    />
  );
}

export const todoKind: CardKind = {
  View: TodoView,
  // workflow-office.md section 9: 8 rows at load, 7 on refresh.
  pageSize: (column, refreshed) => (refreshed ? 7 : column.pageSize ?? 8),
  badge: (data) => data.total ?? data.rows.length,
  // The to-do counter the server pushes: a new task reloads the card.
  useLiveKey: () => useFlowCountsValue()?.todo,
  headerButtons: true,
  // An empty to-do list still says so (and keeps its refresh): only a card whose source has nothing to offer hides.
  empty: () => false,
};

/** A titled row that leads somewhere: a route inside the portal, or a page of another site in a new tab. */
function RowLink({ to, children, testId }: { to?: string; children: React.ReactNode; testId: string }) {
  if (!to) return <span data-testid={testId}>{children}</span>;
  if (/^https?:\/\//.test(to)) return <a href={to} target="_blank" rel="noopener noreferrer" data-testid={testId}>{children}</a>;
  return <Link to={to} data-testid={testId}>{children}</Link>;
}

/**
 * News 新闻动态 (subject, publish date), announcements (initiator, subject, publish date): a news item opens in the
 * news detail dialog, another row follows its itemUrl.
 */
function RowsView({ column, data, withAuthor }: KindViewProps & { withAuthor?: boolean }) {
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <ul className="pp-home-rows" data-testid={`home-rows-${column.colType}`}>
        {data.rows.map((row, i) => {
          const title = text(field(column, row, 'title', ['subject', 'title', 'fTitle', 'name']));
          const author = withAuthor ? text(field(column, row, 'author', ['creator', 'author', 'createBy'])) : '';
          const newsId = newsIdOf(column, row);
          const label = <span className="pp-home-row-title" title={title}>{title}</span>;
          return (
            <li key={text(row.id) || i} className="pp-home-row" data-testid="home-row">
              {author ? <span className="pp-home-row-author">[{author}]</span> : null}
              {newsId ? <a className="pp-home-link-text" onClick={() => setOpened(newsId)} data-testid="home-row-title">{label}</a>
                : <RowLink to={itemLink(column, row)} testId="home-row-title">{label}</RowLink>}
              <span className="pp-home-row-date">{dateText(field(column, row, 'date', ['publishDate', 'fPublishDate', 'startTime', 'createTime']))}</span>
            </li>
          );
        })}
      </ul>
      <NewsDetailDialog newsId={opened} onClose={() => setOpened(null)} />
    </>
  );
}

export const newsKind: CardKind = { View: RowsView };
export const noticeKind: CardKind = { View: (props) => <RowsView {...props} withAuthor />, hasMore: () => true };
/** Today's meetings: subject, start time (and room), on the browser's clock. */
function MeetingsView({ column, data }: KindViewProps) {
  return (
    <ul className="pp-home-rows" data-testid="home-rows-meeting">
      {data.rows.map((row, i) => {
        const title = text(field(column, row, 'title', ['subject', 'name', 'title']));
        const place = text(field(column, row, 'place', ['roomName', 'location']));
        return (
          <li key={text(row.id) || i} className="pp-home-row" data-testid="home-row">
            <span className="pp-home-row-date">{timeText(field(column, row, 'time', ['startTime', 'start']))}</span>
            <span className="pp-home-row-title" title={title} data-testid="home-row-title">{title}</span>
            {place ? <span className="pp-home-row-author">{place}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export const meetingKind: CardKind = {
  View: MeetingsView,
  // "Today" is the user's day: the server reads the day on this offset from UTC.
  params: () => ({ offset: -new Date().getTimezoneOffset() }),
};
