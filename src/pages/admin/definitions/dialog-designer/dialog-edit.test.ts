import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import { readSourceBody, writeSourceBody } from '../query-designer/source-edit.ts';
import { isMultiple, MAX_SORTS, withNewReturn, withNewSort, withSelection, withStyle, withTreeField, type DialogBody } from './dialog-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const dialog = (alias: string) => {
  const read = readSourceBody(fs.readFileSync(path.join(ROOT, 'schemas/dialog', `${alias}.json`), 'utf8'), 'dialog');
  if (!('body' in read)) throw new Error('not designable');
  return read.body as DialogBody;
};
function valid(edited: DialogBody): DialogBody {
  const back = JSON.parse(writeSourceBody(edited)) as DialogBody;
  expect(validateDefinition('dialog', back)).toEqual([]);
  return back;
}

describe('dialog-edit', () => {
  it('chooses one row or several, at most a number of them or any', () => {
    const picker = dialog('patentPicker');
    expect(isMultiple(picker)).toBe(true);
    const single = valid(withSelection(picker, false, picker.selectNum));
    expect(single.selectNum).toBe(1);
    expect(isMultiple(single)).toBe(false);
    expect(valid(withSelection(single, true, single.selectNum)).selectNum).toBe(0);
    expect(valid(withSelection(single, true, 8)).selectNum).toBe(8);
    expect(valid(withSelection(picker, true, undefined)).selectNum).toBe(0);
  });

  it('turns a list into a tree with default fields and back, and sets a tree field', () => {
    const picker = dialog('patentPicker');
    const tree = valid(withStyle(picker, 'tree'));
    expect(tree).toMatchObject({ style: 'tree', needPage: false, tree: { idField: 'id', parentField: 'parentId', displayField: 'name' } });
    expect(valid(withTreeField(tree, 'displayField', 'applicationNo')).tree).toEqual({ idField: 'id', parentField: 'parentId', displayField: 'applicationNo' });
    const list = valid(withStyle(tree, 'list'));
    expect(list.style).toBe('list');
    expect(list.tree).toBeUndefined();
    const org = dialog('orgPicker');
    expect(withStyle(org, 'tree')).toBe(org);
  });

  it('adds a returned value written into the form field of the same name', () => {
    const back = valid(withNewReturn(dialog('patentPicker'), { name: 'inventor', label: { 'zh-CN': '发明人' } }));
    expect(back.resultfield.at(-1)).toEqual({ field: 'inventor' });
  });

  it('adds sorts ascending, at most five', () => {
    let picker = dialog('patentPicker');
    picker = withNewSort(picker, { name: 'name', label: 'x' });
    expect(valid(picker).sortfield).toEqual([{ field: 'applicationDate', direction: 'DESC' }, { field: 'name', direction: 'ASC' }]);
    for (let i = 0; i < 6; i++) picker = withNewSort(picker, { name: 'id', label: 'x' });
    expect(valid(picker).sortfield).toHaveLength(MAX_SORTS);
    expect(valid(withNewSort(dialog('orgPicker'), { name: 'name', label: 'x' })).sortfield).toEqual([{ field: 'name', direction: 'ASC' }]);
  });
});
