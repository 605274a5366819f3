import { useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Card, Input, Message, Popconfirm, Switch, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/shell/services.tsx';
import { listNews, pinNews, publishNews, removeNews, type NewsRow, type NewsType } from '../../app/api/news.ts';
import { useMethodAuth } from '../patents/shared/use-method-auth.ts';
import { NewsDetailDialog } from './news-detail-dialog.tsx';
import { NewsEditDialog } from './news-edit-dialog.tsx';
import { formatDateTime, localDay } from './format-time.ts';
import './news.css';

const PAGE_SIZE = 10;

/**
 * /newsList/0 (新闻动态) and /newsList/1 (通知公告): the readable items, pinned first then newest; a title opens the
 * news-and-notice dialog. Holders of news:manage add, edit, publish, withdraw, pin and delete, and may show every item.
 */
export function NewsListPage({ type: fixedType }: { type?: NewsType } = {}) {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const { type: typeParam } = useParams();
  const type: NewsType = fixedType ?? (typeParam === '1' ? 1 : 0);
  const manages = useMethodAuth('news:manage');
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState('');
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const showAll = manages && all;
  const list = useSWR(['newsList', type, page, title, showAll], () => listNews(api, type, { page, pageSize: PAGE_SIZE, title, all: showAll }), { keepPreviousData: true });

  const change = async (work: Promise<unknown>, done = t('operationSucceeded')) => {
    try {
      await work;
      Message.success(done);
      await list.mutate();
    } catch {
      // The API client showed the server's message.
    }
  };

  const today = localDay();
  const stateTags = (row: NewsRow) => (
    <>
      {row.isTop ? <Tag size="small" color="red">{t('pinned')}</Tag> : null}
      {showAll && row.status !== 1 ? <Tag size="small">{t('draft')}</Tag> : null}
      {showAll && row.status === 1 && row.approval !== 1 ? <Tag size="small" color="orange">{t('underApproval')}</Tag> : null}
      {showAll && row.endTime && row.endTime < today ? <Tag size="small" color="gray">{t('expired')}</Tag> : null}
    </>
  );

  const columns: TableColumnProps<NewsRow>[] = [
    {
      title: t(type === 1 ? 'subject' : 'title'), dataIndex: 'title',
      render: (_, row) => (
        <span className="pn-title-cell">
          {stateTags(row)}
          <button type="button" className="pn-title-link" onClick={() => setOpen(row.id)} data-testid={`news-open-${row.id}`}>{row.title}</button>
        </span>
      ),
    },
    { title: t(type === 1 ? 'initiator' : 'drafter'), dataIndex: 'drafter', width: 160 },
    { title: t('publishTime'), dataIndex: 'publishTime', width: 170, render: (value: string | null) => (value ? formatDateTime(value) : '') },
    ...(type === 1 ? [{ title: t('endTime'), dataIndex: 'endTime', width: 120, render: (value: string | null) => value ?? '' }] : []),
  ];
  if (manages) {
    columns.push({
      title: '', key: 'actions', width: 300,
      render: (_, row) => (
        <span className="pn-actions">
          <Button size="mini" type="text" onClick={() => setEditing({ id: row.id })} data-testid={`news-edit-${row.id}`}>{t('edit')}</Button>
          {row.status === 1 && row.approval === 1
            ? <Button size="mini" type="text" onClick={() => void change(publishNews(api, [row.id], 0))} data-testid={`news-withdraw-${row.id}`}>{t('withdraw')}</Button>
            : <Button size="mini" type="text" onClick={() => void change(publishNews(api, [row.id], 1))} data-testid={`news-publish-${row.id}`}>{t('publish')}</Button>}
          <Button size="mini" type="text" onClick={() => void change(pinNews(api, [row.id], row.isTop ? 0 : 1))}>{t(row.isTop ? 'unpin' : 'pin')}</Button>
          <Popconfirm title={t('deleteConfirm')} onOk={() => change(removeNews(api, [row.id]), t('deleted'))}>
            <Button size="mini" type="text" status="danger" data-testid={`news-delete-${row.id}`}>{t('delete')}</Button>
          </Popconfirm>
        </span>
      ),
    });
  }

  return (
    <div className="pn-page" data-testid={`news-list-page-${type}`}>
      <Card bordered={false} title={t(type === 1 ? 'noticeTitle' : 'newsTitle')}>
        <div className="pn-toolbar">
          <Input.Search allowClear placeholder={t('searchTitle')} style={{ width: 280 }} onSearch={(value) => { setPage(1); setTitle(value); }} data-testid="news-search" />
          <span className="pn-grow" />
          {manages ? (
            <>
              <label className="pn-muted">{t('showAll')} <Switch size="small" checked={all} onChange={(on) => { setPage(1); setAll(on); }} data-testid="news-show-all" /></label>
              <Button type="primary" onClick={() => setEditing({})} data-testid="news-add">{t(type === 1 ? 'addNotice' : 'addNews')}</Button>
            </>
          ) : null}
        </div>
        <Table
          rowKey="id"
          loading={list.isLoading}
          columns={columns}
          data={list.data?.rows ?? []}
          noDataElement={<div className="pn-muted">{t('empty')}</div>}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
          data-testid="news-table"
        />
      </Card>
      <NewsDetailDialog newsId={open} onClose={() => setOpen(null)} />
      {editing ? (
        <NewsEditDialog
          type={type}
          newsId={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => { setEditing(null); void list.mutate(); }}
        />
      ) : null}
    </div>
  );
}

export default NewsListPage;
