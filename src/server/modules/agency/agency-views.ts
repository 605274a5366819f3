import type { QueryFieldType } from '../../../common/query/query-field.ts';
import type { SqlView, SqlViewColumn } from '../forms/sql-view-registry.ts';

const col = (name: string, column: string, type: QueryFieldType = 'string'): SqlViewColumn => ({ name, column, type });
const parties = col('parties', 'parties');

/**
 * The agency-case views (migration 0085), by SQL alias: agencyCases (list dlzlbd) the cases with their state, next time limit and last review score;
 * agencyTerms (dlqx) the office actions' time limits; agencyReviews (dlzj) the quality reviews; agencyFees (dlfy) the agency fees. `parties` (",entruster,
 * agency members,") lets a template show a user only the rows of their cases. agencies (dljg, migration 0105): the tenant's agencies with
 * their agents and open cases; `members` (",agent ids,") shows an agent their own agency.
 */
export const AGENCY_VIEWS: Record<string, SqlView> = {
  agencies: {
    view: 'v_patent_agency', key: 'id',
    columns: [col('id', 'id', 'number'), col('name', 'name'), col('code', 'code'), col('contact', 'contact'), col('phone', 'phone'),
      col('status', 'status'), col('version', 'version', 'number'), col('agentCount', 'agent_count', 'number'), col('agentNames', 'agent_names'),
      col('openCases', 'open_cases', 'number'), col('caseCount', 'case_count', 'number'), col('members', 'members')],
  },
  agencyCases: {
    view: 'v_agency_case', key: 'id',
    columns: [col('id', 'id', 'number'), col('caseNo', 'case_no'), col('title', 'title'), col('patentType', 'patent_type'),
      col('serviceType', 'service_type'), col('agencyId', 'agency_id', 'number'), col('agencyName', 'agency_name'), col('agentName', 'agent_name'),
      col('patentId', 'patent_id', 'number'), col('orgId', 'org_id', 'number'), { ...col('orgName', 'org_name'), orgNameOf: 'org_id' },
      col('entrustedBy', 'entrusted_by', 'number'), col('entrustedByName', 'entrusted_by_name'), col('entrustDate', 'entrust_date', 'date'),
      col('deadline', 'deadline', 'date'), col('fee', 'fee', 'number'), col('status', 'status'), col('applicationNo', 'application_no'),
      col('filingDate', 'filing_date', 'date'), col('version', 'version', 'number'), col('nextTermDue', 'next_term_due', 'date'),
      col('reviewScore', 'review_score', 'number'), parties],
  },
  agencyTerms: {
    view: 'v_agency_term', key: 'id',
    columns: [col('id', 'id', 'number'), col('caseId', 'case_id', 'number'), col('caseNo', 'case_no'), col('title', 'title'),
      col('applicationNo', 'application_no'), col('agencyName', 'agency_name'), col('noticeType', 'notice_type'), col('issueDate', 'issue_date', 'date'),
      col('delivery', 'delivery'), col('receivedDate', 'received_date', 'date'), col('dueDate', 'due_date', 'date'), col('status', 'status'),
      col('extendedMonths', 'extended_months', 'number'), col('replyDate', 'reply_date', 'date'), col('note', 'note'), col('version', 'version', 'number'),
      col('daysLeft', 'days_left', 'number'), parties],
  },
  agencyReviews: {
    view: 'v_agency_review', key: 'id',
    columns: [col('id', 'id', 'number'), col('caseId', 'case_id', 'number'), col('caseNo', 'case_no'), col('title', 'title'),
      col('agencyName', 'agency_name'), col('round', 'round', 'number'), col('status', 'status'), col('score', 'score', 'number'),
      col('comment', 'comment'), col('reviewerName', 'reviewer_name'), col('submittedAt', 'submitted_at', 'date'),
      col('reviewedAt', 'reviewed_at', 'date'), col('version', 'version', 'number'), parties],
  },
  agencyFees: {
    view: 'v_agency_fee', key: 'id',
    columns: [col('id', 'id', 'number'), col('caseId', 'case_id', 'number'), col('caseNo', 'case_no'), col('title', 'title'),
      col('agencyId', 'agency_id', 'number'), col('agencyName', 'agency_name'), col('kind', 'kind'), col('amount', 'amount', 'number'),
      col('status', 'status'), col('paidDate', 'paid_date', 'date'), col('invoiceNo', 'invoice_no'), col('version', 'version', 'number'),
      col('createdOn', 'created_on', 'date'), parties],
  },
};
