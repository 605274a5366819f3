import { Input, Message, Modal, Table, type TableColumnProps } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonRow, SearchPage, SearchQuery } from '../form/form-services.ts';

export const PICKER_PAGE_SIZES = [10, 20, 50, 100];

interface Props {
  title: string;
  multiple: boolean;
  /** Most entries a multiple picker takes. */
  selectNum?: number;
  initial: PersonRow[];
  search: (query: SearchQuery) => Promise<SearchPage<PersonRow>>;
  onPick: (rows: PersonRow[]) => void;
  onCancel: () => void;
}

/** Mount it to open it. Search, page (10/20/50/100) and choose people or posts; the choice is kept across pages and searches. */
export function PersonSearchModal({ title, multiple, selectNum, initial, search, onPick, onCancel }: Props) {
  const { t } = useTranslation('engine');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: PICKER_PAGE_SIZES[0]! });
  const [result, setResult] = useState<SearchPage<PersonRow>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  // Mounted when the picker opens, so the choice starts from the field's value each time.
  const [chosen, setChosen] = useState<Map<number, PersonRow>>(() => new Map(initial.map((row) => [row.id, row])));

  useEffect(() => {
    let active = true;
    setLoading(true);
    search({ keyword: keyword || undefined, page: paging.page, pageSize: paging.pageSize })
      .then((page) => active && setResult(page))
      .catch((error: Error) => active && Message.error(t('form.widget.loadFailed', { message: error.message })))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [keyword, paging, search, t]);

  const choose = (row: PersonRow, selected: boolean) => {
    setChosen((current) => {
      if (!multiple) return selected ? new Map([[row.id, row]]) : new Map();
      const next = new Map(current);
      if (!selected) next.delete(row.id);
      else if (selectNum !== undefined && next.size >= selectNum) Message.warning(t('form.widget.selectLimit', { count: selectNum }));
      else next.set(row.id, row);
      return next;
    });
  };
  const columns: TableColumnProps<PersonRow>[] = [
    { title: t('form.widget.colName'), dataIndex: 'name' },
    { title: t('form.widget.colAccount'), dataIndex: 'account' },
    { title: t('form.widget.colOrg'), dataIndex: 'orgName' },
  ];
  return (
    <Modal title={title} visible style={{ width: 720 }} unmountOnExit onCancel={onCancel} onOk={() => onPick([...chosen.values()])}>
      <div className="pp-picker-bar">
        <Input.Search allowClear placeholder={t('form.widget.searchPlaceholder')} data-testid="picker-search"
          onSearch={(text) => { setKeyword(text.trim()); setPaging((p) => ({ ...p, page: 1 })); }} />
        <span className="pp-picker-count">{t('form.widget.selectedCount', { count: chosen.size })}</span>
      </div>
      <Table<PersonRow>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        data={result.rows}
        noDataElement={t('form.widget.subEmpty')}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...chosen.keys()],
          onSelect: (selected, row) => choose(row, selected),
          onSelectAll: (selected) => result.rows.forEach((row) => choose(row, selected)),
        }}
        pagination={{
          current: paging.page, pageSize: paging.pageSize, total: result.total, sizeCanChange: true,
          sizeOptions: PICKER_PAGE_SIZES, showTotal: true, size: 'small',
        }}
        onChange={(pagination) => setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? PICKER_PAGE_SIZES[0]! })}
      />
    </Modal>
  );
}
