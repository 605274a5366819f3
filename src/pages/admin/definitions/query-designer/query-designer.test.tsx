import { describe, expect, it, onTestFinished } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { QueryDesigner } from './query-designer.tsx';
import { choose, drag, input, pick, pretty, renderDesigner as renderWith, rows, type, typeNumber } from './source-designers.fixture.tsx';

const QUERY = pretty('schemas/query/patentApplyStats.json');

type Body = { dsType: string; sqlAlias?: string; url?: string; conditionfield: Array<Record<string, unknown>>; resultfield: Array<Record<string, unknown>>; pageSize?: number };

const renderDesigner = (options: { text?: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US'; focus?: { pointer: string } } = {}) =>
  renderWith<Body>(QueryDesigner, { ...options, text: options.text ?? QUERY });

describe('QueryDesigner', { timeout: 30_000 }, () => {
  it('shows the source, the conditions and the result columns, and says where the fields to pick come from', async () => {
    renderDesigner();
    expect(screen.getByTestId('qry-designer-alias').textContent).toBe('patentApplyStats');
    expect((input('qry-name-zh') as HTMLInputElement).value).toBe('专利申请查询');
    expect((input('qry-sql-alias') as HTMLInputElement).value).toBe('patentLibrary');
    expect(rows('qry-cond')).toHaveLength(2);
    expect(rows('qry-res')).toHaveLength(3);
    expect((input('tmpl-qry-res-label-en-2') as HTMLInputElement).value).toBe('Legal status');
    expect(screen.getByTestId('tmpl-qry-cond-operation-0').textContent).toContain('包含');
    expect(screen.getByTestId('tmpl-qry-cond-default-type-0').textContent).toContain('调用方传入');
    await waitFor(() => expect(screen.getByTestId('qry-fields-origin').textContent).toBe('可选字段为视图“patentLibrary”的字段（标签取自其上的自定义查询）和本定义已用的字段；也可直接输入字段名'));
    expect((input('qry-page-size') as HTMLInputElement).value).toBe('10');
  });

  it('adds a condition and a column from the view\'s fields, labels, matches, defaults and reorders them: every text validates', async () => {
    const { texts, last } = renderDesigner();
    await waitFor(() => expect(screen.getByTestId('qry-fields-origin').textContent).toContain('patentLibrary'));
    await choose('qry-cond-add', '法律状态 (legalStatus)');
    expect(last().conditionfield[2]).toEqual({ field: 'legalStatus', label: { 'zh-CN': '法律状态', 'en-US': 'Legal status' }, operation: 'EQUAL', defaultType: '1' });
    await choose('tmpl-qry-cond-default-type-2', '固定值');
    type('tmpl-qry-cond-default-value-2', '10');
    expect(last().conditionfield[2]).toMatchObject({ defaultType: '2', defaultValue: '10' });
    await choose('tmpl-qry-cond-operation-0', '以…开头');
    expect(last().conditionfield[0]!.operation).toBe('RIGHT_LIKE');
    type('tmpl-qry-cond-label-en-1', 'Patent type');
    expect(last().conditionfield[1]!.label).toEqual({ 'zh-CN': '专利类型', 'en-US': 'Patent type' });

    await choose('qry-res-add', '专利类型 (type)');
    expect(last().resultfield[3]).toEqual({ field: 'type', label: { 'zh-CN': '专利类型', 'en-US': 'Type' } });
    await choose('tmpl-qry-res-dict-3', '专利类型 (patentType)');
    expect(last().resultfield[3]).toMatchObject({ dictKey: 'patentType' });
    drag('qry-res', 3, 0);
    expect(last().resultfield.map((f) => f.field)).toEqual(['type', 'applicationNo', 'name', 'legalStatus']);
    fireEvent.click(screen.getByTestId('tmpl-qry-cond-down-0'));
    expect(last().conditionfield.map((f) => f.field)).toEqual(['type', 'name', 'legalStatus']);
    fireEvent.click(screen.getByTestId('tmpl-qry-res-remove-2'));
    expect(last().resultfield.map((f) => f.field)).toEqual(['type', 'applicationNo', 'legalStatus']);
    // A field of the view no query names yet is offered by its name.
    await choose('qry-res-add', 'inventor');
    expect(last().resultfield[3]).toEqual({ field: 'inventor', label: { 'zh-CN': 'inventor' } });
    type('tmpl-qry-res-label-zh-3', '发明人');
    type('tmpl-qry-res-label-en-3', 'Inventor');
    expect(last().resultfield[3]).toEqual({ field: 'inventor', label: { 'zh-CN': '发明人', 'en-US': 'Inventor' } });
    typeNumber('qry-page-size', '20');
    expect(last().pageSize).toBe(20);
    type('qry-name-en', 'Patent search');
    for (const text of texts) expect(validateDefinition('query', JSON.parse(text))).toEqual([]);
    // Keys the designer does not show stay where they were.
    expect(Object.keys(last())).toEqual(Object.keys(JSON.parse(QUERY)));
  });

  it('switches the source to a REST call and back to a view', async () => {
    const { texts, last } = renderDesigner();
    pick('REST 接口');
    expect(last()).toMatchObject({ dsType: 'rest', url: '', requestType: 'GET' });
    type('qry-url', 'https://data.example.com/patents');
    expect(last().url).toBe('https://data.example.com/patents');
    expect(screen.getByTestId('qry-fields-origin').textContent).toBe('可选字段为本定义已用的字段；也可直接输入字段名');
    pick('视图');
    type('qry-sql-alias', 'patentLibrary');
    expect(last()).toMatchObject({ dsType: 'dataSource', sqlAlias: 'patentLibrary' });
    expect(last().url).toBeUndefined();
    for (const text of texts.slice(1)) expect(validateDefinition('query', JSON.parse(text))).toEqual([]);
    type('qry-sql-alias', 'noSuchView');
    await waitFor(() => expect(screen.getByTestId('qry-fields-origin').textContent).toBe('视图“noSuchView”未注册：只能选择本定义已用的字段'));
  });

  it('marks the cell a problem points at, lists it under its table or the head, and brings a focused row into view', () => {
    const scrolled: string[] = [];
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolled.push(this.getAttribute('data-testid') ?? ''); };
    onTestFinished(() => { Element.prototype.scrollIntoView = before; });
    renderDesigner({
      problems: [
        { pointer: '/resultfield/1/field', message: '字段“title”在视图“patentLibrary”中不存在' },
        { pointer: '/sqlAlias', message: '视图“patentLib”未注册' },
      ],
      focus: { pointer: '/resultfield/1/field' },
    });
    expect(rows('qry-res')[1]!.className).toContain('is-invalid');
    expect(rows('qry-res')[0]!.className).not.toContain('is-invalid');
    expect(screen.getByTestId('tmpl-qry-res-field-1').className).toContain('error');
    expect(screen.getByTestId('tmpl-qry-res-problems').textContent).toBe('第 2 行 field：字段“title”在视图“patentLibrary”中不存在');
    expect(screen.getByTestId('qry-head-problems').textContent).toBe('sqlAlias：视图“patentLib”未注册');
    expect(screen.getByTestId('qry-sql-alias').className + (screen.getByTestId('qry-sql-alias').parentElement?.className ?? '')).toContain('error');
    expect(scrolled).toContain('tmpl-qry-res-row-1');
  });

  it('speaks English on an en-US page, and says when the JSON cannot be designed', async () => {
    renderDesigner({ language: 'en-US' });
    expect(screen.getByText('Search conditions')).toBeTruthy();
    expect(screen.getByText('Result columns')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('qry-fields-origin').textContent).toContain('Fields to pick are the view "patentLibrary"\'s fields'));
    renderDesigner({ text: '{ "kind": "query", ', language: 'en-US' });
    expect(screen.getByTestId('qry-designer-broken').textContent).toContain('The JSON has a syntax error');
  });
});
