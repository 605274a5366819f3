import useSWR from 'swr';
import { Alert, Checkbox, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { listDefinitions } from '../../../../app/api/definitions.ts';
import { useServices } from '../../../../app/shell/services.tsx';
import { useDictionaryOptions } from '../bo-designer/use-dictionary-options.ts';
import { isJsonObject } from '../designer-edit.ts';
import type { DesignerProps } from '../designer-registry.ts';
import {
  FieldSelect, HeadProblems, NameInputs, NumberProp, Prop, Title, fieldOptions, originText, useDesignerText, useFocus, usePlaces,
} from '../query-designer/source-parts.tsx';
import { useDefinitionFields } from '../query-designer/use-definition-fields.ts';
import {
  AGGREGATES, CHART_TYPES, SOURCE_KINDS, readChart, sourceTarget, withChartProps, withConf, withSource, writeChart,
  type Aggregate, type ChartBody, type ChartType, type Encoding, type SourceKind,
} from './chart-edit.ts';

const HEAD_IDS: Record<string, string> = {
  chartType: 'chart-type', source: 'chart-source-target', xField: 'chart-x', yField: 'chart-y', seriesField: 'chart-series', aggregate: 'chart-aggregate',
  dictKey: 'chart-dict', limit: 'chart-limit', height: 'chart-height', conf: 'chart-y-min',
};

/**
 * A custom chart as its title, source (business object, view or REST call), chart type and encodings: the category
 * (x), the value (y) and how it is aggregated, the series (colour), the category's dictionary, and its display
 * (points, height, y axis start, every x label). Fields are picked from the source's known fields. Every edit
 * rewrites the text through chart-edit.ts; keys the designer does not know (data rules...) stay for the JSON tab.
 */
export function ChartDesigner({ text, onChange, problems, focus }: DesignerProps) {
  const { k, lang } = useDesignerText();
  const { api } = useServices();
  const read = readChart(text);
  const chart = 'chart' in read ? read.chart : undefined;
  const named = chart ? (['xField', 'yField', 'seriesField'] as const).filter((e) => typeof chart[e] === 'string').map((e) => ({ field: chart[e], label: { 'zh-CN': chart[e] } })) : [];
  const fields = useDefinitionFields(chart?.source, named);
  const dictionaries = useDictionaryOptions();
  const bos = useSWR(chart?.source.kind === 'bo' ? ['chart-designer-bos'] : null, () => listDefinitions(api, 'bo'), { shouldRetryOnError: false, revalidateOnFocus: false });
  const places = usePlaces(problems, []);
  useFocus(focus, [], (p) => (p.property && HEAD_IDS[p.property]) || undefined, 'chart-designer-head');

  if (!chart) {
    const error = 'error' in read ? read : undefined;
    return <Alert type="warning" content={error?.error === 'syntax' ? k('jsonBroken', { detail: error.detail }) : k('notChart')} data-testid="chart-designer-broken" />;
  }
  const change = (next: ChartBody) => onChange(writeChart(next));
  const kind = chart.source.kind as SourceKind;
  const target = sourceTarget(chart.source);
  const options = fieldOptions(fields.fields, lang);
  const counted = chart.aggregate === 'count';
  const conf = isJsonObject(chart.conf) ? chart.conf : {};
  const encoding = (name: Encoding, allowClear: boolean, placeholder?: string) => (
    <FieldSelect value={chart[name]} options={options} status={places.prop(name)} allowClear={allowClear} placeholder={placeholder} width={300} showLabel
      onChange={(field) => change(withChartProps(chart, { [name]: field }))} testId={HEAD_IDS[name]!} />
  );

  return (
    <div className="src-designer" data-testid="chart-designer">
      <header className="src-designer__head" data-testid="chart-designer-head">
        <Prop label={k('alias')}><code data-testid="chart-designer-alias">{String(chart.alias ?? '')}</code></Prop>
        <NameInputs name={chart.name} status={places.prop('name')} prefix="chart" titleKeys={['titleZh', 'titleEn']} onChange={(name) => change(withChartProps(chart, { name }))} />
      </header>
      <div className="src-designer__head">
        <Prop label={k('source')}>
          <Radio.Group type="button" size="small" value={kind} onChange={(next: SourceKind) => change(withSource(chart, next, next === kind ? target : ''))} data-testid="chart-source-kind">
            {SOURCE_KINDS.map((s) => <Radio key={s} value={s}>{k(`sourceKinds.${s}`)}</Radio>)}
          </Radio.Group>
        </Prop>
        {kind === 'bo' ? (
          <Select size="small" showSearch allowCreate value={target || undefined} status={places.prop('source')} style={{ width: 260 }} placeholder={k('boAliasPlaceholder')}
            options={(bos.data ?? []).map((b) => ({ value: b.key, label: `${b.name} (${b.key})` }))} renderFormat={(_, v) => String(v ?? '')}
            onChange={(alias?: string) => change(withSource(chart, 'bo', alias ?? ''))} data-testid="chart-source-target" />
        ) : (
          <Input size="small" value={target} status={places.prop('source')} style={{ width: kind === 'rest' ? 360 : 220 }}
            placeholder={k(kind === 'rest' ? 'urlPlaceholder' : 'sqlAliasPlaceholder')} onChange={(value) => change(withSource(chart, kind, value))} data-testid="chart-source-target" />
        )}
      </div>
      <p className="src-designer__hint" data-testid="chart-fields-origin">{originText(k, fields)}</p>
      <HeadProblems places={places} testId="chart-head-problems" />

      <Title text={k('chartType')} />
      <Radio.Group type="button" value={chart.chartType} className="src-designer__types" onChange={(chartType: ChartType) => change(withChartProps(chart, { chartType }))} data-testid="chart-type">
        {CHART_TYPES.map((c) => <Radio key={c} value={c} data-testid={`chart-type-${c}`}>{k(`chartTypes.${c}`)}</Radio>)}
      </Radio.Group>

      <Title text={k('encodings')} />
      <div className="src-designer__encodings">
        <span>{k('xField')}</span>
        {encoding('xField', false)}
        <span>{k('aggregate')}</span>
        <Select size="small" value={chart.aggregate} status={places.prop('aggregate')} style={{ width: 300 }} options={AGGREGATES.map((a) => ({ value: a, label: k(`aggregates.${a}`) }))}
          onChange={(aggregate: Aggregate) => change(withChartProps(chart, { aggregate }))} data-testid="chart-aggregate" />
        <span>{k('yField')}</span>
        {encoding('yField', true, counted ? k('yCounted') : undefined)}
        <span>{k('seriesField')}</span>
        {encoding('seriesField', true, k('seriesPlaceholder'))}
        <span>{k('xDictionary')}</span>
        <Select size="small" showSearch allowClear value={typeof chart.dictKey === 'string' ? chart.dictKey : undefined} options={[...dictionaries]} style={{ width: 300 }}
          placeholder={k('dictionaryPlaceholder')} status={places.prop('dictKey')} onChange={(dictKey?: string) => change(withChartProps(chart, { dictKey }))} data-testid="chart-dict" />
      </div>

      <Title text={k('display')} />
      <div className="src-designer__settings">
        <NumberProp label={k('limitPoints')} value={chart.limit} status={places.prop('limit')} min={1} max={1000} placeholder={k('limitPointsPlaceholder')}
          onChange={(limit) => change(withChartProps(chart, { limit }))} testId="chart-limit" />
        <NumberProp label={k('height')} value={chart.height} status={places.prop('height')} min={100} max={2000} placeholder={k('heightPlaceholder')}
          onChange={(height) => change(withChartProps(chart, { height }))} testId="chart-height" />
        <Prop label={k('yMin')}>
          <InputNumber size="small" value={typeof conf.yMin === 'number' ? conf.yMin : undefined} placeholder={k('yMinPlaceholder')} error={Boolean(places.prop('conf', 'yMin'))}
            style={{ width: 110 }} onChange={(yMin) => change(withConf(chart, { yMin: yMin ?? undefined }))} data-testid="chart-y-min" />
        </Prop>
        <Checkbox checked={conf.xShowAll === true} onChange={(xShowAll: boolean) => change(withConf(chart, { xShowAll }))} data-testid="chart-x-show-all">{k('xShowAll')}</Checkbox>
      </div>
      <p className="src-designer__hint">{k('jsonRest')}</p>
    </div>
  );
}
