import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Message, Modal, Result, Space, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useTranslation } from 'react-i18next';
import type { TemplateButton } from '../../common/definitions/kinds/template.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { DownloadedFile, TemplateRow } from '../../common/api/template-types.ts';
import { useRegistry } from '../registry/registry.ts';
import { ImportDialog } from './import-dialog.tsx';
import { buttonText, fitColumns, listColumns, ROW_BUTTONS, TOOLBAR_BUTTONS } from './list-columns.tsx';
import { PAGE_SIZES, type ListController } from './use-list-controller.ts';
import { QueryBar } from './query-bar.tsx';
import { saveFile } from './save-file.ts';
import { useStartRefusals } from './use-start-refusals.ts';
import { useRowActions } from './extensions/use-row-actions.tsx';
import { ListRefreshers } from './extensions/list-refreshers.tsx';
import { labelOf } from './list-columns.tsx';
import { actsOnChosen, choosable, runOnChosen } from './extensions/chosen-rows-action.ts';
import { ListPanels } from './extensions/list-panels.tsx';
import { ListSideTree } from './extensions/list-side-tree.tsx';
import { actsOnChosenRows, useChosenButtons } from './extensions/chosen-buttons.tsx';
import type { TreeNode } from './extensions/types.ts';
import './list.css';

/** Where a button asks to go; the page that hosts the list decides how. */
export type ListIntent =
  | { type: 'add' }
  | { type: 'edit' | 'detail'; row: TemplateRow }
  | { type: 'startFlow'; flowKey: string; row?: TemplateRow }
  | { type: 'url'; url: string; row?: TemplateRow; popup?: boolean }
  /** A row's approval (the flow instance of its record). */
  | { type: 'instance'; instId: string };

export interface ListViewProps {
  list: ListController;
  onNavigate: (intent: ListIntent) => void;
  /** Drawn above the search bar (a page's tiles, a keyword box). */
  header?: ReactNode;
  /** Extra toolbar content after the template's buttons. */
  toolbarExtra?: ReactNode;
  /** Pages longer than this draw only the rows in view (default 50). */
  virtualFrom?: number;
  /** Rows and paging only, small (a home column): no search bar, toolbar or selection. */
  compact?: boolean;
  /** The title a `showTitle` template shows, when the page names the list otherwise (/flow/todo: 全部待办). */
  title?: string;
  /** The chosen node of the template's `sideTree` and how to choose another (the page adds its conditions to the query). */
  treeNode?: TreeNode | null;
  onTreeNode?: (node: TreeNode | null) => void;
}

export const VIRTUAL_FROM = 50;
const VIRTUAL_HEIGHT = 560;

const handled = (error: unknown) => Boolean((error as { handled?: boolean }).handled);

/** Saves a file when it arrives; a failure the client did not already show becomes a toast. */
function save(pending: Promise<DownloadedFile>): void {
  pending.then((file) => saveFile(file.blob, file.fileName), (error: unknown) => {
    if (!handled(error)) Message.error((error as Error).message);
  });
}

