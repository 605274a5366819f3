import { Button, Drawer, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import type { ErrorSchema, FieldPathId, FieldProps, Registry, RJSFSchema, UiSchema } from '@rjsf/utils';
import { toFieldPathId } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { servicesOf } from '../form-context.ts';
import { hasErrors } from '../templates/layout-model.ts';
import { clampPage, columnsOf, pageOfRow, rowsOf, type Row, type SubColumn } from './row-model.ts';
import { SubTableCell } from './sub-table-cell.tsx';
import { SubTableToolbar } from './sub-table-toolbar.tsx';

export interface SubTableProps {
  title: string;
  alias: string;
  value: unknown;
  itemSchema: RJSFSchema;
  itemUi: UiSchema | undefined;
  fieldPathId: FieldPathId;
  errorSchema: ErrorSchema | undefined;
  registry: Registry;
  readonly: boolean;
  disabled: boolean;
  pageSize: number;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
}

type ErrorsByRow = Record<number, Record<string, ErrorSchema> | undefined>;

/**
 * A sub-table: one row per record with each column's widget in its cell, add / remove, paging, Excel import /
 * export, and grandchild tables (arrays of objects in a row) opened in a drawer, where they work the same way.
 */
export function SubTable(props: SubTableProps) {
  const { title, alias, value, itemSchema, itemUi, fieldPathId, errorSchema, registry, readonly, disabled, pageSize, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation('engine');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<{ row: number; column: SubColumn } | null>(null);
  const rows = rowsOf(value);
  const editable = !readonly && !disabled;
  const columns = columnsOf(itemSchema, itemUi);
  const errors = errorSchema as ErrorsByRow | undefined;
  const { globalFormOptions, schemaUtils } = registry;
  const rowPath = (index: number) => toFieldPathId(index, globalFormOptions, fieldPathId);
  const cellPath = (index: number, name: string) => toFieldPathId(name, globalFormOptions, rowPath(index));
  const setRows = (next: Row[]) => onChange(next, fieldPathId.path);
  const shown = clampPage(page, rows.length, pageSize);

  const add = () => {
    setRows([...rows, (schemaUtils.getDefaultFormState(itemSchema, undefined) ?? {}) as Row]);
    setPage(pageOfRow(rows.length, pageSize));
  };
  const tableColumns: TableColumnProps<{ index: number }>[] = [
    { title: t('form.widget.subRowNo'), dataIndex: 'index', width: 64, render: (_, record) => <span className="pp-subtable-rowno">{record.index + 1}</span> },
    ...columns.map((column): TableColumnProps<{ index: number }> => ({
      key: column.name,
      title: <span>{column.required && editable && <span className="pp-form-required">*</span>}{column.title}</span>,
      render: (_, { index }) => column.kind === 'child' ? (
        <Button type="text" size="small" status={hasErrors(errors?.[index]?.[column.name]) ? 'danger' : undefined}
          onClick={() => setOpened({ row: index, column })} data-testid="subtable-child">
          {t('form.widget.subChildRows', { title: column.title, count: rowsOf(rows[index]?.[column.name]).length })}
        </Button>
      ) : (
        <SubTableCell name={column.name} schema={column.schema} uiSchema={itemUi?.[column.name] as UiSchema | undefined}
          value={rows[index]?.[column.name]} required={column.required} errorSchema={errors?.[index]?.[column.name]}
          fieldPathId={cellPath(index, column.name)} registry={registry} readonly={readonly} disabled={disabled}
          onChange={onChange} onBlur={onBlur} onFocus={onFocus} />
      ),
    })),
  ];
  if (editable) {
    tableColumns.push({
      key: 'actions', title: t('form.widget.subActions'), width: 80, render: (_, { index }) => (
        <Button type="text" status="danger" size="small" icon={<IconDelete />} aria-label={t('form.widget.subRemove')}
          onClick={() => setRows(rows.filter((_row, at) => at !== index))} data-testid="subtable-remove" />
      ),
    });
  }
  const child = opened?.column;
  const childItems = child && typeof child.schema.items === 'object' && !Array.isArray(child.schema.items) ? child.schema.items as RJSFSchema : undefined;
  return (
    <div className="pp-subtable" id={fieldPathId.$id} data-testid={`subtable-${alias}`}>
      <div className="pp-subtable-head">
        <span className="pp-form-section-title">{title}</span>
        <SubTableToolbar alias={alias} rows={rows} editable={editable} services={servicesOf(registry)} onAdd={add}
          onImported={(imported) => setRows([...rows, ...imported])} />
      </div>
      <Table<{ index: number }>
        rowKey="index"
        size="small"
        border
        columns={tableColumns}
        data={rows.map((_row, index) => ({ index }))}
        noDataElement={t('form.widget.subEmpty')}
        pagination={rows.length > pageSize ? { current: shown, pageSize, total: rows.length, size: 'small', onChange: setPage } : false}
        scroll={{ x: true }}
      />
      <Drawer width="70%" visible={opened !== null} footer={null} unmountOnExit onCancel={() => setOpened(null)}
        title={opened && child ? t('form.widget.subChildTitle', { row: opened.row + 1, title: child.title }) : ''}>
        {opened && child && childItems && (
          <SubTable title={child.title} alias={child.name} value={rows[opened.row]?.[child.name]} itemSchema={childItems}
            itemUi={(itemUi?.[child.name] as UiSchema | undefined)?.items as UiSchema | undefined}
            fieldPathId={cellPath(opened.row, child.name)} errorSchema={errors?.[opened.row]?.[child.name]} registry={registry}
            readonly={readonly} disabled={disabled} pageSize={pageSize} onChange={onChange} onBlur={onBlur} onFocus={onFocus} />
        )}
      </Drawer>
    </div>
  );
}
