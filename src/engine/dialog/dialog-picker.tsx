import { Alert, Button, Message, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import '../../../widgets/dialog/dialog.css';
import { DialogTable } from '../../../widgets/dialog/dialog-table.tsx';
import { DialogTree } from '../../../widgets/dialog/dialog-tree.tsx';
import { SearchBar } from '../../../widgets/dialog/search-bar.tsx';
import { SelectedTags } from '../../../widgets/dialog/selected-tags.tsx';
import type { DialogRow } from '../../../widgets/dialog/dialog-types.ts';
import { useLabelText } from '../../../widgets/dialog/use-label-text.ts';
import { WithDialogSource, type DialogSource } from './dialog-source.tsx';
import { useDialogController, type DialogController } from './use-dialog-controller.ts';
import { CombineTree } from './combine-tree.tsx';

export interface DialogPickerProps {
  /** The custom dialog definition's alias. */
  alias: string;
  /** Checkboxes (true) or a single radio choice. */
  multiple: boolean;
  /** The most rows that may be chosen (multiple only); default: the definition's selectNum, 0 = any. */
  selectNum?: number;
  /** Rows chosen before. */
  value?: unknown;
  onOk: (rows: DialogRow[]) => void;
  onCancel: () => void;
}

/** A custom dialog: search, a list or tree (with a filtering tree beside a combination list), chosen rows as tags. */
export function DialogPicker(props: DialogPickerProps) {
  return <WithDialogSource>{(source) => <DialogPickerBody source={source} {...props} />}</WithDialogSource>;
}

function DialogPickerBody({ source, alias, multiple, selectNum, value, onOk, onCancel }: DialogPickerProps & { source: DialogSource }) {
  const { t } = useTranslation('engine');
  const label = useLabelText();
  const c = useDialogController(source, alias, {
    multiple, selectNum, value, onLimit: (limit) => Message.warning({ content: t('dialogLimit', { count: limit }), id: 'dialog-limit' }),
  });
  const failure = c.error instanceof Error ? c.error.message : c.error ? t('dialogLoadFailed') : null;
  return (
    <div className="dialog-picker" data-testid="dialog-picker" data-alias={alias} data-multiple={String(c.rules.multiple)}>
      <div className="dialog-picker-title">{c.definition ? label(c.definition.name, alias) : t('dialogTitle')}</div>
      {failure && <Alert type="error" content={failure} data-testid="dialog-error" />}
      {!c.definition && !failure && <Spin loading style={{ display: 'block', margin: '48px auto' }} />}
      {c.definition && (
        <>
          <SearchBar fields={c.searchFields} values={c.draft} onChange={c.setDraft} onSearch={c.search} onReset={c.reset} />
          <div className="dialog-picker-main">
            {c.combineTree && <CombineTree controller={c} />}
            <div className="dialog-picker-list"><Rows c={c} /></div>
          </div>
          <SelectedTags items={c.selected.map((row) => ({ key: c.keyOf(row), text: c.textOf(row) }))} onRemove={c.remove} />
        </>
      )}
      <div className="dialog-picker-footer">
        <Button onClick={onCancel} data-testid="dialog-cancel">{t('common:cancel')}</Button>
        <Button type="primary" disabled={!c.definition} onClick={() => onOk(c.selected)} data-testid="dialog-ok">{t('common:ok')}</Button>
      </div>
    </div>
  );
}

function Rows({ c }: { c: DialogController }) {
  const keys = c.selected.map(c.keyOf);
  if (c.definition?.style === 'tree') {
    return <DialogTree nodes={c.tree} selectedKeys={keys} multiple={c.rules.multiple} onToggle={c.toggle} expandAll={c.filtering} />;
  }
  return (
    <DialogTable columns={c.columns} rows={c.rows} rowKey={c.keyOf} selectedKeys={keys} multiple={c.rules.multiple}
      onToggle={c.toggle} onToggleAll={c.togglePage} page={c.page} pageSize={c.pageSize} total={c.total}
      onPageChange={c.setPage} loading={c.loading} />
  );
}
