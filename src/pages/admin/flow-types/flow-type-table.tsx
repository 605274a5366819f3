import { Button, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { FlowTypeRow } from '../../../app/api/flow-types.ts';

interface FlowTypeTableProps {
  rows: FlowTypeRow[];
  loading: boolean;
  onMove(index: number, step: -1 | 1): void;
  onEdit(row: FlowTypeRow): void;
  onRemove(row: FlowTypeRow): void;
  /** Shows the flows of one category below. */
  onShowFlows(row: FlowTypeRow): void;
}

/** The categories in their order: move up/down, both names, how many flows, edit and delete. */
export function FlowTypeTable({ rows, loading, onMove, onEdit, onRemove, onShowFlows }: FlowTypeTableProps) {
  const { t } = useTranslation('admin');
  const columns: TableColumnProps<FlowTypeRow>[] = [
    {
      title: t('flowTypes.order'), width: 110,
      render: (_: unknown, row, index) => (
        <Space size={4}>
          <Button size="mini" icon={<IconArrowUp />} disabled={index === 0} aria-label={t('flowTypes.moveUp')}
            data-testid={`flow-type-up-${row.typeKey}`} onClick={() => onMove(index, -1)} />
          <Button size="mini" icon={<IconArrowDown />} disabled={index === rows.length - 1} aria-label={t('flowTypes.moveDown')}
            data-testid={`flow-type-down-${row.typeKey}`} onClick={() => onMove(index, 1)} />
        </Space>
      ),
    },
    { title: t('flowTypes.nameZh'), render: (_: unknown, row) => row.name['zh-CN'] },
    { title: t('flowTypes.nameEn'), render: (_: unknown, row) => row.name['en-US'] ?? '' },
    { title: t('flowTypes.key'), dataIndex: 'typeKey' },
    {
      title: t('flowTypes.flowCount'), dataIndex: 'flowCount', width: 100,
      render: (count: number, row) => (
        <Button type="text" size="mini" data-testid={`flow-type-count-${row.typeKey}`} onClick={() => onShowFlows(row)}>{count}</Button>
      ),
    },
    {
      title: t('flowTypes.actions'), width: 160,
      render: (_: unknown, row) => (
        <Space>
          <Button type="text" size="mini" data-testid={`flow-type-edit-${row.typeKey}`} onClick={() => onEdit(row)}>{t('flowTypes.edit')}</Button>
          <Popconfirm title={t('flowTypes.removeConfirm', { name: row.name['zh-CN'] })} onOk={() => onRemove(row)}>
            <Button type="text" status="danger" size="mini" data-testid={`flow-type-remove-${row.typeKey}`}>{t('flowTypes.remove')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<FlowTypeRow>
      rowKey="id" data={rows} columns={columns} loading={loading} pagination={false} border={false}
      noDataElement={t('flowTypes.noCategories')} data-testid="flow-type-table"
    />
  );
}
