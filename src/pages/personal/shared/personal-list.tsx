import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Input, Message, Modal, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import type { Done, Page } from '../../../app/api/workflow-personal.ts';
import { PAGE_SIZES, usePagedList } from './use-paged-list.ts';

export interface PersonalListProps<R extends { id: string }> {
  testId: string;
  title: string;
  hint?: ReactNode;
  /** SWR key of the list. */
  name: string;
  load: (filter: QueryFilter) => Promise<Page<R>>;
  remove: (ids: string[]) => Promise<Done>;
  columns: TableColumnProps<R>[];
  /** Properties the search box matches; no box without them. */
  keywordOver?: readonly string[];
  searchPlaceholder?: string;
  addPath?: string;
  viewPath?: (row: R) => string;
  editPath?: (row: R) => string;
  /** Rows the caller may edit or delete (others are only shown). */
  canChange?: (row: R) => boolean;
}

/**
 * One personal list: search, paging (10/20/50/100), add, row view / edit / delete, and deleting the chosen
 * rows (请至少选择一条数据, then 确定删除吗？). A refused delete shows the server's message.
 */
export function PersonalList<R extends { id: string }>(props: PersonalListProps<R>) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const list = usePagedList(props.name, props.load, props.keywordOver);
  const [chosen, setChosen] = useState<string[]>([]);
  const canChange = props.canChange ?? (() => true);

  const removeRows = async (ids: string[]) => {
    try {
      const reply = await props.remove(ids);
      Message.success(reply.message);
      setChosen((current) => current.filter((id) => !ids.includes(id)));
    } catch (error) {
      Message.error((error as Error).message);
    }
    await list.read.mutate();
  };
  const removeChosen = () => {
    if (chosen.length === 0) {
      Message.warning(t('personal.selectOne'));
      return;
    }
    Modal.confirm({ title: t('personal.confirmDelete'), okText: t('personal.ok'), cancelText: t('personal.cancel'), onOk: () => removeRows(chosen) });
  };

  const actions: TableColumnProps<R> = {
    title: t('personal.actions'), dataIndex: 'id', width: 200,
    render: (_id: string, row) => (
      <Space size={0}>
        {props.viewPath && <Button type="text" size="small" data-testid="row-view" onClick={() => navigate(props.viewPath!(row))}>{t('personal.view')}</Button>}
        {props.editPath && canChange(row) && (
          <Button type="text" size="small" data-testid="row-edit" onClick={() => navigate(props.editPath!(row))}>{t('personal.edit')}</Button>
        )}
        {canChange(row) && (
          <Popconfirm title={t('personal.confirmDelete')} okText={t('personal.ok')} cancelText={t('personal.cancel')} onOk={() => removeRows([row.id])}>
            <Button type="text" status="danger" size="small" data-testid="row-remove">{t('personal.remove')}</Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };

  const data = list.read.data;
  return (
    <Card bordered={false} title={props.title} data-testid={props.testId}>
      {props.hint && <Alert className="pp-personal-hint" type="info" content={props.hint} />}
      {list.read.error && <Alert className="pp-personal-hint" type="error" content={t('personal.loadFailed', { message: (list.read.error as Error).message })} />}
      <div className="pp-personal-toolbar">
        {props.addPath && <Button type="primary" data-testid={`${props.testId}-add`} onClick={() => navigate(props.addPath!)}>{t('personal.add')}</Button>}
        <Button status="danger" data-testid={`${props.testId}-remove-chosen`} onClick={removeChosen}>{t('personal.remove')}</Button>
        {props.keywordOver?.length ? (
          <Input.Search className="pp-personal-search" allowClear placeholder={props.searchPlaceholder} data-testid={`${props.testId}-search`}
            searchButton onSearch={list.search} onClear={() => list.search('')} />
        ) : null}
      </div>
      <Table<R>
        rowKey="id"
        size="small"
        loading={list.read.isLoading}
        columns={[...props.columns, actions]}
        data={data?.rows ?? []}
        noDataElement={t('personal.empty')}
        rowSelection={{
          type: 'checkbox', selectedRowKeys: chosen, checkboxProps: (row) => ({ disabled: !canChange(row) }),
          onChange: (keys) => setChosen(keys.map(String)),
        }}
        pagination={{
          current: list.paging.page, pageSize: list.paging.pageSize, total: data?.total ?? 0, sizeCanChange: true, sizeOptions: PAGE_SIZES,
          showTotal: true, size: 'small', onChange: (page, pageSize) => list.setPaging({ page, pageSize }),
        }}
      />
    </Card>
  );
}
