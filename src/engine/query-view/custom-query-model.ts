import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import { QUERY_VIEW_PAGE_SIZE, type QueryViewModel } from './query-view-model.ts';

/** A custom query drawn as a query view: caller-given conditions to search by, result fields as columns. */
export function customQueryModel(definition: QueryDefinition): QueryViewModel {
  return {
    name: definition.name,
    searchFields: definition.conditionfield
      .filter((c) => (c.defaultType ?? '1') === '1')
      .map((c) => ({ field: c.field, label: c.label, operation: c.operation })),
    columns: (definition.resultfield ?? []).map((r) => ({ field: r.field, label: r.label })),
    pageSize: definition.pageSize ?? QUERY_VIEW_PAGE_SIZE,
    exportable: true,
  };
}
