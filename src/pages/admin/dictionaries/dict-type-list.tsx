import { useState } from 'react';
import { Button, Input, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DictTypeRow } from '../../../app/api/dict-admin.ts';

interface DictTypeListProps {
  rows: DictTypeRow[];
  loading: boolean;
  chosen: string | null;
  onChoose(typeKey: string): void;
  onEdit(row: DictTypeRow): void;
}

/** The tenant's dictionaries (name in the current language, type key, entry count), filtered as typed; a click chooses one. */
export function DictTypeList({ rows, loading, chosen, onChoose, onEdit }: DictTypeListProps) {
  const { t, i18n } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const nameOf = (row: DictTypeRow) => (i18n.language === 'en-US' && row.name['en-US']) || row.name['zh-CN'];
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? rows.filter((row) => [row.typeKey, row.name['zh-CN'], row.name['en-US']].some((text) => text.toLowerCase().includes(needle)))
    : rows;
  const columns: TableColumnProps<DictTypeRow>[] = [
    {
      title: t('dictionaries.dictionaries'),
      render: (_: unknown, row) => (
        <div className="dictionaries-page__type">
          <span>{nameOf(row)}</span>
          <code>{row.typeKey}</code>
        </div>
      ),
    },
    { title: t('dictionaries.entryCount'), dataIndex: 'entryCount', width: 100, align: 'right' },
    {
      title: '', width: 64,
      render: (_: unknown, row) => (
        <Button type="text" size="mini" data-testid={`dict-type-edit-${row.typeKey}`} onClick={(event) => { event.stopPropagation(); onEdit(row); }}>
          {t('dictionaries.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Input.Search allowClear placeholder={t('dictionaries.search')} value={query} onChange={setQuery} className="dictionaries-page__search" data-testid="dict-type-search" />
      <Table<DictTypeRow>
        rowKey="typeKey" data={shown} columns={columns} loading={loading} pagination={false} border={false} size="small"
        rowClassName={(row) => (row.typeKey === chosen ? 'dictionaries-page__chosen' : '')}
        onRow={(row) => ({ onClick: () => onChoose(row.typeKey), 'data-testid': `dict-type-${row.typeKey}` } as React.HTMLAttributes<HTMLElement>)}
        noDataElement={t('dictionaries.noTypes')} data-testid="dict-type-table"
      />
    </>
  );
}
