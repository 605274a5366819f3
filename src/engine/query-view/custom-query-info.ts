import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import type { TemplateDefinition } from '../../common/definitions/kinds/template.ts';
import type { TemplateInfo } from '../../common/api/template-types.ts';

/** Custom queries page by 10 unless their definition says otherwise (workflow-office.md section 9). */
export const CUSTOM_QUERY_PAGE_SIZE = 10;

/**
 * A custom query as the list engine's template: its caller-given conditions (defaultType 1) as the search bar, its
 * result fields as columns (a field with a dictKey shows the dictionary's labels, from `dicts`). doQuery neither sorts
 * nor exports, so no column sorts and there are no buttons.
 */
export function customQueryInfo(definition: QueryDefinition, dicts: TemplateInfo['dicts'] = {}): TemplateInfo {
  const template: TemplateDefinition = {
    kind: 'template',
    schemaVersion: 2,
    alias: definition.alias,
    name: definition.name,
    source: definition.dsType === 'rest' ? { kind: 'rest', url: definition.url ?? '' } : { kind: 'view', sqlAlias: definition.sqlAlias ?? definition.alias },
    conditionFields: definition.conditionfield
      .filter((c) => (c.defaultType ?? '1') === '1')
      .map((c) => ({
        field: c.field,
        label: c.label ?? definition.resultfield?.find((r) => r.field === c.field)?.label ?? { 'zh-CN': c.field },
        control: c.operation === 'BETWEEN' ? 'dateRange' : 'text',
        operation: c.operation ?? 'EQUAL',
      })),
    displayFields: (definition.resultfield ?? []).map((r) => ({ field: r.field, label: r.label, sortable: false, ...(r.dictKey ? { dictKey: r.dictKey } : {}) })),
    manageFields: [],
    pageSize: definition.pageSize ?? CUSTOM_QUERY_PAGE_SIZE,
  };
  return { template, formKey: null, bo: null, dicts };
}
