import { Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { InventorStatRow, OrgStatRow } from '../../../app/api/patents.ts';

export const STAT_PAGE_SIZES = [10, 20, 50, 100];

export interface StatPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

interface TableProps<R> {
  rows: R[];
  loading?: boolean;
  /** Server paging (the more-dialog); absent: the rows as given (the tab's first rows). */
  paging?: StatPaging;
  testId: string;
}

function pagination(paging: StatPaging | undefined) {
  if (!paging) return false as const;
  return {
    current: paging.page, pageSize: paging.pageSize, total: paging.total, sizeCanChange: true, sizeOptions: STAT_PAGE_SIZES, showTotal: true, size: 'small' as const,
    onChange: paging.onChange,
  };
}

/** Organisation table of the school list: orgName, appTotal, authTotal, effTotal. */
export function OrgStatTable({ rows, loading, paging, testId }: TableProps<OrgStatRow>) {
  const { t } = useTranslation('patents');
  const columns: TableColumnProps<OrgStatRow>[] = [
    { title: t('colOrg'), dataIndex: 'orgName' },
    { title: t('colAppTotal'), dataIndex: 'appTotal', align: 'right' },
    { title: t('colAuthTotal'), dataIndex: 'authTotal', align: 'right' },
    { title: t('colEffTotal'), dataIndex: 'effTotal', align: 'right' },
  ];
  return (
    <div data-testid={testId}>
      <Table<OrgStatRow> rowKey={(row) => `${row.orgId ?? ''}${row.orgName}`} size="small" loading={loading} columns={columns} data={rows}
        noDataElement={t('empty')} pagination={pagination(paging)} />
    </div>
  );
}

/** Inventor table of the school list: name, total, invent, newKind, exterior. */
export function InventorStatTable({ rows, loading, paging, testId }: TableProps<InventorStatRow>) {
  const { t } = useTranslation('patents');
  const columns: TableColumnProps<InventorStatRow>[] = [
    { title: t('colInventor'), dataIndex: 'name' },
    { title: t('colTotal'), dataIndex: 'total', align: 'right' },
    { title: t('colInvent'), dataIndex: 'invent', align: 'right' },
    { title: t('colNewKind'), dataIndex: 'newKind', align: 'right' },
    { title: t('colExterior'), dataIndex: 'exterior', align: 'right' },
  ];
  return (
    <div data-testid={testId}>
      <Table<InventorStatRow> rowKey="name" size="small" loading={loading} columns={columns} data={rows}
        noDataElement={t('empty')} pagination={pagination(paging)} />
    </div>
  );
}
