import type { QueryDefinition } from '../../common/definitions/kinds/query.ts';
import patentApplyStats from '../../../schemas/query/patentApplyStats.json';
import { filterRows, patentRows } from '../dialog/dialog.fixture.ts';
import { customQueryModel } from './custom-query-model.ts';
import type { QueryViewSource } from './query-view-source.tsx';

/** The custom query of schemas/query over fixture patents, for stories and tests. */
export const patentApplyStatsQuery = patentApplyStats as QueryDefinition;

const STATUSES = ['授权', '实质审查', '公开', '受理'];
const TYPES = ['invent', 'newKind', 'exterior'];
export const queryRows = patentRows.map((row, i) => ({ ...row, legalStatus: STATUSES[i % STATUSES.length], type: TYPES[i % TYPES.length] }));

/** A query view source over the fixtures; `exported` records each export's search values. */
export function fixtureQueryViewSource(options: { empty?: boolean; exported?: Record<string, unknown>[] } = {}): QueryViewSource {
  const definition = patentApplyStatsQuery;
  return {
    name: `fixture-query-${options.empty ? 'empty' : 'rows'}`,
    getView: async (key) => {
      if (key.alias !== definition.alias) throw new Error(`未找到别名为${key.alias}的关联查询`);
      return customQueryModel(definition);
    },
    rows: async (_key, values, page, pageSize) => {
      const rows = options.empty ? [] : filterRows(queryRows, definition.conditionfield, values);
      return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
    },
    exportRows: async (_key, values) => {
      options.exported?.push(values);
      return { blob: new Blob(['xlsx']), fileName: 'patentApplyStats.xlsx' };
    },
  };
}
