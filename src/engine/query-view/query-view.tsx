import { useState } from 'react';
import { Alert, Button, Message, Spin } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import '../../../widgets/dialog/dialog.css';
import { ResultTable } from '../../../widgets/dialog/result-table.tsx';
import { SearchBar } from '../../../widgets/dialog/search-bar.tsx';
import { useLabelText } from '../../../widgets/dialog/use-label-text.ts';
import { saveFile } from '../list/save-file.ts';
import type { QueryViewKey, QueryViewSource } from './query-view-source.tsx';
import { useQueryViewController } from './use-query-view-controller.ts';

export interface QueryViewProps {
  source: QueryViewSource;
  viewKey: QueryViewKey;
  /** The view's name above it (a page shows it unless opened as `single`). */
  showTitle?: boolean;
}

/** A query view: its search fields, an export of the filtered rows, and the result table with server paging. */
export function QueryView({ source, viewKey, showTitle = true }: QueryViewProps) {
  const { t } = useTranslation('engine');
  const label = useLabelText();
  const c = useQueryViewController(source, viewKey);
  const [exporting, setExporting] = useState(false);
  if (c.error && !c.view) {
    return <Alert type="error" content={c.error instanceof Error ? c.error.message : t('queryViewLoadFailed')} data-testid="query-view-error" />;
  }
  if (!c.view) return <Spin loading style={{ display: 'block', margin: '64px auto' }} />;
  const exportRows = source.exportRows && c.view.exportable ? async () => {
    setExporting(true);
    try {
      const file = await source.exportRows!(viewKey, c.applied);
      saveFile(file.blob, file.fileName);
      Message.success(t('queryViewExported'));
    } catch (error) {
      Message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  } : undefined;
  return (
    <div className="query-view" data-testid="query-view" data-alias={viewKey.alias}>
      {showTitle && <h3 className="query-view-title">{label(c.view.name, viewKey.alias)}</h3>}
      <SearchBar fields={c.searchFields} values={c.draft} onChange={c.setDraft} onSearch={c.search} onReset={c.reset} />
      {exportRows && (
        <div className="query-view-toolbar">
          <Button size="small" icon={<IconDownload />} loading={exporting} onClick={exportRows} data-testid="query-view-export">{t('queryViewExport')}</Button>
        </div>
      )}
      <ResultTable testId="query-view-table" columns={c.columns} rows={c.rows} page={c.page} pageSize={c.pageSize} total={c.total}
        onPageChange={c.setPage} loading={c.loading} />
    </div>
  );
}
