import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useState } from 'react';
import { Button, Message, Modal, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import useSWR from 'swr';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DraftRow } from '../../../common/api/form-record-types.ts';
import { useEngineData } from '../../provider/engine-provider.tsx';
import type { QueryCondition } from '../../../common/query/query-filter.ts';

const PAGE_SIZES = [10, 20, 50, 100];

/** The form route a draft reopens in: its template (or form), add or edit, with the draft's id. */
export function draftFormPath(group: string, draft: DraftRow): string {
  const alias = draft.templateAlias ?? draft.formKey ?? draft.boAlias;
  const query = new URLSearchParams({ draftId: draft.id, ...(draft.recordId ? { id: draft.recordId } : {}) });
  return `/${encodeURIComponent(group)}/template/form/${encodeURIComponent(alias)}/${draft.recordId ? 'edit' : 'add'}?${query}`;
}

/** `/{group}/draftList[/{tempAlias}/{dataViewFlag}]`: the caller's drafts, newest first; open or delete them. */
export function DraftListPage() {
  const { tempAlias } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const engineData = useEngineData();
  const { t } = useTranslation('engine');
  const group = pathname.split('/').filter(Boolean)[0] ?? 'statement';
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const querys: QueryCondition[] = tempAlias ? [{ property: 'templateAlias', value: tempAlias, operation: 'EQUAL' }] : [];
  const { data, isLoading, mutate } = useSWR(['myDrafts', tempAlias ?? '', page.page, page.pageSize], () =>
    engineData.getDrafts({ pageBean: { ...page, showTotal: true }, querys, sorter: [{ property: 'updatedAt', direction: 'DESC' }] }), { keepPreviousData: true });

  const remove = (ids: string[]) => {
    if (!ids.length) {
      Message.warning(t('form.drafts.selectAtLeastOne'));
      return;
    }
    Modal.confirm({
      title: t('form.drafts.confirmRemove'),
      onOk: async () => {
        try {
          const reply = await engineData.deleteDrafts(ids);
          Message.success({ content: reply.message || t('form.drafts.removed'), duration: 1500 });
          setSelected([]);
          await mutate();
        } catch (error) {
          Message.error((error as Error).message || t('form.drafts.removeFailed'));
        }
      },
    });
  };

  const columns: TableColumnProps<DraftRow>[] = [
    { title: t('form.drafts.draftTitle'), dataIndex: 'title', render: (_, row) => row.title || t('form.drafts.untitled') },
    { title: t('form.drafts.form'), dataIndex: 'formKey', render: (_, row) => row.templateAlias ?? row.formKey ?? row.boAlias },
    { title: t('form.drafts.updatedAt'), dataIndex: 'updatedAt', width: 200, render: (value: string) => value.slice(0, 19).replace('T', ' ') },
    {
      title: t('form.drafts.actions'), width: 160, render: (_, row) => (
        <Space>
          <Button type="text" size="small" data-testid="draft-open" onClick={() => navigate(draftFormPath(group, row))}>{t('form.drafts.open')}</Button>
          <Button type="text" size="small" status="danger" data-testid="draft-remove" onClick={() => remove([row.id])}>{t('form.drafts.remove')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="pp-form-view" data-testid="draft-list">
      <div className="pp-form-toolbar">
        <h2 className="pp-form-title">{t('form.drafts.title')}</h2>
        <Button status="danger" data-testid="draft-remove-selected" onClick={() => remove(selected)}>{t('form.drafts.removeSelected')}</Button>
      </div>
      <Table<DraftRow> rowKey="id" loading={isLoading} columns={columns} data={data?.rows ?? []} noDataElement={t('form.drafts.empty')}
        rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]), preserveSelectedRowKeys: true }}
        pagination={{ current: page.page, pageSize: page.pageSize, total: data?.total ?? 0, sizeCanChange: true, sizeOptions: PAGE_SIZES, showTotal: true,
          onChange: (current, pageSize) => setPage({ page: current, pageSize }) }} />
    </div>
  );
}
