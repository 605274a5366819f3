import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueryFieldType } from '../../../common/query/query-field.ts';
import type { SqlView, SqlViewColumn, VirtualViewField } from '../forms/sql-view-registry.ts';
import { keywordValue, tileValue } from './filter-values.ts';
import { keywordCondition } from './keyword-condition.ts';
import { tileCondition } from './tile-condition.ts';

type Column = SqlViewColumn;
const col = (name: string, column: string, type: QueryFieldType = 'string'): Column => ({ name, column, type });

/** The spec's patent list row (fApplicationNo ... fInventor) as every library view names it (migration 0014). */
const PATENT_COLUMNS: Column[] = [
  col('fApplicationNo', 'application_no'), col('fPublicationNo', 'publication_no'), col('fName', 'name'),
  col('fLegalStatus', 'legal_status'), col('fType', 'type'), col('fApplicationDate', 'application_date', 'date'),
  col('fPublicationDate', 'publication_date', 'date'), col('fExpiryDate', 'expiry_date', 'date'), col('fInventor', 'inventor'),
  col('orgId', 'org_id', 'number'), { ...col('fOrgName', 'org_name'), orgNameOf: 'org_id' }, col('subjectId', 'subject_id', 'number'),
  { ...col('fSubject', 'subject_name'), orgNameOf: 'subject_id' },
];
const id = col('id', 'id', 'number');

/**
 * searchValue: the keyword of the library search box over name, numbers, college, group and inventor. The key
 * column (a patent id) is matched against the ids the bigram GIN index and the number prefix indexes find, so a
 * keyword never scans the patent table (keyword-condition.ts). Totals here are exact; the library search page
 * itself calls POST /schoolLib/ipSchoolPatent/v1/query, whose totals stop at a cap (keyword-plan.ts).
 */
const searchValue: VirtualViewField = {
  name: 'searchValue', type: 'string',
  compile: (_operation, value, keyRef): RawBuilder<SqlBool> | null => {
    const keyword = keywordValue(value);
    if (!keyword) return null;
    return sql<SqlBool>`${sql.ref(keyRef)} in (select p.id from patent p where ${keywordCondition(keyword)})`;
  },
};

/** status: one of the seven statistic tiles (status-tiles.ts); applying is every patent. */
const status: VirtualViewField = {
  name: 'status', type: 'string',
  compile: (_operation, value, keyRef) => {
    const tile = tileValue(value);
    if (!tile) return null;
    return tile === 'applying' ? null : sql<SqlBool>`${sql.ref(keyRef)} in (select p.id from patent p where ${tileCondition(tile)})`;
  },
};

/** statusType: sent by the tiles beside status; it selects nothing on its own. */
const statusType: VirtualViewField = { name: 'statusType', type: 'string', compile: () => null };

/**
 * The patent library's registered views by sqlAlias: patentSearch (templates jgzlk / bxzlk) and the workbench query
 * views of patent-library.md section 2 (templates wdzl, sz, xzsz, wdxz, ggby, grby, zlfx, wdxx fix the person
 * column to `${user.id}` with a data rule).
 */
export const PATENT_LIBRARY_VIEWS: Record<string, SqlView> = {
  patentSearch: {
    view: 'v_patent_search', key: 'id',
    columns: [id, ...PATENT_COLUMNS, col('fApplicant', 'applicant'), col('fAgency', 'agency'), col('fMainIpc', 'main_ipc'),
      col('entrusted', 'entrusted', 'boolean'), col('operated', 'operated', 'boolean')],
    virtual: [searchValue, status, statusType],
  },
  wdzl: {
    view: 'v_my_patents', key: 'id',
    columns: [id, col('userId', 'user_id', 'number'), ...PATENT_COLUMNS],
    virtual: [searchValue, status, statusType],
  },
  wdsz: {
    view: 'v_favourites', key: 'id',
    columns: [id, col('patentId', 'patent_id', 'number'), col('folderId', 'folder_id', 'number'), col('folderName', 'folder_name'),
      col('ownerId', 'owner_id', 'number'), col('source', 'source'), col('collectTime', 'collect_time', 'date'), ...PATENT_COLUMNS],
  },
  xzsz: {
    view: 'v_group_favourites', key: 'id',
    columns: [id, col('patentId', 'patent_id', 'number'), col('folderId', 'folder_id', 'number'), col('folderName', 'folder_name'),
      col('groupId', 'group_id', 'number'), col('groupName', 'group_name'), col('collectorId', 'collector_id', 'number'),
      col('collectorName', 'collector_name'), col('memberId', 'member_id', 'number'), col('source', 'source'),
      col('collectTime', 'collect_time', 'date'), ...PATENT_COLUMNS],
  },
  wdxz: {
    view: 'v_my_groups', key: 'id',
    columns: [id, col('name', 'name'), col('ownerId', 'owner_id', 'number'), col('ownerName', 'owner_name'), col('dataSource', 'data_source'),
      col('createdAt', 'created_at', 'date'), col('memberId', 'member_id', 'number'), col('memberCount', 'member_count', 'number'),
      col('itemCount', 'item_count', 'number')],
  },
  wdby: {
    view: 'v_index_items', key: 'id',
    columns: [id, col('patentId', 'patent_id', 'number'), col('nodeId', 'node_id', 'number'), col('nodeName', 'node_name'),
      col('treeKind', 'tree_kind'), col('ownerId', 'owner_id', 'number'), col('markedBy', 'marked_by', 'number'),
      col('markedByName', 'marked_by_name'), col('source', 'source'), col('markTime', 'mark_time', 'date'), ...PATENT_COLUMNS],
  },
  zlfx: {
    view: 'v_shared_patents', key: 'id',
    columns: [id, col('patentId', 'patent_id', 'number'), col('sharedTo', 'shared_to', 'number'), col('sharedBy', 'shared_by', 'number'),
      col('sharedByName', 'shared_by_name'), col('source', 'source'), col('shareTime', 'share_time', 'date'), ...PATENT_COLUMNS],
  },
  xxgl: {
    view: 'v_my_messages', key: 'id',
    columns: [id, col('receiverId', 'receiver_id', 'number'), col('senderId', 'sender_id', 'number'), col('senderName', 'sender_name'),
      col('type', 'type'), col('subject', 'subject'), col('content', 'content'), col('url', 'url'), col('isRead', 'is_read', 'boolean'),
      col('createdAt', 'created_at', 'date')],
  },
};
