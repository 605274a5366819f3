import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { AGGREGATES, CHART_TYPES, readChart, sourceTarget, withChartProps, withConf, withSource, writeChart, type ChartBody } from './chart-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const text = (alias: string) => fs.readFileSync(path.join(ROOT, 'schemas/chart', `${alias}.json`), 'utf8');
const chart = (alias: string) => { const read = readChart(text(alias)); if (!('chart' in read)) throw new Error('not a chart'); return read.chart; };
function valid(edited: ChartBody): ChartBody {
  const back = JSON.parse(writeChart(edited)) as ChartBody;
  expect(validateDefinition('chart', back)).toEqual([]);
  return back;
}
const meta = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/meta/chart.schema.json'), 'utf8')) as { properties: { chartType: { enum: string[] }; aggregate: { enum: string[] } } };

describe('chart-edit', () => {
  it('offers the meta schema\'s chart types and aggregations', () => {
    expect([...CHART_TYPES].sort()).toEqual([...meta.properties.chartType.enum].sort());
    expect([...AGGREGATES].sort()).toEqual([...meta.properties.aggregate.enum].sort());
  });

  it('reads a chart, and says why a text cannot be designed', () => {
    expect(chart('patentsByType').chartType).toBe('pie');
    expect(readChart('{ "kind": "chart", ')).toMatchObject({ error: 'syntax' });
    expect(readChart('{ "kind": "chart" }')).toEqual({ error: 'shape' });
  });

  it('changes the type and the encodings, keeping the keys in their order and those it does not know', () => {
    const base = chart('patentsByType');
    let edited = withChartProps(base, { chartType: 'column' });
    edited = withChartProps(edited, { seriesField: 'legalStatus', aggregate: 'sum', yField: 'fee' });
    const back = valid(edited);
    expect(back).toMatchObject({ chartType: 'column', xField: 'type', seriesField: 'legalStatus', aggregate: 'sum', yField: 'fee', dictKey: 'patentType', height: 360 });
    expect(Object.keys(back).slice(0, Object.keys(base).length)).toEqual(Object.keys(base));
    const cleared = valid(withChartProps(back, { seriesField: undefined, yField: undefined, dictKey: undefined }));
    expect(cleared.seriesField).toBeUndefined();
    expect(cleared.dictKey).toBeUndefined();
    // Data rules and a description stay as they were.
    const fees = chart('statFeesByYear');
    expect(valid(withChartProps(fees, { chartType: 'area' })).description).toBe(fees.description);
  });

  it('reads another source: another alias of its kind, or another kind', () => {
    const base = chart('patentsByType');
    expect(sourceTarget(base.source)).toBe('patentLibrary');
    expect(valid(withSource(base, 'view', 'nfys')).source).toEqual({ kind: 'view', sqlAlias: 'nfys' });
    expect(valid(withSource(base, 'bo', 'expenseClaim')).source).toEqual({ kind: 'bo', boAlias: 'expenseClaim' });
    const rest = withSource(base, 'rest', 'https://data.example.com/p');
    expect(valid(withSource({ ...rest, source: { ...rest.source, method: 'POST' } }, 'rest', 'https://data.example.com/q')).source)
      .toEqual({ kind: 'rest', url: 'https://data.example.com/q', method: 'POST' });
    expect(sourceTarget(rest.source)).toBe('https://data.example.com/p');
  });

  it('sets the display options, dropping an emptied conf', () => {
    const fees = chart('statFeesByYear');
    const shown = valid(withConf(fees, { xShowAll: true }));
    expect(shown.conf).toEqual({ yMin: 0, xShowAll: true });
    expect(valid(withConf(withConf(shown, { xShowAll: false }), { yMin: undefined })).conf).toBeUndefined();
    expect(valid(withChartProps(fees, { limit: 12, height: undefined })).height).toBeUndefined();
  });

});
