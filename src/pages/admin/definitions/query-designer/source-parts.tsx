import { useEffect, type ReactNode } from 'react';
import { Input, InputNumber, Radio, Select, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { resolveLabel } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';
import { QUERY_OPERATIONS, type QueryOperation } from '../../../../common/query/query-filter.ts';
import { labelText, labelWith, type LabelValue } from '../bo-designer/bo-edit.ts';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import type { Json } from '../designer-edit.ts';
import type { RowProblem } from '../template-designer/row-table.tsx';
import type { SourceField } from '../template-designer/template-edit.ts';
import type { SourceFields } from '../template-designer/use-source-fields.ts';
import type { DefinitionFields } from './use-definition-fields.ts';
import { placeOf, rowsOf, withDefaultType, withDsType, withProps, withRow, type SourceBody, type SourceList, type SourcePlace } from './source-edit.ts';
import '../template-designer/template-designer.css';
import './source-designer.css';

type Row = Record<string, unknown>;
export type Status = 'error' | undefined;

/** Text of the designers (admin:sourceDesigners.*) and the template designer's shared names (operations). */
export function useDesignerText() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const k = (key: string, params?: Record<string, unknown>) => t(`sourceDesigners.${key}`, params);
  return { t, k, lang };
}

/** The problems of a definition placed in its designer's lists and head, with the status of a cell or a head property. */
export function usePlaces(problems: readonly DefinitionProblem[], lists: readonly string[]) {
  const places = problems.map((p) => ({ place: placeOf(p.pointer, lists), message: p.message }));
  const head = places.filter((p) => !p.place.list);
  return {
    head,
    /** A list's problems as the row table shows them. */
    of: (list: string): RowProblem[] => places.filter((p) => p.place.list === list).map((p) => ({ place: { row: p.place.row, property: p.place.property }, message: p.message })),
    cell: (list: string, row: number, ...properties: string[]): Status =>
      (places.some((p) => p.place.list === list && p.place.row === row && properties.includes(p.place.property ?? '')) ? 'error' : undefined),
    prop: (property: string, sub?: string): Status =>
      (head.some((p) => p.place.property === property && (sub === undefined || p.place.sub === sub)) ? 'error' : undefined),
  };
}

