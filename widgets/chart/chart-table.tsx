import { useState } from 'react';
import { Table, type TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../dialog/dialog-types.ts';
import type { ChartDatum } from './chart-types.ts';

/** A chart's points as a table: 10 a page, sizes 10/20/50/100 (patent-library.md section 9). */
export function ChartTable({ data }: { data: ChartDatum[] }) {
  const { t } = useTranslation('engine');
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const series = data.some((d) => d.series !== undefined);
  const columns: TableColumnProps<ChartDatum>[] = [
    { title: t('chartName'), dataIndex: 'x' },
    ...(series ? [{ title: t('chartSeries'), dataIndex: 'series' }] : []),
    { title: t('chartValue'), dataIndex: 'y', align: 'right' as const },
  ];
  return (
    <Table<ChartDatum>
      data-testid="chart-table"
      size="small"
      border={{ wrapper: true, cell: true }}
      rowKey={(d) => `${d.x}\u0000${d.series ?? ''}`}
      columns={columns}
      data={data}
      noDataElement={<div className="view-empty">{t('viewEmpty')}</div>}
      pagination={{
        ...paging, total: data.length, sizeCanChange: true, sizeOptions: PAGE_SIZES, showTotal: true, size: 'small',
        onChange: (current, pageSize) => setPaging({ current: pageSize !== paging.pageSize ? 1 : current, pageSize }),
      }}
    />
  );
}
