import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import patentApplyStats from '../../../schemas/query/patentApplyStats.json';
import { filterRows, patentRows } from '../dialog/dialog.fixture.ts';
import { createMemoryListSource } from '../list/memory-list-source.ts';
import type { ListSource } from '../list/list-source.tsx';
import { customQueryInfo } from './custom-query-info.ts';
import { customQueryListSource, type CustomQueryCalls } from './custom-query-source.ts';

/** The custom query of schemas/query over fixture patents, for stories and tests. */
export const patentApplyStatsQuery = patentApplyStats as QueryDefinition;

const STATUSES = ['授权', '实质审查', '公开', '受理'];
const TYPES = ['invent', 'newKind', 'exterior'];
export const queryRows = patentRows.map((row, i) => ({ ...row, legalStatus: STATUSES[i % STATUSES.length], type: TYPES[i % TYPES.length] }));

/** getByAlias / doQuery over the fixtures (the server's message for an unknown alias); `asked` records each doQuery's values. */
export function fixtureCustomQueryCalls(options: { empty?: boolean; asked?: Record<string, unknown>[] } = {}): CustomQueryCalls {
  const definition = patentApplyStatsQuery;
  return {
    getQuery: async (alias) => {
      if (alias !== definition.alias) throw new Error(`未找到别名为${alias}的关联查询`);
      return definition;
    },
    doQuery: async (_alias, values, page, pageSize) => {
      options.asked?.push(values);
      const rows = options.empty ? [] : filterRows(queryRows, definition.conditionfield, values);
      return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
    },
  };
}

/** The list engine's custom-query source over the fixture calls. */
export function fixtureCustomQuerySource(options: { empty?: boolean; asked?: Record<string, unknown>[] } = {}): ListSource {
  const base = createMemoryListSource({ info: customQueryInfo(patentApplyStatsQuery), rows: [] });
  return customQueryListSource(base, fixtureCustomQueryCalls(options));
}
