import './arco-styles.ts';
import { Table, type TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type DialogRow, type ViewColumn } from './dialog-types.ts';

export interface ResultTableProps {
  columns: ViewColumn[];
  rows: DialogRow[];
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
  loading?: boolean;
  testId?: string;
}

/** Dates in lists are cut to 10 characters (workflow-office.md section 9). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return DATE_TIME.test(value) ? value.slice(0, 10) : value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The rows of a query view or custom query, paged by the server (10/20/50/100). */
export function ResultTable({ columns, rows, page, pageSize, total, onPageChange, loading, testId = 'result-table' }: ResultTableProps) {
  const { t } = useTranslation('engine');
  const tableColumns: TableColumnProps<DialogRow>[] = columns.map((c) => ({
    title: c.title, dataIndex: c.field, ellipsis: true, render: (_: unknown, row: DialogRow) => cellText(row[c.field]),
  }));
  return (
    <Table<DialogRow>
      data-testid={testId}
      size="small"
      border={{ wrapper: true, cell: true }}
      rowKey={(row) => String(row.id ?? JSON.stringify(row))}
      columns={tableColumns}
      data={rows}
      loading={loading}
      // While loading the spinner alone shows, not 暂无信息 under it.
      noDataElement={loading ? <div className="view-empty" /> : <div className="view-empty">{t('viewEmpty')}</div>}
      pagination={{
        current: page, pageSize, total, sizeCanChange: true, sizeOptions: PAGE_SIZES, showTotal: true, size: 'small', onChange: onPageChange,
      }}
    />
  );
}
