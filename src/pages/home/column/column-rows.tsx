import { Alert, Spin, Table } from '@arco-design/web-react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { cellText } from '../../../../widgets/dialog/result-table.tsx';
import { ColumnHtml } from './column-html.tsx';
import { fillRowHtml, rowsOf, serviceTarget, type ColumnRow } from './column-service.ts';

/** The rows of a service column: colUrl called with requestType and dataParam. */
function useServiceRows(column: ColumnDefinition) {
  const { api } = useServices();
  const { t } = useTranslation('engine');
  return useSWR(['homeColumnRows', column.alias, column.colUrl, column.requestType, JSON.stringify(column.dataParam ?? {})], async () => {
    const target = serviceTarget(column.colUrl ?? '');
    if (!target) throw new Error(column.colUrl ? t('column.badServiceUrl', { url: column.colUrl }) : t('column.noSource', { field: 'colUrl' }));
    const post = column.requestType === 'POST';
    const params = (column.dataParam ?? {}) as Record<string, string | number | boolean | null>;
    return rowsOf(await api.request<unknown>(target.host, target.path, post ? { method: 'POST', body: params, silent: true } : { query: params, silent: true }));
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

interface RowsProps {
  column: ColumnDefinition;
  pageSize: number;
  paged: boolean;
}

/** A service column's rows, once called. */
export function ServiceRows(props: RowsProps) {
  const rows = useServiceRows(props.column);
  if (rows.error) return <Alert type="error" content={(rows.error as Error).message} data-testid="column-error" />;
  if (!rows.data) return <Spin loading style={{ display: 'block', margin: '32px auto' }} />;
  return <RowsView {...props} rows={rows.data} />;
}

/** A static column's rows: dataParam (a list, or its `rows`). */
export function StaticRows(props: RowsProps) {
  return <RowsView {...props} rows={rowsOf(props.column.dataParam ?? [])} />;
}

/**
 * Rows of a service or static column: each through templateHtml (`{{field}}` placeholders) when it has one, else a
 * table of their fields; paged in the browser by pageSize when needPage.
 */
function RowsView({ column, pageSize, paged, rows }: RowsProps & { rows: ColumnRow[] }) {
  const { t } = useTranslation('engine');
  if (column.templateHtml) {
    const shown = paged ? rows.slice(0, pageSize) : rows;
    return (
      <div className="pp-column-html" data-testid="column-html">
        {shown.map((row, i) => <ColumnHtml key={String(row.id ?? i)} className="pp-column-row" testId="column-row" html={fillRowHtml(column.templateHtml!, row)} />)}
      </div>
    );
  }
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((f) => f !== 'id').slice(0, 8);
  return (
    <Table<ColumnRow>
      data-testid="column-rows"
      size="small"
      rowKey={(row) => String(row.id ?? JSON.stringify(row))}
      columns={fields.map((f) => ({ title: f, dataIndex: f, ellipsis: true, render: (_: unknown, row: ColumnRow) => cellText(row[f]) }))}
      data={rows}
      noDataElement={<div className="pp-list-empty">{t('list.empty')}</div>}
      pagination={paged ? { pageSize, simple: true, size: 'small' } : false}
    />
  );
}
