import { Card, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { FlowListController } from './use-flow-list.ts';
import { PAGE_SIZES } from './list-filter.ts';
import { ListSearchBar } from './list-search-bar.tsx';
import './lists.css';

/** The subject column's least width: the other columns have fixed widths and would squeeze it to nothing. */
const SUBJECT_MIN_WIDTH = 220;

/**
 * The columns with the subject at its least width, and the table's least width: below it the table scrolls
 * sideways instead of squeezing the subject.
 */
function withSubjectRoom<T>(columns: TableColumnProps<T>[]) {
  const sized = columns.map((c) => (c.dataIndex === 'subject' && c.width === undefined ? { ...c, width: SUBJECT_MIN_WIDTH } : c));
  const minWidth = sized.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : SUBJECT_MIN_WIDTH), 0);
  return { sized, minWidth };
}

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
  const { sized, minWidth } = withSubjectRoom(columns);
  return (
    <Card bordered={false} title={title} extra={extra} className="pp-flow-list" data-testid={testId}>
      <ListSearchBar value={list.search} onSearch={list.applySearch} showFlowName={showFlowName} dateLabel={dateLabel} />
      <Table<T>
        rowKey="id"
        size="small"
        border={false}
        loading={list.loading}
        columns={sized}
        scroll={{ x: minWidth }}
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
