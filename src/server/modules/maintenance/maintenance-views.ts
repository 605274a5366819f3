import type { QueryFieldType } from '../../../common/query/query-field.ts';
import type { SqlView, SqlViewColumn } from '../forms/sql-view-registry.ts';

const col = (name: string, column: string, type: QueryFieldType = 'string'): SqlViewColumn => ({ name, column, type });
const org = [col('orgId', 'org_id', 'number'), { ...col('orgName', 'org_name'), orgNameOf: 'org_id' }];

/**
 * The annual-fee maintenance views (migration 0066): nfwh the renewals with their state, grace month and
 * surcharge as of today (the patent's fee reduction since 0107); nfys the yearly budget by college; jjr the holiday calendar
 * (with its version since 0106).
 */
export const MAINTENANCE_VIEWS: Record<string, SqlView> = {
  nfwh: {
    view: 'v_patent_maintenance', key: 'id',
    columns: [col('id', 'id', 'number'), col('patentId', 'patent_id', 'number'), col('applicationNo', 'application_no'), col('name', 'name'),
      col('type', 'type'), col('legalStatus', 'legal_status'), col('inventor', 'inventor'), col('feeYear', 'fee_year', 'number'),
      col('amount', 'amount', 'number'), col('fullAmount', 'full_amount', 'number'), col('dueDate', 'due_date', 'date'),
      col('graceEnd', 'grace_end', 'date'), col('restorationEnd', 'restoration_end', 'date'), col('keepStatus', 'keep_status'),
      col('keepReason', 'keep_reason'), col('status', 'status'), col('paidDate', 'paid_date', 'date'), col('paidAmount', 'paid_amount', 'number'),
      col('receiptNo', 'receipt_no'), col('version', 'version', 'number'), ...org, col('graceMonth', 'grace_month', 'number'),
      col('surcharge', 'surcharge', 'number'), col('totalDue', 'total_due', 'number'),
      col('gradeTotal', 'grade_total', 'number'), col('gradeLevel', 'grade_level'), col('feeReduction', 'fee_reduction', 'number')],
  },
  nfys: {
    view: 'v_patent_fee_budget', key: 'id',
    columns: [col('id', 'id', 'number'), ...org, col('dueYear', 'due_year', 'number'), col('patents', 'patents', 'number'),
      col('fees', 'fees', 'number'), col('amount', 'amount', 'number'), col('fullAmount', 'full_amount', 'number')],
  },
  jjr: {
    view: 'v_holiday_calendar', key: 'id',
    columns: [col('id', 'id', 'number'), col('day', 'day', 'date'), col('year', 'year', 'number'), col('kind', 'kind'), col('name', 'name'), col('nameEn', 'name_en'),
      col('version', 'version', 'number')],
  },
};
