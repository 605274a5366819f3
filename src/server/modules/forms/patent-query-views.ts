import type { QueryFieldType } from '../../../common/query/query-field.ts';
import type { SqlView, SqlViewColumn } from './sql-view-registry.ts';

const col = (name: string, column: string, type: QueryFieldType = 'string'): SqlViewColumn => ({ name, column, type });

/** The patent columns both management views carry (the patent's numbers, title, kind, status and college). */
const PATENT = [
  col('applicationNo', 'application_no'), col('name', 'name'), col('type', 'type'), col('legalStatus', 'legal_status'),
  col('orgId', 'org_id', 'number'), { ...col('orgName', 'org_name'), orgNameOf: 'org_id' },
];

/**
 * The patent-management query views of the home page menu (专利管理): zlsq lists patent applications over the
 * library search view (migration 0014), jfqx the official fees with their due dates (migration 0023). Their
 * templates (schemas/template/zlsq.json, jfqx.json) limit rows to the caller's colleges with a data rule.
 */
export const PATENT_QUERY_VIEWS: Record<string, SqlView> = {
  zlsq: {
    view: 'v_patent_search', key: 'id',
    columns: [col('id', 'id', 'number'), ...PATENT, col('applicationDate', 'application_date', 'date'),
      col('publicationNo', 'publication_no'), col('publicationDate', 'publication_date', 'date'), col('inventor', 'inventor'),
      col('applicant', 'applicant'), col('agency', 'agency')],
  },
  jfqx: {
    view: 'v_patent_fee_deadline', key: 'id',
    columns: [col('id', 'id', 'number'), col('patentId', 'patent_id', 'number'), ...PATENT, col('feeType', 'fee_type'),
      col('feeYear', 'fee_year', 'number'), col('amount', 'amount', 'number'), col('dueDate', 'due_date', 'date'),
      col('paidDate', 'paid_date', 'date'), col('status', 'status')],
  },
};
