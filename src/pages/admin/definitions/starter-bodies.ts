import type { DefinitionKind } from '../../../common/definitions/versions.ts';

export interface StarterInput {
  key: string;
  nameZh: string;
  nameEn: string;
}

/** The smallest valid body of each kind, so a new definition starts from something that saves. */
export function starterBody(kind: DefinitionKind, { key, nameZh, nameEn }: StarterInput): Record<string, unknown> {
  const name = nameEn ? { 'zh-CN': nameZh, 'en-US': nameEn } : { 'zh-CN': nameZh };
  const label = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
  switch (kind) {
    case 'bo':
      return { kind, schemaVersion: 2, alias: key, name, fields: [{ name: 'title', label: label('标题', 'Title'), type: 'string', required: true, maxLength: 100 }] };
    case 'form':
      return {
        kind, schemaVersion: 1, key, name, boAlias: key,
        schema: { type: 'object', required: ['title'], properties: { title: { type: 'string', title: '标题', maxLength: 100 } } },
        rules: { title: 'required|maxlength:100' },
      };
    case 'template':
      return {
        kind, schemaVersion: 2, alias: key, name, source: { kind: 'bo', boAlias: key }, formKey: key,
        conditionFields: [{ field: 'title', label: label('标题', 'Title'), control: 'text', operation: 'LIKE' }],
        displayFields: [{ field: 'title', label: label('标题', 'Title'), sortable: true }],
        manageFields: [{ type: 'add' }, { type: 'edit' }, { type: 'detail' }, { type: 'delete' }, { type: 'export' }],
        pageSize: 10,
      };
    case 'menu':
      return {
        kind, schemaVersion: 1, alias: key, name,
        items: [{ alias: key, name, children: [{ alias: `${key}List`, name, path: `/${key}/template/preview/${key}` }] }],
      };
    case 'query':
      return { kind, schemaVersion: 1, alias: key, name, dsType: 'dataSource', sqlAlias: key, conditionfield: [], resultfield: [] };
    case 'dialog':
      return {
        kind, schemaVersion: 1, alias: key, name, dsType: 'dataSource', sqlAlias: key, style: 'list', selectNum: 1, needPage: true,
        conditionfield: [{ field: 'name', operation: 'LIKE', defaultType: '1' }],
        displayfield: [{ field: 'name', label: label('名称', 'Name') }],
        resultfield: [{ field: 'id' }, { field: 'name' }],
      };
    case 'chart':
      return { kind, schemaVersion: 1, alias: key, name, chartType: 'bar', source: { kind: 'bo', boAlias: key }, xField: 'title', aggregate: 'count' };
    case 'column':
      return { kind, schemaVersion: 1, alias: key, name, colType: 'list', dataMode: 'template', dataFrom: key, needPage: true, pageSize: 5 };
    case 'layout':
      return { kind, schemaVersion: 1, alias: key, name, items: [] };
  }
}