/** A data template as a search bar, toolbar and table (Arco); all data and actions come from the controller. */
export function ListView({ list, onNavigate, header, toolbarExtra, virtualFrom = VIRTUAL_FROM, compact = false, title, treeNode = null, onTreeNode }: ListViewProps) {
  const { t, i18n } = useTranslation('engine');
  const registry = useRegistry();
  const lang = i18n.language as Language;
  const [importing, setImporting] = useState(false);
  const template = list.template;
  const { runAction, actionDialog } = useRowActions(registry, lang, list.reload);

  const buttons = useMemo(() => (template?.manageFields ?? []).map((button, index) => ({ button, index })), [template]);
  const rowButtons = buttons.filter((b) => ROW_BUTTONS.includes(b.button.type) && !actsOnChosenRows(b.button));
  // 提交审批 is offered only for flows the server says the caller can start.
  const startRefusals = useStartRefusals(rowButtons.filter((b) => b.button.type === 'startFlow').map((b) => b.button.flowKey ?? template?.flow?.defKey ?? ''));
  const toolbarButtons = buttons.filter((b) => TOOLBAR_BUTTONS.includes(b.button.type));
  const selectable = !compact && buttons.some((b) => b.button.type === 'delete' || actsOnChosenRows(b.button));
  const chosen = useChosenButtons({
    buttons: template?.manageFields ?? [], rows: [...list.selected.values()], node: treeNode, lang, reload: list.reload, clearSelection: list.clearSelection,
  });

  const nameOf = (row: TemplateRow) => {
    const first = template?.displayFields.find((d) => !d.formatter || d.formatter === 'text') ?? template?.displayFields[0];
    return first ? String(row[first.field] ?? row.id) : String(row.id);
  };

  const deleteRows = (ids: string[], content: string) => {
    Modal.confirm({
      title: t('common:notice'),
      content,
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          const reply = await list.remove(ids);
          Message.success(reply.message || t('list.deleted'));
        } catch (error) {
          if (!handled(error)) Message.error((error as Error).message || t('list.deleteFailed'));
        }
      },
    });
  };

  const onToolbar = async (button: TemplateButton) => {
    switch (button.type) {
      case 'add':
        return onNavigate(button.url ? { type: 'url', url: button.url } : { type: 'add' });
      case 'delete':
        if (actsOnChosen(button)) {
          return runOnChosen({ registry, button, rows: [...list.selected.values()], lang, t, reload: list.reload, clearSelection: list.clearSelection });
        }
        if (!list.selected.size) return void Message.warning(t('list.selectAtLeastOne'));
        return deleteRows([...list.selected.keys()], t('list.confirmDelete'));
      case 'export':
        try {
          const file = await list.exportRows();
          saveFile(file.blob, file.fileName);
          Message.success(t('list.exported'));
        } catch (error) {
          if (!handled(error)) Message.error((error as Error).message);
        }
        return;
      case 'import':
        return setImporting(true);
      default:
        return undefined;
    }
  };

  const onRowButton = (button: TemplateButton, row: TemplateRow) => {
    if (button.type === 'edit' || button.type === 'detail') return onNavigate({ type: button.type, row });
    // A delete naming an action asked its confirm in the row already.
    if (button.type === 'delete' && button.action) return void runAction(button, row);
    if (button.type === 'delete') return deleteRows([String(row.id)], t('list.confirmDeleteNamed', { name: nameOf(row) }));
    if (button.type === 'startFlow') return onNavigate({ type: 'startFlow', flowKey: button.flowKey ?? template?.flow?.defKey ?? '', row });
    if (button.type === 'url' && button.url) return onNavigate({ type: 'url', url: button.url, row, popup: button.popup });
    if (button.type === 'action') return void runAction(button, row);
    return undefined;
  };

  // Columns are rebuilt only when what they show changes; their buttons call the latest handler.
  const latestRowButton = useRef(onRowButton);
  latestRowButton.current = onRowButton;
  const latestNavigate = useRef(onNavigate);
  latestNavigate.current = onNavigate;
  const columns = useMemo(() => (template ? listColumns({
    fields: template.displayFields, buttons: rowButtons, registry, lang, t, dicts: list.info?.dicts ?? {},
    boDictKey: (field) => list.info?.bo?.fields.find((f) => f.name === field)?.dictKey,
    users: list.names.users, orgs: list.names.orgs, download: (file) => save(list.downloadFile(file.id, file.name)), sort: list.sort,
    onRowButton: (button, row) => latestRowButton.current(button, row),
    flow: template.flow ? { defKey: template.flow.defKey, open: (instId) => latestNavigate.current({ type: 'instance', instId }) } : undefined,
    startRefusals, rows: list.rows,
  }) : []), [template, rowButtons.length, registry, lang, t, list.info, list.names, list.sort, startRefusals, list.rows]); // eslint-disable-line react-hooks/exhaustive-deps

  if (list.status === 'error') {
    return (
      <div className="pp-list" data-testid="template-list">
        {header}
        <Result status="error" title={t('list.loadFailed')} subTitle={list.error?.message} data-testid="list-load-error" />
      </div>
    );
  }
  if (!template) {
    return (
      <div className="pp-list pp-list-loading" data-testid="template-list">
        {header}
        <Spin tip={t('common:loading')} />
      </div>
    );
  }

  const virtual = list.rows.length > virtualFrom;
  const shownColumns = compact ? fitColumns(columns) : columns;
  const scrollX = shownColumns.reduce((w, c) => w + (Number(c.width) || 0), selectable ? 48 : 0);

  const view = (
    <div className={compact ? 'pp-list pp-list-compact' : 'pp-list'} data-testid="template-list" data-alias={template.alias}>
      <ListRefreshers template={template} onRefresh={list.reload} />
      {template.showTitle && !compact ? <div className="pp-list-title" data-testid="list-title">{title ?? labelOf(template.name, lang, t)}</div> : null}
      {compact ? null : <ListPanels template={template} />}
      {header}
      {compact ? null : (
        <>
          <QueryBar
            conditions={template.conditionFields}
            values={list.values}
            onChange={list.setValue}
            onSearch={list.search}
            onReset={list.reset}
            optionsOf={list.optionsOf}
            searchDialog={list.searchDialog}
          />
          {toolbarButtons.length > 0 || chosen.buttons || toolbarExtra || list.selected.size > 0 ? (
            <div className="pp-list-toolbar" data-testid="list-toolbar">
              <Space wrap>
                {toolbarButtons.map(({ button, index }) => (
                  <Button
                    key={index}
                    type={button.type === 'add' ? 'primary' : 'secondary'}
                    status={button.type === 'delete' ? 'danger' : undefined}
                    onClick={() => void onToolbar(button)}
                    data-testid={`toolbar-${button.key ?? button.type}`}
                  >
                    {buttonText(button, lang, t)}
                  </Button>
                ))}
                {chosen.buttons}
                {toolbarExtra}
              </Space>
              {list.selected.size ? (
                <Space className="pp-list-selection" data-testid="list-selection">
                  <span>{t('list.selected', { count: list.selected.size })}</span>
                  <Button type="text" size="mini" onClick={list.clearSelection}>{t('list.clearSelection')}</Button>
                </Space>
              ) : null}
            </div>
          ) : null}
        </>
      )}
      {list.rowsError ? (
        <Alert
          type="error"
          title={t('list.rowsFailed')}
          content={list.rowsError.message}
          action={<Button size="mini" onClick={list.reload}>{t('list.retry')}</Button>}
        />
      ) : null}
      <Table<TemplateRow>
        data-testid="list-table"
        rowKey={(row) => String(row.id)}
        columns={shownColumns}
        data={list.rows}
        loading={list.loadingRows}
        border={{ wrapper: true, cell: true }}
        size={compact ? 'small' : undefined}
        stripe
        virtualized={virtual}
        scroll={{ x: scrollX, y: virtual ? VIRTUAL_HEIGHT : undefined }}
        // 暂无信息 only once the rows are read: while they load there is nothing to say yet.
        noDataElement={list.loadingRows ? <div className="pp-list-empty" /> : (
          <div className="pp-list-empty" data-testid="list-empty">
            {list.waiting && template.sideTree?.pickHint ? labelOf(template.sideTree.pickHint, lang, t) : t('list.empty')}
          </div>
        )}
        onRow={(row) => ({ 'data-row-id': String(row.id) } as React.HTMLAttributes<HTMLElement>)}
        rowSelection={selectable ? {
          type: 'checkbox',
          selectedRowKeys: [...list.selected.keys()],
          checkCrossPage: true,
          preserveSelectedRowKeys: true,
          onSelect: (checked, row) => list.toggle([row], checked),
          onSelectAll: (checked) => list.toggle(list.rows.filter((row) => choosable(template.manageFields, row)), checked),
          checkboxProps: (row: TemplateRow) => ({ disabled: !choosable(template.manageFields, row) }),
        } : undefined}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.total,
          sizeCanChange: !compact,
          sizeOptions: [...PAGE_SIZES],
          showTotal: (total: number) => t(list.totalCapped ? 'list.totalAtLeast' : 'list.total', { total: total.toLocaleString(lang) }),
          showJumper: !compact,
          simple: compact,
        }}
        onChange={(pagination, sorter, _filters, extra) => {
          if (extra.action === 'paginate') list.setPage(pagination.current ?? 1, pagination.pageSize);
          if (extra.action === 'sort') {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            list.setSort(one?.direction && one.field ? { field: String(one.field), direction: one.direction === 'ascend' ? 'ASC' : 'DESC' } : undefined);
          }
        }}
      />
      <ImportDialog
        visible={importing}
        onDownloadReport={(fileId) => save(list.downloadFile(fileId))}
        onClose={() => setImporting(false)}
        onImport={list.importRows}
        onDownloadTemplate={() => save(list.downloadTemplate())}
      />
      {actionDialog}
      {chosen.dialog}
    </div>
  );
  if (!template.sideTree || compact) return view;
  return (
    <div className="pp-list-with-tree">
      <ListSideTree tree={template.sideTree} chosen={treeNode} onChoose={(node) => { list.clearSelection(); onTreeNode?.(node); }} />
      {view}
    </div>
  );
}

