import { Alert, Checkbox, Input, Radio, Select, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { DesignerProps } from '../designer-registry.ts';
import { RowTable } from '../template-designer/row-table.tsx';
import {
  DsSource, FieldAdder, FieldSelect, HeadProblems, NameInputs, NumberProp, Prop, Title, originText, useDesignerText, useFocus, useListColumns, usePlaces,
} from '../query-designer/source-parts.tsx';
import {
  readSourceBody, rowsOf, withNewColumn, withNewCondition, withoutRow, withProps, withRowMoved, writeSourceBody, type SourceBody, type SourceList,
} from '../query-designer/source-edit.ts';
import { useDefinitionFields, viewSourceOf } from '../query-designer/use-definition-fields.ts';
import { isMultiple, MAX_SORTS, withNewReturn, withNewSort, withSelection, withStyle, withTreeField, type DialogBody } from './dialog-edit.ts';

type Row = Record<string, unknown>;

const LISTS = ['conditionfield', 'displayfield', 'resultfield', 'sortfield'] as const;
const IDS: Partial<Record<SourceList, string>> = { conditionfield: 'dlg-cond', displayfield: 'dlg-col', resultfield: 'dlg-ret', sortfield: 'dlg-sort' };
const id = (list: SourceList) => IDS[list]!;
const TREE_FIELDS = ['idField', 'parentField', 'displayField'] as const;

/**
 * A custom dialog as its source, search conditions, displayed columns and returned values (a row field into a form
 * field) and its sort order, picked from the view's known fields, labelled in both languages and ordered by drag; list or tree (with its
 * id, parent-id and shown fields), one row or several (at most how many), paged or not. Every edit rewrites the text
 * through source-edit.ts and dialog-edit.ts; keys the designer does not know (combination, REST paging keys...) stay.
 */
export function DialogDesigner({ text, onChange, problems, focus }: DesignerProps) {
  const { k } = useDesignerText();
  const read = readSourceBody(text, 'dialog');
  const dialog = 'body' in read ? read.body as DialogBody : undefined;
  const named = dialog ? [...dialog.displayfield, ...dialog.conditionfield, ...dialog.resultfield] : [];
  const fields = useDefinitionFields(dialog ? viewSourceOf(dialog) : undefined, named);
  const places = usePlaces(problems, LISTS);
  useFocus(focus, LISTS, (p) => (p.list ? (p.row !== undefined ? `tmpl-${id(p.list as SourceList)}-row-${p.row}` : `tmpl-${id(p.list as SourceList)}s`) : undefined), 'dlg-designer-head');
  const change = (next: SourceBody) => onChange(writeSourceBody(next));
  const columns = useListColumns(dialog ?? { conditionfield: [] }, change, fields, places, id, ['displayfield']);

  if (!dialog) {
    const error = 'error' in read ? read : undefined;
    return <Alert type="warning" content={error?.error === 'syntax' ? k('jsonBroken', { detail: error.detail }) : k('notDialog')} data-testid="dlg-designer-broken" />;
  }
  const tree = dialog.style === 'tree';
  const multiple = isMultiple(dialog);
  const displayColumns: TableColumnProps<Row>[] = [columns.field('displayfield'), ...columns.labels('displayfield')];
  const returnColumns: TableColumnProps<Row>[] = [
    columns.field('resultfield'),
    {
      title: k('target'), width: 170,
      render: (_, row, i) => (
        <Input size="small" value={typeof row.target === 'string' ? row.target : ''} placeholder={k('targetPlaceholder')} status={places.cell('resultfield', i, 'target')}
          onChange={(target) => columns.set('resultfield', i, { target })} data-testid={columns.cell('resultfield', 'target', i)} />
      ),
    },
    ...columns.labels('resultfield'),
  ];
  const sorts = rowsOf(dialog, 'sortfield');
  const sortColumns: TableColumnProps<Row>[] = [
    columns.field('sortfield'),
    {
      title: k('direction'), width: 130,
      render: (_, row, i) => (
        <Select size="small" value={(row.direction as string | undefined) ?? 'ASC'} status={places.cell('sortfield', i, 'direction')}
          options={(['ASC', 'DESC'] as const).map((d) => ({ value: d, label: k(`directions.${d}`) }))} data-testid={columns.cell('sortfield', 'direction', i)}
          onChange={(direction: string) => columns.set('sortfield', i, { direction })} />
      ),
    },
  ];

  return (
    <div className="src-designer" data-testid="dlg-designer">
      <header className="src-designer__head" data-testid="dlg-designer-head">
        <Prop label={k('alias')}><code data-testid="dlg-designer-alias">{String(dialog.alias ?? '')}</code></Prop>
        <NameInputs name={dialog.name} status={places.prop('name')} prefix="dlg" onChange={(name) => change(withProps(dialog, { name }))} />
      </header>
      <div className="src-designer__head">
        <DsSource body={dialog} change={change} places={places} prefix="dlg" />
        {dialog.dsType === 'rest' && <Tag>{k('jsonRest')}</Tag>}
      </div>
      <p className="src-designer__hint" data-testid="dlg-fields-origin">{originText(k, fields)}</p>
      <HeadProblems places={places} testId="dlg-head-problems" />

      <Title text={k('settings')} />
      <div className="src-designer__settings">
        <Prop label={k('style')}>
          <Radio.Group type="button" size="small" value={dialog.style} onChange={(style: 'list' | 'tree') => change(withStyle(dialog, style))} data-testid="dlg-style">
            <Radio value="list">{k('styles.list')}</Radio>
            <Radio value="tree">{k('styles.tree')}</Radio>
          </Radio.Group>
        </Prop>
        <Prop label={k('selection')}>
          <Radio.Group type="button" size="small" value={multiple ? 'multiple' : 'single'} data-testid="dlg-selection"
            onChange={(mode: string) => change(withSelection(dialog, mode === 'multiple', dialog.selectNum))}>
            <Radio value="single">{k('single')}</Radio>
            <Radio value="multiple">{k('multiple')}</Radio>
          </Radio.Group>
        </Prop>
        {multiple && (
          <NumberProp label={k('limit')} value={dialog.selectNum ? dialog.selectNum : undefined} status={places.prop('selectNum')} min={2} max={1000}
            placeholder={k('limitPlaceholder')} onChange={(limit) => change(withSelection(dialog, true, limit))} testId="dlg-limit" />
        )}
        {!tree && (
          <Checkbox checked={dialog.needPage === true} onChange={(needPage: boolean) => change({ ...dialog, needPage })} data-testid="dlg-need-page">
            {k('needPage')}
          </Checkbox>
        )}
      </div>
      <p className="src-designer__hint" data-testid="dlg-keys">{k(tree ? 'treeKeys' : 'listKeys')}</p>
      {tree && (
        <div className="src-designer__settings" data-testid="dlg-tree">
          {TREE_FIELDS.map((name) => (
            <Prop key={name} label={k(name)}>
              <FieldSelect value={typeof dialog.tree?.[name] === 'string' ? dialog.tree[name] : undefined} options={columns.options} status={places.prop('tree', name)} width={200} showLabel
                onChange={(field) => change(withTreeField(dialog, name, field ?? ''))} testId={`dlg-tree-${name}`} />
            </Prop>
          ))}
        </div>
      )}

      <Title text={k('columns')} count={dialog.displayfield.length} />
      <RowTable
        id="dlg-col" rows={dialog.displayfield} columns={displayColumns} problems={places.of('displayfield')} minRows={1}
        onMove={(from, to) => change(withRowMoved(dialog, 'displayfield', from, to))} onRemove={(i) => change(withoutRow(dialog, 'displayfield', i))}
      />
      <FieldAdder fields={fields} used={dialog.displayfield} placeholder={k('addColumn')} onAdd={(f) => change(withNewColumn(dialog, 'displayfield', f, false))} testId="dlg-col-add" />

      <Title text={k('conditions')} count={dialog.conditionfield.length} />
      <RowTable
        id="dlg-cond" rows={dialog.conditionfield} columns={columns.conditions} problems={places.of('conditionfield')}
        onMove={(from, to) => change(withRowMoved(dialog, 'conditionfield', from, to))} onRemove={(i) => change(withoutRow(dialog, 'conditionfield', i))}
      />
      <FieldAdder fields={fields} used={dialog.conditionfield} placeholder={k('addCondition')} onAdd={(f) => change(withNewCondition(dialog, f))} testId="dlg-cond-add" />

      <Title text={k('returns')} count={dialog.resultfield.length} />
      <RowTable
        id="dlg-ret" rows={dialog.resultfield} columns={returnColumns} problems={places.of('resultfield')} minRows={1}
        onMove={(from, to) => change(withRowMoved(dialog, 'resultfield', from, to))} onRemove={(i) => change(withoutRow(dialog, 'resultfield', i))}
      />
      <FieldAdder fields={fields} used={dialog.resultfield} placeholder={k('addReturn')} onAdd={(f) => change(withNewReturn(dialog, f))} testId="dlg-ret-add" />

      <Title text={k('sorts')} count={sorts.length} />
      <RowTable
        id="dlg-sort" rows={sorts} columns={sortColumns} problems={places.of('sortfield')}
        onMove={(from, to) => change(withRowMoved(dialog, 'sortfield', from, to))} onRemove={(i) => change(withoutRow(dialog, 'sortfield', i))}
      />
      {sorts.length < MAX_SORTS && (
        <FieldAdder fields={fields} used={sorts} placeholder={k('addSort')} onAdd={(f) => change(withNewSort(dialog, f))} testId="dlg-sort-add" />
      )}
    </div>
  );
}
