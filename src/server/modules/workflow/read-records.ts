import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { flowNamesOfInstances } from './flow-names.ts';
import { requireInstanceReader } from './instance-access.ts';
import { iso } from './list-tasks.ts';

const READ_RECORD_FIELDS: QueryFields = [
  { name: 'readerName', column: 'n.receiver_name', type: 'string' },
  { name: 'senderName', column: 'n.sender_name', type: 'string' },
  { name: 'nodeName', column: 'n.node_name', type: 'string' },
  { name: 'nodeId', column: 'n.node_id', type: 'string' },
  { name: 'createTime', column: 'n.created_at', type: 'date' },
  { name: 'readTime', column: 'n.read_at', type: 'date' },
];
const READ_ORDER = [['n.read_at', 'desc'], ['n.id', 'desc']] as const;

/**
 * getByRecordInstId (阅读记录): who read the copies of an instance and when, last read first (served by
 * bpm_notice_instance, migration 0043); for those who may read the instance.
 */
export function readRecords(db: Db, principal: Principal, body: QueryFilter & { instId: number }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, body.instId);
    const base = tx.selectFrom('bpm_notice as n').select(['n.id', 'n.instance_id', 'n.node_id', 'n.node_name', 'n.receiver_id', 'n.receiver_name', 'n.sender_name', 'n.created_at', 'n.read_at'])
      .where('n.tenant_id', '=', principal.tenantId).where('n.instance_id', '=', body.instId).where('n.read_at', 'is not', null);
    const page = await pagedQuery(base, body, READ_RECORD_FIELDS, { order: READ_ORDER });
    const names = await flowNamesOfInstances(tx, lang, [body.instId]);
    return {
      ...page,
      rows: page.rows.map((n) => ({
        id: String(n.id), procInstId: String(n.instance_id), nodeId: n.node_id, nodeName: names.node(n.instance_id, n.node_id, n.node_name), readerId: String(n.receiver_id),
        readerName: n.receiver_name, senderName: n.sender_name, createTime: iso(n.created_at)!, readTime: iso(n.read_at)!,
      })),
    };
  });
}
