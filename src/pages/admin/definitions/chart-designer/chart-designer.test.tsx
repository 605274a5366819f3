import { describe, expect, it, onTestFinished } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { choose, input, pick, pretty, renderDesigner as renderWith, type, typeNumber } from '../query-designer/source-designers.fixture.tsx';
import { ChartDesigner } from './chart-designer.tsx';

const BY_TYPE = pretty('schemas/chart/patentsByType.json');
const FEES = pretty('schemas/chart/statFeesByYear.json');

type Body = Record<string, unknown> & { source: Record<string, unknown>; conf?: Record<string, unknown> };

const renderDesigner = (options: { text?: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US'; focus?: { pointer: string } } = {}) =>
  renderWith<Body>(ChartDesigner, { ...options, text: options.text ?? BY_TYPE });
const checked = (text: string) => screen.getByText(text).closest('label')!.querySelector('input')!.checked;

describe('ChartDesigner', { timeout: 30_000 }, () => {
  it('shows the title, source, chart type, encodings and display', async () => {
    renderDesigner();
    expect((input('chart-name-zh') as HTMLInputElement).value).toBe('专利类型分布');
    expect((input('chart-source-target') as HTMLInputElement).value).toBe('patentLibrary');
    expect(checked('视图')).toBe(true);
    expect(checked('饼图')).toBe(true);
    expect(screen.getByTestId('chart-x').textContent).toContain('type');
    expect(screen.getByTestId('chart-aggregate').textContent).toContain('计数');
    expect(screen.getByTestId('chart-y').textContent).toContain('计数：统计行数');
    expect(screen.getByTestId('chart-dict').textContent).toContain('patentType');
    expect((input('chart-height') as HTMLInputElement).value).toBe('360');
    await waitFor(() => expect(screen.getByTestId('chart-fields-origin').textContent).toContain('patentLibrary'));
  });

  it('changes the type, the encodings and the display: every text validates and keeps its keys in order', async () => {
    const { texts, last } = renderDesigner();
    await waitFor(() => expect(screen.getByTestId('chart-fields-origin').textContent).toContain('patentLibrary'));
    pick('柱状图');
    expect(last().chartType).toBe('column');
    await choose('chart-series', '法律状态 (legalStatus)');
    expect(last().seriesField).toBe('legalStatus');
    await choose('chart-x', '专利名称 (name)');
    expect(last().xField).toBe('name');
    await choose('chart-aggregate', '最大');
    await choose('chart-y', '申请号 (applicationNo)');
    expect(last()).toMatchObject({ aggregate: 'max', yField: 'applicationNo' });
    type('chart-name-en', 'Patents by title');
    expect(last().name).toEqual({ 'zh-CN': '专利类型分布', 'en-US': 'Patents by title' });
    typeNumber('chart-limit', '12');
    typeNumber('chart-y-min', '0');
    fireEvent.click(input('chart-x-show-all'));
    expect(last()).toMatchObject({ limit: 12, conf: { yMin: 0, xShowAll: true } });
    for (const text of texts) expect(validateDefinition('chart', JSON.parse(text))).toEqual([]);
    const keys = Object.keys(JSON.parse(BY_TYPE));
    expect(Object.keys(last()).slice(0, keys.length)).toEqual(keys);
  });

  it('reads a business object picked from the list, and its fields', async () => {
    const { texts, last } = renderDesigner({ text: FEES });
    pick('业务对象');
    expect(last().source).toEqual({ kind: 'bo', boAlias: '' });
    await choose('chart-source-target', '费用报销 (expenseClaim)');
    expect(last().source).toEqual({ kind: 'bo', boAlias: 'expenseClaim' });
    await waitFor(() => expect(screen.getByTestId('chart-fields-origin').textContent).toBe('可选字段来自业务对象“expenseClaim”'));
    await choose('chart-x', '所属部门 (department)');
    expect(last().xField).toBe('department');
    expect(last().description).toBe(JSON.parse(FEES).description);
    // The source emptied for a moment is invalid; every text after picking the bo validates.
    for (const text of texts.slice(1)) expect(validateDefinition('chart', JSON.parse(text))).toEqual([]);
  });

  it('marks the encoding a problem points at and brings it into view', () => {
    const focused: string[] = [];
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { focused.push(this.getAttribute('data-testid') ?? ''); };
    onTestFinished(() => { Element.prototype.scrollIntoView = before; });
    renderDesigner({ problems: [{ pointer: '/seriesField', message: '字段“kind”在视图“patentLibrary”中不存在' }], focus: { pointer: '/seriesField' } });
    expect(screen.getByTestId('chart-series').className).toContain('error');
    expect(screen.getByTestId('chart-x').className).not.toContain('error');
    expect(screen.getByTestId('chart-head-problems').textContent).toBe('seriesField：字段“kind”在视图“patentLibrary”中不存在');
    expect(focused).toContain('chart-series');
  });

  it('speaks English on an en-US page, and says when the text is not a chart', () => {
    renderDesigner({ language: 'en-US' });
    expect(screen.getByText('Encodings')).toBeTruthy();
    expect(screen.getByText('Series (colour)')).toBeTruthy();
    expect(checked('Pie')).toBe(true);
    renderDesigner({ text: '{ "kind": "chart" }', language: 'en-US' });
    expect(screen.getByTestId('chart-designer-broken').textContent).toContain('This text is not a custom chart');
  });
});
