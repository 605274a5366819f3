import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Card, List, Message, Pagination, Popconfirm, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { deleteBulletin, queryBulletins, setBulletinStatus, setBulletinTop, type BulletinRow } from '../../../app/api/patents.ts';
import { usePatentPermissions } from '../shared/use-patent-permissions.ts';
import { useMethodAuth } from '../shared/use-method-auth.ts';
import '../patents.css';

/**
 * Bulletins: published ones, pinned first then newest, 10 a page. Bulletin administrators see every bulletin and
 * pin / publish / delete them in place (the spec's isTop, status and DELETE calls).
 */
export function BulletinListPage() {
  const { t } = useTranslation('patents');
  const { api } = useServices();
  const { isVisitor } = usePatentPermissions();
  const manages = useMethodAuth('bulletin:manage') && !isVisitor;
  const [page, setPage] = useState(1);
  const list = useSWR(['bulletins', page, manages], () => queryBulletins(api, page, manages), { keepPreviousData: true });

  const change = async (work: Promise<unknown>) => {
    try {
      await work;
      Message.success(t('operationSucceeded'));
      await list.mutate();
    } catch {
      // The API client showed the server's message.
    }
  };

  const item = (row: BulletinRow) => (
    <List.Item
      key={row.id}
      data-testid={`bulletin-${row.id}`}
      extra={manages ? (
        <span className="pp-bulletin-admin">
          <label>{t('bulletinTop')} <Switch size="small" checked={row.F_IS_TOP === 1} onChange={(on) => void change(setBulletinTop(api, row.id, on ? 1 : 0))} data-testid={`bulletin-top-${row.id}`} /></label>
          <label>{t('bulletinStatus')} <Switch size="small" checked={row.F_STATUS === 1} onChange={(on) => void change(setBulletinStatus(api, row.id, on ? 1 : 0))} data-testid={`bulletin-status-${row.id}`} /></label>
          <Popconfirm title={t('bulletinDeleteConfirm')} onOk={() => change(deleteBulletin(api, row.id))}>
            <Button type="text" status="danger" size="mini" data-testid={`bulletin-delete-${row.id}`}>{t('bulletinDelete')}</Button>
          </Popconfirm>
        </span>
      ) : null}
    >
      <div className="pp-bulletin-item">
        {row.F_IS_TOP === 1 ? <Tag color="red" size="small">{t('bulletinTop')}</Tag> : null}
        {manages && row.F_STATUS !== 1 ? <Tag size="small">{t('bulletinHidden')}</Tag> : null}
        <Link className="pp-bulletin-title" to={`/bulletin/${row.id}`} data-testid={`bulletin-link-${row.id}`}>{row.fTitle}</Link>
        <span className="pp-muted">{row.fPublishDate.slice(0, 10)}</span>
      </div>
    </List.Item>
  );

  return (
    <div className="pp-page" data-testid="bulletin-list-page">
      <Card bordered={false} title={t('bulletinsTitle')}>
        <List loading={list.isLoading} dataSource={list.data?.rows ?? []} render={item} noDataElement={<div className="pp-muted">{t('empty')}</div>} />
        {(list.data?.total ?? 0) > 10 ? (
          <Pagination className="pp-pagination" current={page} pageSize={10} total={list.data?.total ?? 0} onChange={setPage} showTotal size="small" />
        ) : null}
      </Card>
    </div>
  );
}

export default BulletinListPage;
