import type { SqlView } from '../forms/sql-view-registry.ts';

/**
 * The bulletins table as a registered view (sqlAlias bulletins) for the 公告管理 template ggdl: the table is
 * tenant-scoped (tenant_id, row-level security), so the generic list reads it like a view.
 */
export const BULLETIN_VIEWS: Record<string, SqlView> = {
  bulletins: {
    view: 'ip_school_bulletin', key: 'id',
    columns: [
      { name: 'id', column: 'id', type: 'number' },
      { name: 'title', column: 'title', type: 'string' },
      { name: 'applicationNo', column: 'application_no', type: 'string' },
      { name: 'publishDate', column: 'publish_date', type: 'date' },
      { name: 'status', column: 'status', type: 'number' },
      { name: 'isTop', column: 'is_top', type: 'number' },
      { name: 'createdAt', column: 'created_at', type: 'date' },
    ],
  },
};
