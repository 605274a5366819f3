import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../../common/definitions/validate-definition.ts';
import type { SourceField } from '../template-designer/template-edit.ts';
import {
  operationFor, placeOf, readSourceBody, rowsOf, withDefaultType, withDsType, withNewColumn, withNewCondition, withoutRow, withProps, withRow, withRowMoved,
  writeSourceBody, type SourceBody,
} from './source-edit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const shipped = (kind: string, alias: string) => fs.readFileSync(path.join(ROOT, 'schemas', kind, `${alias}.json`), 'utf8');
const body = (kind: 'query' | 'dialog', text: string) => { const read = readSourceBody(text, kind); if (!('body' in read)) throw new Error('not designable'); return read.body; };
const QUERY = () => body('query', shipped('query', 'patentApplyStats'));
const DIALOG = () => body('dialog', shipped('dialog', 'patentPicker'));

const INVENTOR: SourceField = { name: 'inventor', label: { 'zh-CN': '发明人', 'en-US': 'Inventor' } };
const STATUS: SourceField = { name: 'legalStatus', label: { 'zh-CN': '法律状态', 'en-US': 'Legal status' }, dictKey: 'legalStatus' };
const FILED: SourceField = { name: 'applicationDate', label: { 'zh-CN': '申请日', 'en-US': 'Filed on' }, type: 'date' };

/** The body after the edit, written and read back as the JSON tab would, valid against the kind's meta schema. */
function valid(kind: 'query' | 'dialog', edited: SourceBody): SourceBody {
  const back = JSON.parse(writeSourceBody(edited)) as SourceBody;
  expect(validateDefinition(kind, back)).toEqual([]);
  return back;
}

describe('source-edit (custom query and dialog)', () => {
  it('reads a query or dialog, and says why a text cannot be designed', () => {
    expect(rowsOf(QUERY(), 'resultfield')).toHaveLength(3);
    expect(DIALOG().displayfield).toHaveLength(4);
    expect(readSourceBody('{ "kind": ', 'query')).toMatchObject({ error: 'syntax' });
    expect(readSourceBody('[]', 'query')).toEqual({ error: 'shape' });
    expect(readSourceBody('{ "kind": "query" }', 'query')).toEqual({ error: 'shape' });
    // A query may lack result columns; a dialog may not lack its displayed columns.
    expect('body' in readSourceBody('{ "conditionfield": [] }', 'query')).toBe(true);
    expect(readSourceBody('{ "conditionfield": [], "resultfield": [] }', 'dialog')).toEqual({ error: 'shape' });
    expect(readSourceBody('{ "conditionfield": [1] }', 'query')).toEqual({ error: 'shape' });
  });

  it('adds conditions matched as the field asks, given by the caller, and columns with their label and dictionary', () => {
    let query = withNewCondition(QUERY(), INVENTOR);
    query = withNewCondition(query, FILED);
    query = withNewColumn(query, 'resultfield', STATUS);
    const back = valid('query', query);
    expect(back.conditionfield.slice(2)).toEqual([
      { field: 'inventor', label: { 'zh-CN': '发明人', 'en-US': 'Inventor' }, operation: 'LIKE', defaultType: '1' },
      { field: 'applicationDate', label: { 'zh-CN': '申请日', 'en-US': 'Filed on' }, operation: 'BETWEEN', defaultType: '1' },
    ]);
    expect(back.resultfield!.at(-1)).toEqual({ field: 'legalStatus', label: { 'zh-CN': '法律状态', 'en-US': 'Legal status' }, dictKey: 'legalStatus' });
    // A dialog's displayed column takes no dictionary.
    expect(valid('dialog', withNewColumn(DIALOG(), 'displayfield', STATUS, false)).displayfield!.at(-1)).toEqual({ field: 'legalStatus', label: { 'zh-CN': '法律状态', 'en-US': 'Legal status' } });
    expect(operationFor(STATUS)).toBe('EQUAL');
    expect(operationFor({ name: 'n', label: 'x', type: 'integer' })).toBe('EQUAL');
  });

  it('patches, removes and moves rows; keys keep their order and the ones the designer does not know stay', () => {
    const dialog = DIALOG();
    const moved = valid('dialog', withRowMoved(dialog, 'displayfield', 3, 0));
    expect(moved.displayfield!.map((f) => f.field)).toEqual(['inventor', 'name', 'applicationNo', 'orgName']);
    expect(withRowMoved(dialog, 'displayfield', 0, 9)).toBe(dialog);
    const patched = valid('dialog', withRow(dialog, 'resultfield', 1, { target: 'title' }));
    expect(patched.resultfield![1]).toEqual({ field: 'name', target: 'title' });
    expect(valid('dialog', withRow(dialog, 'resultfield', 1, { target: '' })).resultfield![1]).toEqual({ field: 'name' });
    expect(valid('dialog', withoutRow(dialog, 'conditionfield', 0)).conditionfield.map((c) => c.field)).toEqual(['applicationNo', 'inventor']);
    expect(Object.keys(patched)).toEqual(Object.keys(JSON.parse(shipped('dialog', 'patentPicker'))));
    expect(patched.sortfield).toEqual([{ field: 'applicationDate', direction: 'DESC' }]);
    expect(valid('query', withProps(QUERY(), { pageSize: undefined })).pageSize).toBeUndefined();
  });

  it('keeps a fixed or variable default value, and drops it when the caller gives the value', () => {
    let query = withDefaultType(QUERY(), 1, '3');
    query = withRow(query, 'conditionfield', 1, { defaultValue: '${user.orgId}' });
    expect(valid('query', query).conditionfield[1]).toMatchObject({ defaultType: '3', defaultValue: '${user.orgId}' });
    expect(valid('query', withDefaultType(query, 1, '2')).conditionfield[1]).toMatchObject({ defaultType: '2', defaultValue: '${user.orgId}' });
    expect(valid('query', withDefaultType(query, 1, '1')).conditionfield[1]).toEqual({ field: 'type', label: { 'zh-CN': '专利类型', 'en-US': 'Type' }, operation: 'EQUAL', defaultType: '1' });
  });

  it('switches between a view and a REST call, dropping the other source\'s keys', () => {
    const rest = withDsType(QUERY(), 'rest');
    expect(rest).toMatchObject({ dsType: 'rest', url: '', requestType: 'GET' });
    expect(rest.sqlAlias).toBeUndefined();
    const filled = valid('query', withProps(rest, { url: 'https://data.example.com/patents' }));
    const back = valid('query', withProps(withDsType(filled, 'dataSource'), { sqlAlias: 'patentLibrary' }));
    expect(back).toMatchObject({ dsType: 'dataSource', sqlAlias: 'patentLibrary' });
    expect(back.url).toBeUndefined();
    expect(back.requestType).toBeUndefined();
    expect(withDsType(back, 'dataSource')).toBe(back);
  });

  it('places a problem at its list, row and property, or at the head', () => {
    const lists = ['conditionfield', 'displayfield', 'resultfield'];
    expect(placeOf('/displayfield/2/field', lists)).toEqual({ list: 'displayfield', row: 2, property: 'field' });
    expect(placeOf('/conditionfield', lists)).toEqual({ list: 'conditionfield', row: undefined, property: undefined });
    expect(placeOf('/tree/idField', lists)).toEqual({ property: 'tree', sub: 'idField' });
    expect(placeOf('/sqlAlias', lists)).toEqual({ property: 'sqlAlias' });
    expect(placeOf('', lists)).toEqual({ property: undefined });
  });
});
