import { lazy, Suspense } from 'react';
import { Alert, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import { TemplateListPage } from '../../../engine/list/template-list-page.tsx';
import { useCustomQueryListSource } from '../../../engine/query-view/custom-query-source.ts';
import { DefinitionBoundary } from '../../../engine/registry/definition-boundary.tsx';
import { ColumnHtml } from './column-html.tsx';
import { ServiceRows, StaticRows } from './column-rows.tsx';

// G2 loads only when a chart column is drawn.
const ChartView = lazy(async () => ({ default: (await import('../../../engine/chart/chart-view.tsx')).ChartView }));

/** Rows per page of a column card when its definition gives none; the more-dialog pages by 10 (its list's default). */
export const COLUMN_PAGE_SIZE = 5;

export interface ColumnBodyProps {
  column: ColumnDefinition;
  /** The card (compact, the column's page size) or the more-dialog (the whole list with its search bar). */
  place: 'card' | 'more';
}

function CustomQueryList({ alias, compact, pageSize }: { alias: string; compact: boolean; pageSize?: number }) {
  const source = useCustomQueryListSource();
  return <TemplateListPage alias={alias} source={source} compact={compact} pageSize={pageSize} />;
}

/** What a column shows, by its data mode: a data template, a custom query, a chart, service or static rows, or HTML. */
export function ColumnBody({ column, place }: ColumnBodyProps) {
  const { t } = useTranslation('engine');
  const card = place === 'card';
  const pageSize = card ? (column.needPage === false ? 100 : column.pageSize ?? COLUMN_PAGE_SIZE) : undefined;
  const needsFrom = column.dataMode === 'template' || column.dataMode === 'query' || column.dataMode === 'chart';
  if (needsFrom && !column.dataFrom) return <Alert type="error" content={t('column.noSource', { field: 'dataFrom' })} data-testid="column-error" />;
  switch (column.dataMode) {
    case 'template':
      return <TemplateListPage alias={column.dataFrom!} compact={card} pageSize={pageSize} />;
    case 'query':
      return <CustomQueryList alias={column.dataFrom!} compact={card} pageSize={pageSize} />;
    case 'chart':
      return (
        <DefinitionBoundary what={`chart ${column.dataFrom}`}>
          <Suspense fallback={<Spin loading style={{ display: 'block', margin: '32px auto' }} />}>
            <ChartView alias={column.dataFrom!} height={card ? column.colHeight : undefined} mode={card ? 'chart' : 'table'} />
          </Suspense>
        </DefinitionBoundary>
      );
    case 'static':
      if (!column.dataParam && column.templateHtml) return <ColumnHtml html={column.templateHtml} />;
      return <StaticRows column={column} pageSize={pageSize ?? 10} paged={card ? column.needPage !== false : true} />;
    default:
      return <ServiceRows column={column} pageSize={pageSize ?? 10} paged={card ? column.needPage !== false : true} />;
  }
}
