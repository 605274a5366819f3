import type { QueryFieldType } from '../../../common/query/query-field.ts';
import type { SqlView, SqlViewColumn } from '../forms/sql-view-registry.ts';

const col = (name: string, column: string, type: QueryFieldType = 'string'): SqlViewColumn => ({ name, column, type });

/** The marketplace's lists (migration 0089): results (成果库 cgc, 成果发布 cgfb), needs (企业需求 qyxq), orders (交易订单 jydd). */
export const MARKET_VIEWS: Record<string, SqlView> = {
  patentResults: {
    view: 'v_patent_results', key: 'id',
    columns: [col('id', 'id', 'number'), col('patentId', 'patent_id', 'number'), col('title', 'title'), col('summary', 'summary'),
      col('labels', 'labels'), col('classKeys', 'class_keys'), col('classList', 'class_list'), col('tradeMode', 'trade_mode'), col('price', 'price', 'number'),
      col('contact', 'contact'), col('status', 'status'), col('batchNo', 'batch_no'), col('publishedAt', 'published_at', 'date'),
      col('version', 'version', 'number'), col('createdAt', 'created_at', 'date'), col('applicationNo', 'application_no'),
      col('patentName', 'patent_name'), col('type', 'type'), col('legalStatus', 'legal_status'), col('inventor', 'inventor'),
      col('orgId', 'org_id', 'number'), { ...col('orgName', 'org_name'), orgNameOf: 'org_id' }, col('needCount', 'need_count', 'number')],
  },
  publishedResults: {
    view: 'v_published_results', key: 'id',
    columns: [col('id', 'id', 'number'), col('title', 'title'), col('applicationNo', 'application_no'), col('patentName', 'patent_name'),
      col('tradeMode', 'trade_mode'), col('price', 'price', 'number'), col('labels', 'labels'), col('classKeys', 'class_keys'),
      col('orgId', 'org_id', 'number'), { ...col('orgName', 'org_name'), orgNameOf: 'org_id' }, col('publishedAt', 'published_at', 'date')],
  },
  businessNeeds: {
    view: 'v_business_needs', key: 'id',
    columns: [col('id', 'id', 'number'), col('title', 'title'), col('company', 'company'), col('contact', 'contact'), col('phone', 'phone'),
      col('description', 'description'), col('classKeys', 'class_keys'), col('classList', 'class_list'), col('budget', 'budget', 'number'), col('deadline', 'deadline', 'date'),
      col('status', 'status'), col('version', 'version', 'number'), col('createdAt', 'created_at', 'date'), col('matchedResults', 'matched_results'),
      col('resultCount', 'result_count', 'number')],
  },
  patentOrders: {
    view: 'v_patent_orders', key: 'id',
    columns: [col('id', 'id', 'number'), col('orderNo', 'order_no'), col('resultId', 'result_id', 'number'), col('patentId', 'patent_id', 'number'),
      col('needId', 'need_id', 'number'), col('kind', 'kind'), col('licenceType', 'licence_type'), col('buyer', 'buyer'),
      col('buyerContact', 'buyer_contact'), col('amount', 'amount', 'number'), col('startDate', 'start_date', 'date'), col('endDate', 'end_date', 'date'),
      col('contractNo', 'contract_no'), col('status', 'status'), col('version', 'version', 'number'), col('createdAt', 'created_at', 'date'),
      col('completedAt', 'completed_at', 'date'), col('resultTitle', 'result_title'), col('applicationNo', 'application_no'),
      col('patentName', 'patent_name'), col('needTitle', 'need_title')],
  },
};
