import { Button, Checkbox, Input, InputNumber, Select, Space, Table, Tooltip, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconArrowDown, IconArrowUp, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { BO_FIELD_TYPES, type BoFieldType } from '../../../../common/definitions/kinds/bo.ts';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import {
  labelText, labelWith, placeOfPointer, tableAt, tablePointer, takesProperty, withField, withFieldMoved, withFieldType, withNewField, withoutField,
  type FieldBody, type TableBody, type TablePath,
} from './bo-edit.ts';
import type { DictionaryOption } from './use-dictionary-options.ts';

interface FieldTableProps {
  bo: TableBody;
  path: TablePath;
  onChange(bo: TableBody): void;
  /** The definition's problems (all of them: the table picks those of its rows). */
  problems: readonly DefinitionProblem[];
  dictionaries: readonly DictionaryOption[];
}

/** A table's test id part: `main`, `0`, `0-1`. */
export const tableId = (path: TablePath) => (path.length ? path.join('-') : 'main');

/** The fields of one table (main or sub-table) as editable rows: name, labels, type and the properties the type takes. */
export function FieldTable({ bo, path, onChange, problems, dictionaries }: FieldTableProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`boDesigner.${key}`, params);
  const table = tableAt(bo, path)!;
  const id = tableId(path);
  const pointer = tablePointer(path);
  const mine = problems.map((p) => ({ problem: p, place: placeOfPointer(p.pointer) }))
    .filter(({ problem, place }) => place.table === pointer && problem.pointer.startsWith(`${pointer}/fields`));
  const problemOf = (row: number, ...properties: string[]) =>
    mine.find(({ place }) => place.row === row && (properties.length === 0 || properties.includes(place.property ?? '')))?.problem.message;
  const status = (row: number, ...properties: string[]) => (problemOf(row, ...properties) ? 'error' as const : undefined);
  const set = (row: number, patch: Record<string, unknown>) => onChange(withField(bo, path, row, patch));
  const cell = (name: string, row: number) => `bo-field-${name}-${id}-${row}`;
  const typeOptions = BO_FIELD_TYPES.map((type) => ({ value: type, label: k(`types.${type}`) }));

  const columns: TableColumnProps<FieldBody>[] = [
    {
      title: k('order'), width: 76, fixed: 'left',
      render: (_, __, row) => (
        <Space size={2}>
          <Button size="mini" type="text" icon={<IconArrowUp />} disabled={row === 0} aria-label={k('moveUp')} data-testid={cell('up', row)}
            onClick={() => onChange(withFieldMoved(bo, path, row, -1))} />
          <Button size="mini" type="text" icon={<IconArrowDown />} disabled={row === table.fields.length - 1} aria-label={k('moveDown')} data-testid={cell('down', row)}
            onClick={() => onChange(withFieldMoved(bo, path, row, 1))} />
        </Space>
      ),
    },
    {
      title: k('fieldName'), width: 130, fixed: 'left',
      render: (_, field, row) => (
        <Input size="small" value={field.name} status={status(row, 'name')} onChange={(name) => set(row, { name })} data-testid={cell('name', row)} />
      ),
    },
    ...(['zh-CN', 'en-US'] as const).map((lang): TableColumnProps<FieldBody> => ({
      title: k(lang === 'zh-CN' ? 'labelZh' : 'labelEn'), width: 130,
      render: (_, field, row) => (
        <Input
          size="small" value={labelText(field.label, lang)} status={status(row, 'label')}
          placeholder={typeof field.label === 'string' ? k('labelKey', { key: field.label }) : undefined}
          onChange={(text) => set(row, { label: labelWith(field.label, lang, text) })} data-testid={cell(lang === 'zh-CN' ? 'label-zh' : 'label-en', row)}
        />
      ),
    })),
    {
      title: k('type'), width: 136,
      render: (_, field, row) => (
        <Select size="small" value={field.type} options={typeOptions} status={status(row, 'type')} data-testid={cell('type', row)}
          onChange={(type: BoFieldType) => onChange(withFieldType(bo, path, row, type))} />
      ),
    },
    {
      title: k('maxLength'), width: 100,
      render: (_, field, row) => (takesProperty(field.type, 'maxLength') ? (
        <InputNumber size="small" min={1} max={100000} precision={0} value={field.maxLength as number | undefined} error={Boolean(status(row, 'maxLength'))}
          onChange={(maxLength) => set(row, { maxLength: maxLength ?? undefined })} data-testid={cell('maxlength', row)} />
      ) : null),
    },
    {
      title: k('required'), width: 84, align: 'center',
      render: (_, field, row) => (
        <Checkbox checked={field.required === true} onChange={(required: boolean) => set(row, { required })} aria-label={k('required')} data-testid={cell('required', row)} />
      ),
    },
    {
      title: k('dictionary'), width: 170,
      render: (_, field, row) => (takesProperty(field.type, 'dictKey') ? (
        <Select
          size="small" showSearch allowClear value={field.dictKey as string | undefined} options={[...dictionaries]} placeholder={k('dictionaryPlaceholder')}
          status={status(row, 'dictKey')} onChange={(dictKey?: string) => set(row, { dictKey })}
          data-testid={cell('dict', row)}
        />
      ) : null),
    },
    {
      title: k('serialAlias'), width: 130,
      render: (_, field, row) => (takesProperty(field.type, 'serialAlias') ? (
        <Input size="small" value={(field.serialAlias as string | undefined) ?? ''} placeholder={k('serialPlaceholder')} status={status(row, 'serialAlias')}
          onChange={(serialAlias) => set(row, { serialAlias })} data-testid={cell('serial', row)} />
      ) : null),
    },
    {
      title: k('multiple'), width: 84, align: 'center',
      render: (_, field, row) => (takesProperty(field.type, 'multiple') ? (
        <Checkbox checked={field.multiple === true} onChange={(multiple: boolean) => set(row, { multiple })} aria-label={k('multiple')} data-testid={cell('multiple', row)} />
      ) : null),
    },
    {
      title: k('actions'), width: 60, fixed: 'right',
      render: (_, __, row) => (
        <Tooltip content={k('remove')}>
          <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={k('remove')} disabled={table.fields.length === 1}
            onClick={() => onChange(withoutField(bo, path, row))} data-testid={cell('remove', row)} />
        </Tooltip>
      ),
    },
  ];

  const tableProblems = mine.filter(({ place }) => place.row === undefined);
  const rowProblems = mine.filter(({ place }) => place.row !== undefined);
  return (
    <div className="bo-designer__table" data-testid={`bo-fields-${id}`}>
      <Table<FieldBody>
        size="small" border={{ wrapper: true, cell: false }} pagination={false} scroll={{ x: 1230 }}
        rowKey={(field) => String(table.fields.indexOf(field))}
        data={table.fields} columns={columns}
        rowClassName={(_, row) => (problemOf(row) ? 'bo-designer__row is-invalid' : 'bo-designer__row')}
      />
      {(tableProblems.length > 0 || rowProblems.length > 0) && (
        <ul className="bo-designer__problems" data-testid={`bo-table-problems-${id}`}>
          {tableProblems.map(({ problem }, i) => <li key={`t${i}`}>{k('tableProblem', { message: problem.message })}</li>)}
          {rowProblems.map(({ problem, place }, i) => (
            <li key={`r${i}`}>{k('rowProblem', { row: place.row! + 1, property: place.property ?? '', message: problem.message })}</li>
          ))}
        </ul>
      )}
      <Button size="small" type="dashed" long icon={<IconPlus />} className="bo-designer__add"
        onClick={() => onChange(withNewField(bo, path, { 'zh-CN': t('boDesigner.newField', { lng: 'zh-CN' }), 'en-US': t('boDesigner.newField', { lng: 'en-US' }) }))}
        data-testid={`bo-field-add-${id}`}>
        {k('addField')}
      </Button>
    </div>
  );
}
