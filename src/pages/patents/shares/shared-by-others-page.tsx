import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Card, Message, Popconfirm, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { listSharedPatents, patentDetailId, removeShares, type SharedPatentRow } from '../../../app/api/patents.ts';
import { legalStatusLabel } from '../../../../widgets/patents/patent-labels.ts';
import '../patents.css';

const PAGE_SIZES = [10, 20, 50, 100];

/** `YYYY-MM-DD HH:mm` in the browser's time zone (the server sends UTC). */
function localMinute(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Patents other people shared with the caller (workbench zlfx/zlfx), newest first; each share can be removed. */
export function SharedByOthersPage() {
  const { t, i18n } = useTranslation('patents');
  const { api } = useServices();
  const user = useSession()?.user;
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useSWR(['sharedToMe', paging.page, paging.pageSize], () => listSharedPatents(api, {
    pageBean: { ...paging, showTotal: true }, sorter: [{ property: 'shareTime', direction: 'DESC' }],
  }), { keepPreviousData: true });

  const remove = async (row: SharedPatentRow) => {
    try {
      await removeShares(api, [row.id]);
      Message.success(t('operationSucceeded'));
      await list.mutate();
    } catch {
      // The API client showed the server's message.
    }
  };

  const columns: TableColumnProps<SharedPatentRow>[] = [
    { title: t('sharedBy'), dataIndex: 'sharedByName' },
    { title: t('colApplicationNo'), dataIndex: 'fApplicationNo' },
    {
      title: t('colName'), dataIndex: 'fName',
      render: (name: string, row) => (
        <Link to={`/zlk1/template/form/${row.source === 'bxzlk' ? 'bxzlk' : 'jgzlk'}/get?id=${patentDetailId(user?.tenantId ?? '', user?.tenantCode, row.patentId)}`}>{name}</Link>
      ),
    },
    { title: t('colLegalStatus'), dataIndex: 'fLegalStatus', render: (value: string) => legalStatusLabel(value, i18n.language) },
    { title: t('sharedAt'), dataIndex: 'shareTime', render: (value: string) => localMinute(value) },
    {
      title: '', dataIndex: 'id', align: 'right',
      render: (_id: number, row) => (
        <Popconfirm title={t('removeShareConfirm')} onOk={() => remove(row)}>
          <Button type="text" status="danger" size="small" data-testid={`remove-share-${row.id}`}>{t('removeShare')}</Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div className="pp-page" data-testid="shared-by-others-page">
      <Card bordered={false} title={t('sharedByOthers')}>
        <Table<SharedPatentRow>
          rowKey="id"
          size="small"
          loading={list.isLoading}
          columns={columns}
          data={list.data?.rows ?? []}
          noDataElement={t('empty')}
          pagination={{
            current: paging.page, pageSize: paging.pageSize, total: list.data?.total ?? 0, sizeCanChange: true, sizeOptions: PAGE_SIZES, showTotal: true, size: 'small',
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      </Card>
    </div>
  );
}

export default SharedByOthersPage;
