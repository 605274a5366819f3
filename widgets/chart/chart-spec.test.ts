import { describe, expect, it } from 'vitest';
import { chartSpec, orderPoints } from './chart-spec.ts';
import { chartDefinitions, datePoints, longLabelPoints, orgPoints, typePoints } from './chart.fixture.ts';
import { wrapLabel } from './wrap-label.ts';

const texts = { value: '数值' };
type Label = { text: (d: unknown) => string };

describe('chart spec', () => {
  it('wraps pie labels at 10 characters', () => {
    expect(wrapLabel('新能源材料与器件研究中心联合实验室')).toBe('新能源材料与器件研究\n中心联合实验室');
    const spec = chartSpec(chartDefinitions.patentsByType, longLabelPoints, texts);
    const label = (spec.labels as Label[])[0]!;
    expect(label.text(longLabelPoints[0])).toBe('新能源材料与器件研究\n中心联合实验室 42');
    expect(spec.coordinate).toMatchObject({ type: 'theta' });
  });

  it('keeps pie labels inside the chart: dodged apart, then moved in from the edges, with room above and below', () => {
    const spec = chartSpec(chartDefinitions.patentsByType, longLabelPoints, texts);
    const label = (spec.labels as { transform: { type: string }[] }[])[0]!;
    expect(label.transform.map((t) => t.type)).toEqual(['overlapDodgeY', 'exceedAdjust']);
    expect(spec).toMatchObject({ insetTop: 16, insetBottom: 16 });
    expect((spec.legend as { color: Record<string, unknown> }).color.maxRows).toBe(1);
  });

  it('adds a zoom slider only above 20 points', () => {
    const line = chartSpec(chartDefinitions.patentsByDate, datePoints, texts);
    const lineMark = (line.children as Record<string, unknown>[]).find((c) => c.type === 'line')!;
    expect(lineMark.slider).toEqual({ x: { values: [0, 20 / 36] } });
    const twenty = chartSpec(chartDefinitions.patentsByDate, datePoints.slice(0, 20), texts);
    expect((twenty.children as Record<string, unknown>[]).some((c) => 'slider' in c)).toBe(false);
    const bars = Array.from({ length: 25 }, (_, i) => ({ x: `单位${i}`, y: i }));
    expect(chartSpec(chartDefinitions.patentsByOrg, bars, texts).slider).toBeDefined();
    expect(chartSpec(chartDefinitions.patentsByType, bars, texts).slider).toBeUndefined();
  });

  it('starts the y axis at conf.yMin and shows every x label with conf.xShowAll', () => {
    const spec = chartSpec({ ...chartDefinitions.patentsByOrg, conf: { yMin: 5, xShowAll: true } }, orgPoints, texts);
    expect(spec.scale).toMatchObject({ y: { domainMin: 5 } });
    expect((spec.axis as { x: Record<string, unknown> }).x).toMatchObject({ labelAutoHide: false, labelAutoRotate: true });
    const hiding = chartSpec({ ...chartDefinitions.patentsByOrg, conf: {} }, orgPoints, texts);
    expect((hiding.axis as { x: Record<string, unknown> }).x).toMatchObject({ labelAutoHide: true });
    expect((hiding.scale as { y: Record<string, unknown> }).y.domainMin).toBeUndefined();
  });

  it('draws bar charts horizontally and column charts upright', () => {
    expect(chartSpec({ ...chartDefinitions.patentsByOrg, chartType: 'bar' }, orgPoints, texts).coordinate).toEqual({ transform: [{ type: 'transpose' }] });
    expect(chartSpec(chartDefinitions.patentsByOrg, orgPoints, texts).coordinate).toBeUndefined();
  });

  it('orders line points by x and keeps bars largest first', () => {
    const shuffled = [datePoints[5]!, datePoints[1]!, datePoints[3]!];
    expect(orderPoints(chartDefinitions.patentsByDate, shuffled).map((p) => p.x)).toEqual([datePoints[1]!.x, datePoints[3]!.x, datePoints[5]!.x]);
    expect(orderPoints(chartDefinitions.patentsByType, typePoints)).toEqual(typePoints);
  });

  it('colours by series when points have one', () => {
    const spec = chartSpec(chartDefinitions.patentsByOrg, [{ x: '计算机学院', series: '发明专利', y: 3 }, { x: '计算机学院', series: '外观设计', y: 1 }], texts);
    expect(spec.encode).toMatchObject({ color: 'series' });
    expect(spec.transform).toEqual([{ type: 'dodgeX' }]);
  });
});
