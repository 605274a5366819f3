import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { choose, drag, input, pick, pretty, renderDesigner as renderWith, rows, type, typeNumber } from '../query-designer/source-designers.fixture.tsx';
import { DialogDesigner } from './dialog-designer.tsx';

const PICKER = pretty('schemas/dialog/patentPicker.json');
const ORGS = pretty('schemas/dialog/orgPicker.json');

type Body = {
  sortfield?: Array<Record<string, unknown>>;
  style: string; selectNum: number; needPage: boolean; tree?: Record<string, string>;
  conditionfield: Array<Record<string, unknown>>; displayfield: Array<Record<string, unknown>>; resultfield: Array<Record<string, unknown>>;
};

const renderDesigner = (options: { text?: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US' } = {}) =>
  renderWith<Body>(DialogDesigner, { ...options, text: options.text ?? PICKER });

describe('DialogDesigner', { timeout: 30_000 }, () => {
  it('shows the displayed columns, conditions, returned values and the choice', async () => {
    renderDesigner();
    expect(rows('dlg-col')).toHaveLength(4);
    expect(rows('dlg-cond')).toHaveLength(3);
    expect(rows('dlg-ret')).toHaveLength(3);
    expect((input('tmpl-dlg-col-label-zh-2') as HTMLInputElement).value).toBe('所属单位');
    expect((input('tmpl-dlg-ret-target-0') as HTMLInputElement).value).toBe('patentId');
    expect((input('dlg-limit') as HTMLInputElement).value).toBe('5');
    expect((input('dlg-need-page') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('dlg-tree')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('dlg-fields-origin').textContent).toContain('patentLibrary'));
  });

  it('adds, relabels, reorders and removes displayed columns, sets returned values and the choice: every text validates', async () => {
    const { texts, last } = renderDesigner();
    await waitFor(() => expect(screen.getByTestId('dlg-fields-origin').textContent).toContain('patentLibrary'));
    await choose('dlg-col-add', '法律状态 (legalStatus)');
    expect(last().displayfield[4]).toEqual({ field: 'legalStatus', label: { 'zh-CN': '法律状态', 'en-US': 'Legal status' } });
    drag('dlg-col', 4, 1);
    expect(last().displayfield.map((f) => f.field)).toEqual(['name', 'legalStatus', 'applicationNo', 'orgName', 'inventor']);
    type('tmpl-dlg-col-label-en-0', 'Patent title');
    expect(last().displayfield[0]!.label).toEqual({ 'zh-CN': '专利名称', 'en-US': 'Patent title' });
    fireEvent.click(screen.getByTestId('tmpl-dlg-col-remove-4'));
    expect(last().displayfield).toHaveLength(4);

    await choose('dlg-ret-add', '专利类型 (type)');
    expect(last().resultfield[3]).toEqual({ field: 'type' });
    type('tmpl-dlg-ret-target-3', 'patentType');
    expect(last().resultfield[3]).toEqual({ field: 'type', target: 'patentType' });
    await choose('dlg-cond-add', '专利类型 (type)');
    expect(last().conditionfield[3]).toMatchObject({ field: 'type', operation: 'LIKE', defaultType: '1' });

    expect(rows('dlg-sort')).toHaveLength(1);
    await choose('tmpl-dlg-sort-direction-0', '升序');
    expect(last().sortfield).toEqual([{ field: 'applicationDate', direction: 'ASC' }]);
    await choose('dlg-sort-add', '申请号 (applicationNo)');
    expect(last().sortfield).toEqual([{ field: 'applicationDate', direction: 'ASC' }, { field: 'applicationNo', direction: 'ASC' }]);
    typeNumber('dlg-limit', '10');
    expect(last().selectNum).toBe(10);
    pick('单选');
    expect(last().selectNum).toBe(1);
    expect(screen.queryByTestId('dlg-limit')).toBeNull();
    pick('多选');
    expect(last().selectNum).toBe(0);
    fireEvent.click(input('dlg-need-page'));
    expect(last().needPage).toBe(false);
    for (const text of texts) expect(validateDefinition('dialog', JSON.parse(text))).toEqual([]);
    expect(Object.keys(last())).toEqual(Object.keys(JSON.parse(PICKER)));
  });

  it('turns a list into a tree and picks its id, parent and shown fields', async () => {
    const { texts, last } = renderDesigner();
    pick('树');
    expect(last()).toMatchObject({ style: 'tree', needPage: false, tree: { idField: 'id', parentField: 'parentId', displayField: 'name' } });
    await choose('dlg-tree-displayField', '申请号 (applicationNo)');
    expect(last().tree).toEqual({ idField: 'id', parentField: 'parentId', displayField: 'applicationNo' });
    pick('列表');
    expect(last().tree).toBeUndefined();
    for (const text of texts) expect(validateDefinition('dialog', JSON.parse(text))).toEqual([]);
  });

  it('keeps the last displayed column and returned value, and marks a tree field a problem points at', () => {
    renderDesigner({ text: ORGS, problems: [{ pointer: '/tree/parentField', message: '字段“parentId”在视图“orgTree”中不存在' }] });
    expect((screen.getByTestId('tmpl-dlg-col-remove-0') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('tmpl-dlg-ret-remove-0') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('dlg-tree-parentField').className).toContain('error');
    expect(screen.getByTestId('dlg-tree-idField').className).not.toContain('error');
    expect(screen.getByTestId('dlg-head-problems').textContent).toBe('tree/parentField：字段“parentId”在视图“orgTree”中不存在');
  });

  it('speaks English on an en-US page, and says when the text is not a dialog', () => {
    renderDesigner({ language: 'en-US' });
    expect(screen.getByText('Displayed columns')).toBeTruthy();
    expect(screen.getByText('Returned values')).toBeTruthy();
    expect(screen.getByText('Sort order')).toBeTruthy();
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(screen.getByTestId('dlg-keys').textContent).toContain('List style');
    expect(screen.getByText('Several rows')).toBeTruthy();
    renderDesigner({ text: '{ "kind": "dialog", "conditionfield": [] }', language: 'en-US' });
    expect(screen.getByTestId('dlg-designer-broken').textContent).toContain('This text is not a custom dialog');
  });
});
