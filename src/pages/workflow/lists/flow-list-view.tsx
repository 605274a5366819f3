import { Card, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { FlowListController } from './use-flow-list.ts';
import { PAGE_SIZES } from './list-filter.ts';
import { ListSearchBar } from './list-search-bar.tsx';
import './lists.css';

/** One workflow list drawn: title, search bar, table with server paging (10/20/50/100) and the 暂无信息 empty text. */
export function FlowListView<T extends { id: string }>({ testId, title, list, columns, showFlowName, dateLabel, extra }: {
  testId: string;
  title: string;
  list: FlowListController<T>;
  columns: TableColumnProps<T>[];
  showFlowName: boolean;
  dateLabel: string;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation('workflow');
  return (
    <Card bordered={false} title={title} extra={extra} className="pp-flow-list" data-testid={testId}>
      <ListSearchBar value={list.search} onSearch={list.applySearch} showFlowName={showFlowName} dateLabel={dateLabel} />
      <Table<T>
        rowKey="id"
        size="small"
        border={false}
        loading={list.loading}
        columns={columns}
        data={list.rows}
        noDataElement={list.loading ? <div className="pp-flow-empty" /> : <div className="pp-flow-empty" data-testid="flow-list-empty">{t('lists.empty')}</div>}
        onRow={(row) => ({ 'data-testid': `flow-row-${row.id}` } as React.HTMLAttributes<HTMLElement>)}
        pagination={{
          current: list.paging.page, pageSize: list.paging.pageSize, total: list.total, sizeCanChange: true, sizeOptions: PAGE_SIZES,
          showTotal: true, size: 'small', onChange: list.changePage,
        }}
      />
    </Card>
  );
}
