import type { QueryFieldType } from '../../../common/query/query-field.ts';
import type { SqlView, SqlViewColumn } from '../forms/sql-view-registry.ts';

const col = (name: string, column: string, type: QueryFieldType = 'string'): SqlViewColumn => ({ name, column, type });

/**
 * 统计分析 (template zltj): the patent figures its charts group (migration 0088, v_patent_stats): type, legal status,
 * college, year of filing and (for patents granted at some time) year of grant.
 */
export const STATISTICS_VIEWS: Record<string, SqlView> = {
  patentStats: {
    view: 'v_patent_stats', key: 'id',
    columns: [col('id', 'id', 'number'), col('type', 'type'), col('legalStatus', 'legal_status'), col('orgId', 'org_id', 'number'),
      { ...col('orgName', 'org_name'), orgNameOf: 'org_id' }, col('applicationYear', 'application_year', 'number'),
      col('grantYear', 'grant_year', 'number'), col('granted', 'granted', 'boolean')],
  },
};
