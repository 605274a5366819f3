import { useMemo } from 'react';
import type { ConditionValues, ViewRowsPage } from '../../common/api/custom-views.ts';
import type { TemplateInfo } from '../../common/api/template-types.ts';
import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import { useApiListSource, type ListSource } from '../list/list-source.tsx';
import { customQueryInfo } from './custom-query-info.ts';
import { useEngineData } from '../provider/engine-provider.tsx';

/** The custom-query calls (getByAlias, doQuery): the server's, or fixtures in stories and tests. */
export interface CustomQueryCalls {
  getQuery(alias: string): Promise<QueryDefinition>;
  doQuery(alias: string, values: ConditionValues, page: number, pageSize: number): Promise<ViewRowsPage>;
  /** The dictionaries result fields name, by type key (the app's dictionary cache). */
  dicts?(typeKeys: string[]): Promise<TemplateInfo['dicts']>;
}

/**
 * The list engine's source over a custom query: the definition as a template, and a listJson body turned into
 * doQuery's condition values by field (the server applies each condition's own operation).
 */
export function customQueryListSource(base: ListSource, calls: CustomQueryCalls): ListSource {
  return {
    ...base,
    loadInfo: async (alias) => {
      const definition = await calls.getQuery(alias);
      const keys = [...new Set((definition.resultfield ?? []).flatMap((r) => (r.dictKey ? [r.dictKey] : [])))];
      return customQueryInfo(definition, keys.length && calls.dicts ? await calls.dicts(keys) : {});
    },
    loadPage: (body) => {
      const filter = body.queryFilter ?? { pageBean: body.pageBean, querys: body.querys };
      const values = Object.fromEntries((filter.querys ?? []).map((q) => [q.property, q.value]));
      return calls.doQuery(body.alias ?? body.templateId ?? '', values, filter.pageBean?.page ?? 1, filter.pageBean?.pageSize ?? 10);
    },
    exportRows: () => Promise.reject(new Error('doQuery has no export')),
  };
}

/** The server-backed custom-query source. */
export function useCustomQueryListSource(): ListSource {
  const data = useEngineData();
  const base = useApiListSource();
  return useMemo(() => customQueryListSource(base, {
    getQuery: (alias) => data.getQuery(alias),
    doQuery: (alias, values, page, pageSize) => data.doQuery(alias, values, page, pageSize),
    dicts: async (typeKeys) => {
      const all = await data.getDictionaries();
      return Object.fromEntries(typeKeys.map((key) => [key, all[key] ?? []]));
    },
  }), [data, base]);
}
