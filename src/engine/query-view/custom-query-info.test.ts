import { describe, expect, it } from 'vitest';
import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import { customQueryInfo } from './custom-query-info.ts';
import { customQueryListSource } from './custom-query-source.ts';
import { createMemoryListSource } from '../list/memory-list-source.ts';

const definition: QueryDefinition = {
  kind: 'query', schemaVersion: 1, alias: 'q', name: { 'zh-CN': '查询' }, dsType: 'dataSource', sqlAlias: 'patentLibrary',
  conditionfield: [
    { field: 'name', operation: 'LIKE' },
    { field: 'applicationDate', label: { 'zh-CN': '申请日' }, operation: 'BETWEEN', defaultType: '1' },
    { field: 'orgId', operation: 'EQUAL', defaultType: '3', defaultValue: '${user.orgId}' },
  ],
  resultfield: [{ field: 'name', label: { 'zh-CN': '专利名称' } }],
};

describe('customQueryInfo', () => {
  it('turns the caller-given conditions into the search bar and the result fields into unsortable columns', () => {
    const { template, bo, dicts } = customQueryInfo(definition);
    expect(template.conditionFields).toEqual([
      { field: 'name', label: { 'zh-CN': '专利名称' }, control: 'text', operation: 'LIKE' },
      { field: 'applicationDate', label: { 'zh-CN': '申请日' }, control: 'dateRange', operation: 'BETWEEN' },
    ]);
    expect(template.displayFields).toEqual([{ field: 'name', label: { 'zh-CN': '专利名称' }, sortable: false }]);
    expect(template.manageFields).toEqual([]);
    expect(template.pageSize).toBe(10);
    expect(template.source).toEqual({ kind: 'view', sqlAlias: 'patentLibrary' });
    expect([bo, dicts]).toEqual([null, {}]);
  });
});

describe('result fields with a dictionary (patentApplyStats: legal-status codes)', () => {
  it('shows the dictionary\'s labels: the column names its dictKey and the info carries that dictionary', async () => {
    const stats = (await import('../../../schemas/query/patentApplyStats.json')).default as QueryDefinition;
    const legal = [{ key: 'examination', name: 'Substantive examination' }, { key: 'applyLapse', name: 'Application lapsed' }];
    const asked: string[][] = [];
    const source = customQueryListSource(createMemoryListSource({ info: customQueryInfo(stats), rows: [] }), {
      getQuery: async () => stats,
      doQuery: async () => ({ rows: [], total: 0, page: 1, pageSize: 10 }),
      dicts: async (keys) => {
        asked.push(keys);
        return { legalStatus: legal };
      },
    });
    const info = await source.loadInfo('patentApplyStats');
    expect(info.template.displayFields.find((f) => f.field === 'legalStatus')).toMatchObject({ dictKey: 'legalStatus' });
    expect(info.dicts).toEqual({ legalStatus: legal });
    expect(asked).toEqual([['legalStatus']]);
  });
});
