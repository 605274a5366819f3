import { Alert, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useDictionaryOptions } from '../bo-designer/use-dictionary-options.ts';
import type { DesignerProps } from '../designer-registry.ts';
import { RowTable } from '../template-designer/row-table.tsx';
import {
  DsSource, FieldAdder, HeadProblems, NameInputs, NumberProp, Prop, Title, originText, useDesignerText, useFocus, useListColumns, usePlaces,
} from './source-parts.tsx';
import {
  readSourceBody, rowsOf, withNewColumn, withNewCondition, withoutRow, withProps, withRowMoved, writeSourceBody, type SourceBody, type SourceList,
} from './source-edit.ts';
import { useDefinitionFields, viewSourceOf } from './use-definition-fields.ts';

type Row = Record<string, unknown>;

const LISTS = ['conditionfield', 'resultfield'] as const;
const IDS: Partial<Record<SourceList, string>> = { conditionfield: 'qry-cond', resultfield: 'qry-res' };
const id = (list: SourceList) => IDS[list]!;

/**
 * A custom query as its source (a registered view or a REST call), its search conditions and its result columns,
 * picked from the view's known fields, labelled in both languages and ordered by drag, and its page size. Every edit
 * rewrites the definition text through source-edit.ts, so the JSON tab shows it at once and keys the designer does
 * not know (headers, request parameters...) stay.
 */
export function QueryDesigner({ text, onChange, problems, focus }: DesignerProps) {
  const { k } = useDesignerText();
  const read = readSourceBody(text, 'query');
  const query = 'body' in read ? read.body : undefined;
  const fields = useDefinitionFields(query ? viewSourceOf(query) : undefined, query ? [...rowsOf(query, 'resultfield'), ...query.conditionfield] : []);
  const dictionaries = useDictionaryOptions();
  const places = usePlaces(problems, LISTS);
  useFocus(focus, LISTS, (p) => (p.list ? (p.row !== undefined ? `tmpl-${id(p.list as SourceList)}-row-${p.row}` : `tmpl-${id(p.list as SourceList)}s`) : undefined), 'qry-designer-head');
  const change = (next: SourceBody) => onChange(writeSourceBody(next));
  const columns = useListColumns(query ?? { conditionfield: [] }, change, fields, places, id, ['resultfield']);

  if (!query) {
    const error = 'error' in read ? read : undefined;
    return <Alert type="warning" content={error?.error === 'syntax' ? k('jsonBroken', { detail: error.detail }) : k('notQuery')} data-testid="qry-designer-broken" />;
  }
  const results = rowsOf(query, 'resultfield');
  const resultColumns: TableColumnProps<Row>[] = [columns.field('resultfield'), ...columns.labels('resultfield'), columns.dict('resultfield', [...dictionaries])];

  return (
    <div className="src-designer" data-testid="qry-designer">
      <header className="src-designer__head" data-testid="qry-designer-head">
        <Prop label={k('alias')}><code data-testid="qry-designer-alias">{String(query.alias ?? '')}</code></Prop>
        <NameInputs name={query.name} status={places.prop('name')} prefix="qry" onChange={(name) => change(withProps(query, { name }))} />
      </header>
      <div className="src-designer__head">
        <DsSource body={query} change={change} places={places} prefix="qry" />
        {query.dsType === 'rest' && <Tag>{k('jsonRest')}</Tag>}
      </div>
      <p className="src-designer__hint" data-testid="qry-fields-origin">{originText(k, fields)}</p>
      <HeadProblems places={places} testId="qry-head-problems" />

      <Title text={k('conditions')} count={query.conditionfield.length} />
      <RowTable
        id="qry-cond" rows={query.conditionfield} columns={columns.conditions} problems={places.of('conditionfield')}
        onMove={(from, to) => change(withRowMoved(query, 'conditionfield', from, to))} onRemove={(i) => change(withoutRow(query, 'conditionfield', i))}
      />
      <FieldAdder fields={fields} used={query.conditionfield} placeholder={k('addCondition')} onAdd={(f) => change(withNewCondition(query, f))} testId="qry-cond-add" />

      <Title text={k('results')} count={results.length} />
      <RowTable
        id="qry-res" rows={results} columns={resultColumns} problems={places.of('resultfield')}
        onMove={(from, to) => change(withRowMoved(query, 'resultfield', from, to))} onRemove={(i) => change(withoutRow(query, 'resultfield', i))}
      />
      <FieldAdder fields={fields} used={results} placeholder={k('addResult')} onAdd={(f) => change(withNewColumn(query, 'resultfield', f))} testId="qry-res-add" />

      <div className="src-designer__settings">
        <NumberProp label={k('pageSize')} value={query.pageSize} status={places.prop('pageSize')} min={1} max={1000} placeholder={k('pageSizePlaceholder')}
          onChange={(pageSize) => change(withProps(query, { pageSize }))} testId="qry-page-size" />
      </div>
    </div>
  );
}
