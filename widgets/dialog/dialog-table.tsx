import './arco-styles.ts';
import { Table, type TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type DialogRow, type ViewColumn } from './dialog-types.ts';

export interface DialogTableProps {
  columns: ViewColumn[];
  rows: DialogRow[];
  rowKey: (row: DialogRow) => string;
  selectedKeys: string[];
  multiple: boolean;
  /** A row (de)selected by its radio or checkbox, or by a click on the row. */
  onToggle: (row: DialogRow) => void;
  /** The header checkbox: select (or clear) every row of the page. */
  onToggleAll: (rows: DialogRow[], selected: boolean) => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
  loading?: boolean;
}

const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A dialog's rows with radio or checkbox selection and paging (10/20/50/100). */
export function DialogTable(props: DialogTableProps) {
  const { t } = useTranslation('engine');
  const columns: TableColumnProps<DialogRow>[] = props.columns.map((c) => ({
    title: c.title, dataIndex: c.field, ellipsis: true, render: (_: unknown, row: DialogRow) => cell(row[c.field]),
  }));
  return (
    <Table<DialogRow>
      data-testid="dialog-table"
      size="small"
      border={{ wrapper: true, cell: true }}
      rowKey={props.rowKey}
      columns={columns}
      data={props.rows}
      loading={props.loading}
      // While loading the spinner alone shows, not 暂无信息 under it.
      noDataElement={props.loading ? <div className="view-empty" /> : <div className="view-empty">{t('viewEmpty')}</div>}
      scroll={{ y: 360 }}
      onRow={(row) => ({
        // The radio / checkbox reports through onSelect; a click elsewhere on the row toggles it too.
        onClick: (e: Event) => {
          if (!(e.target as HTMLElement).closest('.arco-checkbox, .arco-radio')) props.onToggle(row);
        },
      })}
      rowSelection={{
        type: props.multiple ? 'checkbox' : 'radio',
        selectedRowKeys: props.selectedKeys,
        checkCrossPage: true,
        onSelect: (_selected, row) => props.onToggle(row),
        onSelectAll: (selected) => props.onToggleAll(props.rows, selected),
      }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        sizeCanChange: true,
        sizeOptions: PAGE_SIZES,
        showTotal: true,
        size: 'small',
        onChange: props.onPageChange,
      }}
    />
  );
}
