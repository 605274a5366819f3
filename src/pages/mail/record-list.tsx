import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { Alert, Button, Card, Input, Message, Modal, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Done, Page } from '../../app/api/mail.ts';
import { MAIL_PAGE_SIZE } from '../../common/api/mail.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';

const PAGE_SIZES = [10, 20, 50, 100];

export interface RecordListProps<R extends { id: number }> {
  testId: string;
  title: string;
  /** SWR key of the list (MAIL_KEYS). */
  name: string;
  load: (filter: QueryFilter) => Promise<Page<R>>;
  remove: (ids: number[]) => Promise<Done>;
  columns: TableColumnProps<R>[];
  searchPlaceholder: string;
  addPath: string;
  viewPath: (row: R) => string;
  editPath: (row: R) => string;
  /** More row actions before delete. */
  rowExtra?: (row: R, reload: () => Promise<unknown>) => ReactNode;
}

/**
 * A list of the caller's contacts or mailboxes: search (params.keyword), paging (10/20/50/100), add, view, edit,
 * delete a row or the chosen rows (请至少选择一条数据, then 确定删除吗？); the server's reply as a toast, a refusal as an error.
 */
export function RecordList<R extends { id: number }>(props: RecordListProps<R>) {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, pageSize: MAIL_PAGE_SIZE });
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const read = useSWR([props.name, paging.page, paging.pageSize, keyword],
    () => props.load({ pageBean: { page: paging.page, pageSize: paging.pageSize, showTotal: true }, params: keyword ? { keyword } : {} }), { keepPreviousData: true });

  const removeRows = async (ids: number[]) => {
    try {
      const reply = await props.remove(ids);
      Message.success(reply.message);
      setChosen((current) => current.filter((id) => !ids.includes(id)));
    } catch (error) {
      Message.error((error as Error).message);
    }
    await read.mutate();
  };
  const removeChosen = () => {
    if (chosen.length === 0) return void Message.warning(t('selectOne'));
    Modal.confirm({ title: t('confirmDelete'), okText: t('ok'), cancelText: t('cancel'), onOk: () => removeRows(chosen) });
  };
  const actions: TableColumnProps<R> = {
    title: t('actions'), dataIndex: 'id', width: 280,
    render: (_id: number, row) => (
      <Space size={0} wrap>
        <Button type="text" size="small" data-testid="row-view" onClick={() => navigate(props.viewPath(row))}>{t('view')}</Button>
        <Button type="text" size="small" data-testid="row-edit" onClick={() => navigate(props.editPath(row))}>{t('edit')}</Button>
        {props.rowExtra?.(row, () => read.mutate())}
        <Popconfirm title={t('confirmDelete')} okText={t('ok')} cancelText={t('cancel')} onOk={() => removeRows([row.id])}>
          <Button type="text" status="danger" size="small" data-testid="row-remove">{t('remove')}</Button>
        </Popconfirm>
      </Space>
    ),
  };
  return (
    <Card bordered={false} title={props.title} data-testid={props.testId}>
      {read.error && <Alert className="pp-mail-hint" type="error" content={t('loadFailed', { message: (read.error as Error).message })} />}
      <div className="pp-mail-toolbar">
        <Button type="primary" data-testid={`${props.testId}-add`} onClick={() => navigate(props.addPath)}>{t('add')}</Button>
        <Button status="danger" data-testid={`${props.testId}-remove-chosen`} onClick={removeChosen}>{t('remove')}</Button>
        <Input.Search className="pp-mail-search" allowClear searchButton placeholder={props.searchPlaceholder} data-testid={`${props.testId}-search`}
          onSearch={(text) => { setKeyword(text.trim()); setPaging((p) => ({ ...p, page: 1 })); }} onClear={() => setKeyword('')} />
      </div>
      <Table<R>
        rowKey="id"
        size="small"
        loading={read.isLoading}
        columns={[...props.columns, actions]}
        data={read.data?.rows ?? []}
        noDataElement={t('empty')}
        rowSelection={{ type: 'checkbox', selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
        pagination={{
          current: paging.page, pageSize: paging.pageSize, total: read.data?.total ?? 0, sizeCanChange: true, sizeOptions: PAGE_SIZES,
          showTotal: true, size: 'small', onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </Card>
  );
}
