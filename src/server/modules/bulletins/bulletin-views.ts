import type { SqlView } from '../forms/sql-view-registry.ts';

/**
 * 公告管理 (template ggdl) over v_bulletin_admin (migration 0088): the bulletins with their state (published or not),
 * pin and version; the table is tenant-scoped (tenant_id, row-level security) and the view runs as the caller.
 */
export const BULLETIN_VIEWS: Record<string, SqlView> = {
  bulletins: {
    view: 'v_bulletin_admin', key: 'id',
    columns: [
      { name: 'id', column: 'id', type: 'number' },
      { name: 'title', column: 'title', type: 'string' },
      { name: 'applicationNo', column: 'application_no', type: 'string' },
      { name: 'publishDate', column: 'publish_date', type: 'date' },
      { name: 'state', column: 'state', type: 'string' },
      { name: 'pinned', column: 'pinned', type: 'boolean' },
      { name: 'version', column: 'version', type: 'number' },
      { name: 'createdByName', column: 'created_by_name', type: 'string' },
      { name: 'createdAt', column: 'created_at', type: 'date' },
    ],
  },
};