/** Brings the row or head property a problem points at into view and focuses its input (the problems panel's click). */
export function useFocus(focus: { pointer: string } | null | undefined, lists: readonly string[], rowTestId: (place: SourcePlace) => string | undefined, headTestId: string) {
  useEffect(() => {
    if (!focus) return;
    const place = placeOf(focus.pointer, lists);
    const testId = rowTestId(place) ?? headTestId;
    const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    element?.scrollIntoView?.({ block: 'center' });
    (element?.querySelector<HTMLElement>('input') ?? element)?.focus?.();
  }, [focus]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** A labelled property of a designer's head or settings. */
export function Prop({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return <label className="tmpl-designer__prop src-designer__prop" data-testid={testId}><span>{label}</span>{children}</label>;
}

/** The definition's name (or title) in both languages. */
export function NameInputs({ name, status, prefix, onChange, titleKeys = ['nameZh', 'nameEn'] }: {
  name: unknown; status: Status; prefix: string; onChange(name: LabelValue): void; titleKeys?: [string, string];
}) {
  const { k } = useDesignerText();
  return (
    <>
      {(['zh-CN', 'en-US'] as const).map((language, i) => (
        <Prop key={language} label={k(titleKeys[i]!)}>
          <Input
            size="small" value={labelText(name as LabelValue | undefined, language)} status={status}
            placeholder={typeof name === 'string' ? k('labelKey', { key: name }) : undefined}
            onChange={(value) => onChange(labelWith(name as LabelValue | undefined, language, value))}
            data-testid={`${prefix}-name-${language === 'zh-CN' ? 'zh' : 'en'}`}
          />
        </Prop>
      ))}
    </>
  );
}

/** Where the fields to pick come from. */
export function originText(k: (key: string, params?: Record<string, unknown>) => string, source: DefinitionFields): string {
  return source.loading ? k('fieldsLoading')
    : source.viewMissing ? k('viewMissing', { alias: source.alias })
    : source.missing ? k('fieldsMissing', { alias: source.alias })
      : source.from === 'bo' ? k('fieldsFromBo', { alias: source.alias }) : source.from === 'view' ? k('fieldsFromView', { alias: source.alias }) : k('fieldsOwn');
}

/** The fields as select options, `label (name)`; those a list uses already marked. */
export function fieldOptions(fields: readonly SourceField[], lang: Language, used?: ReadonlySet<unknown>, usedText?: string) {
  return fields.map((f) => {
    const label = resolveLabel(f.label as never, lang);
    // A field known only by its name (a view's column no query labels) shows once.
    const text = label && label !== f.name ? `${label} (${f.name})` : f.name;
    return { value: f.name, label: used?.has(f.name) ? `${text} · ${usedText}` : text };
  });
}

/** A field picked from the source's fields, or typed. */
export function FieldSelect({ value, options, status, onChange, testId, allowClear, placeholder, width, showLabel = false }: {
  value: string | undefined; options: { value: string; label: string }[]; status?: Status; onChange(field: string | undefined): void; testId: string;
  allowClear?: boolean; placeholder?: string; width?: number;
  /** Show the picked field as its option (`label (name)`), not only its name (a wide select; a table cell shows the name). */
  showLabel?: boolean;
}) {
  const { k } = useDesignerText();
  return (
    <Select size="small" showSearch allowCreate allowClear={allowClear} value={value} options={options} status={status} style={width ? { width } : undefined}
      renderFormat={(_, v) => (showLabel ? options.find((o) => o.value === v)?.label : undefined) ?? String(v ?? '')} placeholder={placeholder ?? k('fieldPlaceholder')} onChange={(field?: string) => onChange(field || undefined)} data-testid={testId} />
  );
}

/** Columns of a list's row table shared by the query and dialog designers. */
export function useListColumns<T extends SourceBody>(
  body: T, change: (next: T) => void, fields: SourceFields, places: ReturnType<typeof usePlaces>, id: (list: SourceList) => string,
  /** The lists whose rows must carry a label (the others' emptied label goes). */
  labelled: readonly SourceList[],
) {
  const { t, k, lang } = useDesignerText();
  const options = fieldOptions(fields.fields, lang);
  const cell = (list: SourceList, name: string, row: number) => `tmpl-${id(list)}-${name}-${row}`;
  const set = (list: SourceList, row: number, patch: Json) => change(withRow(body, list, row, patch));

  const field = (list: SourceList): TableColumnProps<Row> => ({
    title: k('field'), width: 140,
    render: (_, row, i) => (
      <FieldSelect value={row.field as string} options={options} status={places.cell(list, i, 'field')} testId={cell(list, 'field', i)}
        onChange={(value) => set(list, i, { field: value ?? '' })} />
    ),
  });
  const labels = (list: SourceList): TableColumnProps<Row>[] => (['zh-CN', 'en-US'] as const).map((language) => ({
    title: k(language === 'zh-CN' ? 'labelZh' : 'labelEn'), width: 110,
    render: (_, row, i) => (
      <Input
        size="small" value={labelText(row.label as LabelValue | undefined, language)} status={places.cell(list, i, 'label')}
        placeholder={typeof row.label === 'string' ? k('labelKey', { key: row.label }) : undefined}
        onChange={(value) => {
          const label = labelWith(row.label as LabelValue | undefined, language, value);
          // An optional label emptied in both languages goes (the runtime then names the field itself).
          set(list, i, { label: typeof label === 'object' && !label['zh-CN'] && !label['en-US'] && !labelled.includes(list) ? undefined : label });
        }}
        data-testid={cell(list, language === 'zh-CN' ? 'label-zh' : 'label-en', i)}
      />
    ),
  }));
  const dict = (list: SourceList, dictionaries: { value: string; label: string }[]): TableColumnProps<Row> => ({
    title: k('dictionary'), width: 170,
    render: (_, row, i) => (
      <Select size="small" showSearch allowClear value={row.dictKey as string | undefined} options={dictionaries} placeholder={k('dictionaryPlaceholder')}
        status={places.cell(list, i, 'dictKey')} onChange={(dictKey?: string) => set(list, i, { dictKey })} data-testid={cell(list, 'dict', i)} />
    ),
  });

  const conditions: TableColumnProps<Row>[] = [
    field('conditionfield'),
    ...labels('conditionfield'),
    {
      title: k('operation'), width: 120,
      render: (_, row, i) => (
        <Select size="small" allowClear value={row.operation as string | undefined} status={places.cell('conditionfield', i, 'operation')}
          placeholder={t('templateDesigner.operations.EQUAL')}
          options={QUERY_OPERATIONS.map((o) => ({ value: o, label: t(`templateDesigner.operations.${o}`) }))} data-testid={cell('conditionfield', 'operation', i)}
          onChange={(operation?: QueryOperation) => set('conditionfield', i, { operation })} />
      ),
    },
    {
      title: k('defaultType'), width: 140,
      render: (_, row, i) => (
        <Select size="small" value={(row.defaultType as string | undefined) ?? '1'} status={places.cell('conditionfield', i, 'defaultType')}
          options={(['1', '2', '3'] as const).map((d) => ({ value: d, label: k(`defaultTypes.${d}`) }))} data-testid={cell('conditionfield', 'default-type', i)}
          onChange={(defaultType: '1' | '2' | '3') => change(withDefaultType(body, i, defaultType))} />
      ),
    },
    // The default value's column shows while some condition takes a fixed value or a variable (the table stays narrow without it).
    ...(body.conditionfield.some((row) => (row.defaultType ?? '1') !== '1') ? [{
      title: k('defaultValue'), width: 170,
      render: (_: unknown, row: Row, i: number) => ((row.defaultType ?? '1') === '1' ? null : (
        <Input size="small" value={row.defaultValue === undefined ? '' : typeof row.defaultValue === 'string' ? row.defaultValue : JSON.stringify(row.defaultValue)}
          status={places.cell('conditionfield', i, 'defaultValue')} placeholder={k('defaultValuePlaceholder')}
          // A non-text default (a number, a list) is kept as the JSON tab wrote it until it is retyped here.
          disabled={row.defaultValue !== undefined && typeof row.defaultValue !== 'string'}
          onChange={(defaultValue) => set('conditionfield', i, { defaultValue })} data-testid={cell('conditionfield', 'default-value', i)} />
      )),
    }] : []),
  ];
  return { conditions, field, labels, dict, cell, set, options };
}

/** The source of a query or dialog: a registered view by alias, or a REST call (URL and method). */
export function DsSource<T extends SourceBody>({ body, change, places, prefix }: { body: T; change(next: T): void; places: ReturnType<typeof usePlaces>; prefix: string }) {
  const { k } = useDesignerText();
  const rest = body.dsType === 'rest';
  return (
    <>
      <Prop label={k('dsType')}>
        <Radio.Group type="button" size="small" value={body.dsType} onChange={(dsType: 'dataSource' | 'rest') => change(withDsType(body, dsType))} data-testid={`${prefix}-ds-type`}>
          <Radio value="dataSource">{k('dsTypes.dataSource')}</Radio>
          <Radio value="rest">{k('dsTypes.rest')}</Radio>
        </Radio.Group>
      </Prop>
      {rest ? (
        <>
          <Prop label={k('requestType')}>
            <Select size="small" value={body.requestType as string | undefined} style={{ width: 90 }} options={['GET', 'POST']} status={places.prop('requestType')}
              onChange={(requestType: string) => change(withProps(body, { requestType }))} data-testid={`${prefix}-request-type`} />
          </Prop>
          <Prop label={k('url')}>
            <Input size="small" value={typeof body.url === 'string' ? body.url : ''} status={places.prop('url')} placeholder={k('urlPlaceholder')} style={{ width: 320 }}
              onChange={(url) => change(withProps(body, { url }))} data-testid={`${prefix}-url`} />
          </Prop>
        </>
      ) : (
        <Prop label={k('sqlAlias')}>
          <Input size="small" value={body.sqlAlias ?? ''} status={places.prop('sqlAlias')} placeholder={k('sqlAliasPlaceholder')} style={{ width: 220 }}
            onChange={(sqlAlias) => change(withProps(body, { sqlAlias }))} data-testid={`${prefix}-sql-alias`} />
        </Prop>
      )}
    </>
  );
}

/** The head's problems (those of no row), listed under it. */
export function HeadProblems({ places, testId }: { places: ReturnType<typeof usePlaces>; testId: string }) {
  const { k } = useDesignerText();
  if (places.head.length === 0) return null;
  return (
    <ul className="tmpl-designer__problems" data-testid={testId}>
      {places.head.map((p, i) => <li key={i}>{k('headProblem', { property: [p.place.property, p.place.sub].filter(Boolean).join('/') || '/', message: p.message })}</li>)}
    </ul>
  );
}

/** A section title with its count. */
export function Title({ text, count }: { text: string; count?: number }) {
  const { k } = useDesignerText();
  return <h4 className="tmpl-designer__title">{text}{count !== undefined && <span className="tmpl-designer__count">{k(count === 1 ? 'countOne' : 'count', { count })}</span>}</h4>;
}

/** Adds a row from one of the source's fields (or a typed name). */
export function FieldAdder({ fields, used, placeholder, onAdd, testId }: {
  fields: SourceFields; used: readonly Json[]; placeholder: string; onAdd(field: SourceField): void; testId: string;
}) {
  const { k, lang } = useDesignerText();
  const names = new Set(used.map((r) => r.field));
  const field = (name: string): SourceField => fields.fields.find((f) => f.name === name) ?? { name, label: { 'zh-CN': name } };
  return (
    <Select size="small" showSearch allowCreate value={undefined as unknown as string} options={fieldOptions(fields.fields, lang, names, k('used'))} className="tmpl-designer__add"
      placeholder={placeholder} loading={fields.loading} onChange={(name: string) => { if (name) onAdd(field(name)); }} data-testid={testId} />
  );
}

/** A setting's number, emptied to undefined. */
export function NumberProp({ label, value, status, min, max, placeholder, onChange, testId, width = 110 }: {
  label: string; value: unknown; status?: Status; min: number; max: number; placeholder?: string; onChange(value: number | undefined): void; testId: string; width?: number;
}) {
  return (
    <Prop label={label}>
      <InputNumber size="small" min={min} max={max} precision={0} value={typeof value === 'number' ? value : undefined} placeholder={placeholder} error={Boolean(status)}
        style={{ width }} onChange={(v) => onChange(v ?? undefined)} data-testid={testId} />
    </Prop>
  );
}

export { rowsOf };
