import { useEffect } from 'react';
import { Alert, Checkbox, Input, InputNumber, Select, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { BUTTON_TYPES, CONDITION_CONTROLS, FORMATTERS } from '../../../../common/definitions/kinds/template.ts';
import { resolveLabel } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';
import { QUERY_OPERATIONS, type QueryOperation } from '../../../../common/query/query-filter.ts';
import { labelText, labelWith, type LabelValue } from '../bo-designer/bo-edit.ts';
import { useDictionaryOptions } from '../bo-designer/use-dictionary-options.ts';
import type { DesignerProps } from '../designer-registry.ts';
import { RowTable, type RowProblem } from './row-table.tsx';
import {
  isToolbarButton, offersExport, placeOfPointer, readTemplate, withColumnFormatter, withConditionControl, withExport, withNewButton, withNewColumn,
  withNewCondition, withoutRow, withRow, withRowMoved, withTemplateProps, writeTemplate,
  type ButtonBody, type ButtonType, type ColumnBody, type ConditionBody, type Control, type Formatter, type SourceField, type TemplateBody, type TemplateList,
} from './template-edit.ts';
import { useSourceFields } from './use-source-fields.ts';
import './template-designer.css';

type Row = Record<string, unknown>;

/** Test id part of each list. */
const LIST_IDS: Record<TemplateList, string> = { displayFields: 'col', conditionFields: 'cond', manageFields: 'btn' };

/**
 * A list template as its columns, query conditions and buttons, picked from its source's fields, with formatters,
 * widths and order by drag, and its paging and export. Every edit rewrites the definition text through
 * template-edit.ts, so the JSON tab shows it at once and nothing the designer does not know about is lost.
 */
export function TemplateDesigner({ text, onChange, problems, focus }: DesignerProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const k = (key: string, params?: Record<string, unknown>) => t(`templateDesigner.${key}`, params);
  const read = readTemplate(text);
  const template = 'template' in read ? read.template : undefined;
  const source = useSourceFields(template);
  const dictionaries = useDictionaryOptions();

  useEffect(() => {
    if (!focus) return;
    const place = placeOfPointer(focus.pointer);
    const id = place.list ? LIST_IDS[place.list] : undefined;
    const testId = !id ? 'tmpl-designer-head' : place.row !== undefined ? `tmpl-${id}-row-${place.row}` : `tmpl-${id}s`;
    const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    element?.scrollIntoView?.({ block: 'center' });
    (element?.querySelector<HTMLElement>('input') ?? element)?.focus?.();
  }, [focus]);

  if (!template) {
    const error = 'error' in read ? read : undefined;
    return <Alert type="warning" content={error?.error === 'syntax' ? k('jsonBroken', { detail: error.detail }) : k('notTemplate')} data-testid="tmpl-designer-broken" />;
  }
  const change = (next: TemplateBody) => onChange(writeTemplate(next));
  const places = problems.map((p) => ({ place: placeOfPointer(p.pointer), message: p.message }));
  const problemsOf = (list: TemplateList): RowProblem[] => places.filter((p) => p.place.list === list);
  const headProblems = places.filter((p) => !p.place.list);
  const status = (list: TemplateList, row: number, ...properties: string[]) =>
    (places.some((p) => p.place.list === list && p.place.row === row && properties.includes(p.place.property ?? '')) ? 'error' as const : undefined);
  const headStatus = (property: string) => (headProblems.some((p) => p.place.property === property) ? 'error' as const : undefined);
  const cell = (list: TemplateList, name: string, row: number) => `tmpl-${LIST_IDS[list]}-${name}-${row}`;
  const set = (list: TemplateList, row: number, patch: Row) => change(withRow(template, list, row, patch));

  const fieldLabel = (field: SourceField) => `${resolveLabel(field.label as never, lang) || field.name} (${field.name})`;
  const used = (list: TemplateList) => new Set((template[list] as Row[]).map((r) => r.field));
  const fieldOptions = source.fields.map((f) => ({ value: f.name, label: fieldLabel(f) }));
  const addOptions = (list: TemplateList) => source.fields.map((f) => ({
    value: f.name, label: used(list).has(f.name) ? `${fieldLabel(f)} · ${k('used')}` : fieldLabel(f),
  }));
  const sourceField = (name: string): SourceField => source.fields.find((f) => f.name === name) ?? { name, label: { 'zh-CN': name } };
  const both = (key: string) => ({ 'zh-CN': t(`templateDesigner.${key}`, { lng: 'zh-CN' }), 'en-US': t(`templateDesigner.${key}`, { lng: 'en-US' }) });

  const fieldColumn = (list: TemplateList): TableColumnProps<Row> => ({
    title: k('field'), width: 170,
    render: (_, row, i) => (
      <Select size="small" showSearch allowCreate value={row.field as string} options={fieldOptions} status={status(list, i, 'field')} renderFormat={(_, value) => String(value ?? '')}
        placeholder={k('fieldPlaceholder')} onChange={(field: string) => set(list, i, { field })} data-testid={cell(list, 'field', i)} />
    ),
  });
  const labelColumns = (list: TemplateList): TableColumnProps<Row>[] => (['zh-CN', 'en-US'] as const).map((language) => ({
    title: k(language === 'zh-CN' ? 'labelZh' : 'labelEn'), width: 130,
    render: (_, row, i) => (
      <Input
        size="small" value={labelText(row.label as LabelValue | undefined, language)} status={status(list, i, 'label')}
        placeholder={typeof row.label === 'string' ? k('labelKey', { key: row.label }) : undefined}
        onChange={(value) => set(list, i, { label: labelWith(row.label as LabelValue | undefined, language, value) })}
        data-testid={cell(list, language === 'zh-CN' ? 'label-zh' : 'label-en', i)}
      />
    ),
  }));
  const dictColumn = (list: TemplateList, shows: (row: Row) => boolean): TableColumnProps<Row> => ({
    title: k('dictionary'), width: 170,
    render: (_, row, i) => (shows(row) ? (
      <Select size="small" showSearch allowClear value={row.dictKey as string | undefined} options={[...dictionaries]} placeholder={k('dictionaryPlaceholder')}
        status={status(list, i, 'dictKey')} onChange={(dictKey?: string) => set(list, i, { dictKey })} data-testid={cell(list, 'dict', i)} />
    ) : null),
  });

  const columnColumns: TableColumnProps<Row>[] = [
    fieldColumn('displayFields'),
    ...labelColumns('displayFields'),
    {
      title: k('formatter'), width: 130,
      render: (_, row, i) => (
        <Select size="small" allowClear showSearch value={row.formatter as string | undefined} placeholder={k('formatterPlaceholder')} status={status('displayFields', i, 'formatter')}
          options={FORMATTERS.map((f) => ({ value: f, label: k(`formatters.${f}`) }))} data-testid={cell('displayFields', 'formatter', i)}
          onChange={(formatter?: Formatter) => change(withColumnFormatter(template, i, formatter))} />
      ),
    },
    // The dictionary column shows while some column formats by a dictionary (the table stays narrow without it).
    ...(template.displayFields.some((row) => row.formatter === 'dict') ? [dictColumn('displayFields', (row) => row.formatter === 'dict')] : []),
    {
      title: k('width'), width: 100,
      render: (_, row, i) => (
        <InputNumber size="small" min={20} max={2000} precision={0} value={row.width as number | undefined} placeholder={k('widthPlaceholder')}
          error={Boolean(status('displayFields', i, 'width'))} onChange={(width) => set('displayFields', i, { width: width ?? undefined })}
          data-testid={cell('displayFields', 'width', i)} />
      ),
    },
    {
      title: k('sortable'), width: 76, align: 'center',
      render: (_, row, i) => (
        <Checkbox checked={row.sortable === true} onChange={(sortable: boolean) => set('displayFields', i, { sortable })} aria-label={k('sortable')}
          data-testid={cell('displayFields', 'sortable', i)} />
      ),
    },
  ];

  const conditionColumns: TableColumnProps<Row>[] = [
    fieldColumn('conditionFields'),
    ...labelColumns('conditionFields'),
    {
      title: k('control'), width: 130,
      render: (_, row, i) => (
        <Select size="small" value={row.control as string} status={status('conditionFields', i, 'control')}
          options={CONDITION_CONTROLS.map((c) => ({ value: c, label: k(`controls.${c}`) }))} data-testid={cell('conditionFields', 'control', i)}
          onChange={(control: Control) => change(withConditionControl(template, i, control))} />
      ),
    },
    {
      title: k('operation'), width: 150,
      render: (_, row, i) => (
        <Select size="small" value={row.operation as string} status={status('conditionFields', i, 'operation')}
          options={QUERY_OPERATIONS.map((o) => ({ value: o, label: k(`operations.${o}`) }))} data-testid={cell('conditionFields', 'operation', i)}
          onChange={(operation: QueryOperation) => set('conditionFields', i, { operation })} />
      ),
    },
    ...(template.conditionFields.some((row) => row.control === 'dict') ? [dictColumn('conditionFields', (row) => row.control === 'dict')] : []),
  ];

  const TARGETS: Partial<Record<ButtonType, { property: string; placeholder: string }>> = {
    url: { property: 'url', placeholder: 'urlPlaceholder' },
    action: { property: 'action', placeholder: 'actionPlaceholder' },
    startFlow: { property: 'flowKey', placeholder: 'flowPlaceholder' },
  };
  const buttonColumns: TableColumnProps<Row>[] = [
    {
      title: k('buttonType'), width: 140,
      render: (_, row, i) => (
        <Select size="small" value={row.type as string} status={status('manageFields', i, 'type')}
          options={BUTTON_TYPES.map((b) => ({ value: b, label: k(`buttonTypes.${b}`) }))} data-testid={cell('manageFields', 'type', i)}
          onChange={(type: ButtonType) => set('manageFields', i, { type })} />
      ),
    },
    {
      title: k('place'), width: 90,
      render: (_, row) => (isToolbarButton(row as ButtonBody) ? <Tag color="arcoblue">{k('toolbar')}</Tag> : <Tag>{k('rowAction')}</Tag>),
    },
    ...labelColumns('manageFields'),
    {
      title: k('target'), width: 190,
      render: (_, row, i) => {
        const target = TARGETS[row.type as ButtonType];
        return target ? (
          <Input size="small" value={(row[target.property] as string | undefined) ?? ''} placeholder={k(target.placeholder)} status={status('manageFields', i, target.property)}
            onChange={(value) => set('manageFields', i, { [target.property]: value })} data-testid={cell('manageFields', 'target', i)} />
        ) : null;
      },
    },
  ];

  const adder = (list: 'displayFields' | 'conditionFields') => (
    <Select
      size="small" showSearch allowCreate value={undefined as unknown as string} options={addOptions(list)} className="tmpl-designer__add"
      placeholder={k(list === 'displayFields' ? 'addColumn' : 'addCondition')} loading={source.loading}
      onChange={(name: string) => { if (name) change((list === 'displayFields' ? withNewColumn : withNewCondition)(template, sourceField(name))); }}
      data-testid={`tmpl-${LIST_IDS[list]}-add`}
    />
  );
  const title = (key: string, count: number) => (
    <h4 className="tmpl-designer__title">{k(key)} <span className="tmpl-designer__count">{k('count', { count })}</span></h4>
  );
  const sourceText = () => {
    const s = template.source ?? {};
    const alias = String(s.boAlias ?? s.sqlAlias ?? s.call ?? s.url ?? '');
    return k(s.kind === 'bo' ? 'sourceBo' : s.kind === 'view' ? 'sourceView' : s.kind === 'call' ? 'sourceCall' : 'sourceRest', { alias });
  };
  const origin = source.loading ? k('fieldsLoading')
    : source.missing ? k('fieldsMissing', { alias: source.alias })
      : source.from === 'bo' ? k('fieldsFromBo', { alias: source.alias }) : source.from === 'view' ? k('fieldsFromView', { alias: source.alias }) : k('fieldsFromTemplate');

  return (
    <div className="tmpl-designer" data-testid="tmpl-designer">
      <header className="tmpl-designer__head" data-testid="tmpl-designer-head">
        <label className="tmpl-designer__prop">
          <span>{k('alias')}</span>
          <code data-testid="tmpl-designer-alias">{String(template.alias ?? '')}</code>
        </label>
        {(['zh-CN', 'en-US'] as const).map((language) => (
          <label key={language} className="tmpl-designer__prop">
            <span>{k(language === 'zh-CN' ? 'nameZh' : 'nameEn')}</span>
            <Input
              size="small" value={labelText(template.name as LabelValue | undefined, language)} status={headStatus('name')}
              placeholder={typeof template.name === 'string' ? k('labelKey', { key: template.name }) : undefined}
              onChange={(value) => change(withTemplateProps(template, { name: labelWith(template.name as LabelValue | undefined, language, value) }))}
              data-testid={`tmpl-name-${language === 'zh-CN' ? 'zh' : 'en'}`}
            />
          </label>
        ))}
        <label className="tmpl-designer__prop">
          <span>{k('source')}</span>
          <Tag color={headStatus('source') ? 'red' : 'green'} data-testid="tmpl-source">{sourceText()}</Tag>
        </label>
        {typeof template.formKey === 'string' && (
          <label className="tmpl-designer__prop">
            <span>{k('formKey')}</span>
            <Tag color={headStatus('formKey') ? 'red' : undefined}>{template.formKey}</Tag>
          </label>
        )}
      </header>
      <p className="tmpl-designer__origin" data-testid="tmpl-fields-origin">{origin}</p>
      {headProblems.length > 0 && (
        <ul className="tmpl-designer__problems" data-testid="tmpl-head-problems">
          {headProblems.map((p, i) => <li key={i}>{k('headProblem', { property: p.place.property ?? '/', message: p.message })}</li>)}
        </ul>
      )}

      {title('columns', template.displayFields.length)}
      <RowTable
        id="col" rows={template.displayFields as ColumnBody[]} columns={columnColumns} problems={problemsOf('displayFields')} minRows={1}
        onMove={(from, to) => change(withRowMoved(template, 'displayFields', from, to))} onRemove={(i) => change(withoutRow(template, 'displayFields', i))}
      />
      {adder('displayFields')}

      {title('conditions', template.conditionFields.length)}
      <RowTable
        id="cond" rows={template.conditionFields as ConditionBody[]} columns={conditionColumns} problems={problemsOf('conditionFields')}
        onMove={(from, to) => change(withRowMoved(template, 'conditionFields', from, to))} onRemove={(i) => change(withoutRow(template, 'conditionFields', i))}
      />
      {adder('conditionFields')}

      {title('buttons', template.manageFields.length)}
      <RowTable
        id="btn" rows={template.manageFields as ButtonBody[]} columns={buttonColumns} problems={problemsOf('manageFields')}
        onMove={(from, to) => change(withRowMoved(template, 'manageFields', from, to))} onRemove={(i) => change(withoutRow(template, 'manageFields', i))}
      />
      <Select
        size="small" value={undefined as unknown as string} className="tmpl-designer__add" placeholder={k('addButton')}
        options={BUTTON_TYPES.map((b) => ({ value: b, label: k(`buttonTypes.${b}`) }))}
        onChange={(type: ButtonType) => { if (type) change(withNewButton(template, type, both('newButton'))); }} data-testid="tmpl-btn-add"
      />

      <h4 className="tmpl-designer__title">{k('settings')}</h4>
      <div className="tmpl-designer__settings">
        <label className="tmpl-designer__prop">
          <span>{k('pageSize')}</span>
          <InputNumber
            size="small" min={1} max={1000} precision={0} value={template.pageSize} error={Boolean(headStatus('pageSize'))} style={{ width: 110 }}
            onChange={(pageSize) => change(withTemplateProps(template, { pageSize: pageSize ?? undefined }))} data-testid="tmpl-page-size"
          />
        </label>
        <Checkbox checked={offersExport(template)} onChange={(on: boolean) => change(withExport(template, on))} data-testid="tmpl-export">
          {k('exportOn')}
        </Checkbox>
      </div>
    </div>
  );
}
