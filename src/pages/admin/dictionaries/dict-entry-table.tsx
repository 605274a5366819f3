import { Button, Popconfirm, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DictEntryRow } from '../../../app/api/dict-admin.ts';

interface DictEntryTableProps {
  rows: DictEntryRow[];
  loading: boolean;
  onMove(index: number, step: -1 | 1): void;
  onEdit(row: DictEntryRow): void;
  onSetDisabled(row: DictEntryRow, disabled: boolean): void;
}

/** A dictionary's entries in their order: move up/down, value, both names, status, edit and disable/enable. */
export function DictEntryTable({ rows, loading, onMove, onEdit, onSetDisabled }: DictEntryTableProps) {
  const { t, i18n } = useTranslation('admin');
  const shownName = (row: DictEntryRow) => (i18n.language === 'en-US' && row.name['en-US']) || row.name['zh-CN'];
  const columns: TableColumnProps<DictEntryRow>[] = [
    {
      title: t('dictionaries.order'), width: 96,
      render: (_: unknown, row, index) => (
        <Space size={4}>
          <Button size="mini" icon={<IconArrowUp />} disabled={index === 0} aria-label={t('dictionaries.moveUp')}
            data-testid={`dict-entry-up-${row.key}`} onClick={() => onMove(index, -1)} />
          <Button size="mini" icon={<IconArrowDown />} disabled={index === rows.length - 1} aria-label={t('dictionaries.moveDown')}
            data-testid={`dict-entry-down-${row.key}`} onClick={() => onMove(index, 1)} />
        </Space>
      ),
    },
    { title: t('dictionaries.key'), dataIndex: 'key', render: (key: string) => <code>{key}</code> },
    { title: t('dictionaries.nameZh'), render: (_: unknown, row) => row.name['zh-CN'] },
    { title: t('dictionaries.nameEn'), render: (_: unknown, row) => row.name['en-US'] },
    {
      title: t('dictionaries.status'), width: 96,
      render: (_: unknown, row) => (row.disabled
        ? <Tag color="gray" data-testid={`dict-entry-status-${row.key}`}>{t('dictionaries.disabledTag')}</Tag>
        : <Tag color="green" data-testid={`dict-entry-status-${row.key}`}>{t('dictionaries.enabled')}</Tag>),
    },
    {
      title: t('dictionaries.actions'), width: 150,
      render: (_: unknown, row) => (
        <Space>
          <Button type="text" size="mini" data-testid={`dict-entry-edit-${row.key}`} onClick={() => onEdit(row)}>{t('dictionaries.edit')}</Button>
          {row.disabled
            ? <Button type="text" size="mini" data-testid={`dict-entry-enable-${row.key}`} onClick={() => onSetDisabled(row, false)}>{t('dictionaries.enable')}</Button>
            : (
              <Popconfirm title={t('dictionaries.disableConfirm', { name: shownName(row) })} onOk={() => onSetDisabled(row, true)}>
                <Button type="text" status="warning" size="mini" data-testid={`dict-entry-disable-${row.key}`}>{t('dictionaries.disable')}</Button>
              </Popconfirm>
            )}
        </Space>
      ),
    },
  ];
  return (
    <Table<DictEntryRow>
      rowKey="id" data={rows} columns={columns} loading={loading} pagination={false} border={false}
      rowClassName={(row) => (row.disabled ? 'dictionaries-page__disabled' : '')}
      noDataElement={t('dictionaries.noEntries')} data-testid="dict-entry-table"
    />
  );
}
