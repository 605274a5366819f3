import { sql } from 'kysely';
import type { TreeKind } from '../../../common/api/collections.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { actorOf, idOf } from './actor.ts';
import { visibleNode, type NodeRow } from './node-access.ts';

export const ITEM_FIELDS: QueryFields = [
  { name: 'id', column: 'ci.id', type: 'number' },
  { name: 'nodeId', column: 'ci.node_id', type: 'number' },
  { name: 'nodeName', column: 'n.name', type: 'string' },
  { name: 'patentId', column: 'ci.patent_id', type: 'number' },
  { name: 'userId', column: 'ci.user_id', type: 'number' },
  { name: 'userName', column: 'u.fullname', type: 'string' },
  { name: 'source', column: 'ci.source', type: 'string' },
  { name: 'createTime', column: 'ci.created_at', type: 'date' },
  { name: 'fApplicationNo', column: 'p.application_no', type: 'string' },
  { name: 'fPublicationNo', column: 'p.publication_no', type: 'string' },
  { name: 'fName', column: 'p.name', type: 'string' },
  { name: 'fLegalStatus', column: 'p.legal_status', type: 'string' },
  { name: 'fType', column: 'p.type', type: 'string' },
  { name: 'fApplicationDate', column: 'p.application_date', type: 'date' },
  { name: 'fOrgName', column: 'o.name', type: 'string' },
  { name: 'fInventor', column: 'p.inventor', type: 'string' },
];

/** Entries of a node and every node below it, in the row shape of CollectedPatentRow. */
export function itemsBelow(tx: Tx, node: NodeRow) {
  return tx.selectFrom('collection_item as ci')
    .innerJoin('sys_type as n', 'n.id', 'ci.node_id')
    .innerJoin('patent as p', 'p.id', 'ci.patent_id')
    .innerJoin('app_user as u', 'u.id', 'ci.user_id')
    .leftJoin('org as o', 'o.id', 'p.org_id')
    .where('n.type_group_key', '=', node.type_group_key)
    .where(sql<boolean>`n.path like ${`${node.path}%`}`)
    .select([
      'ci.id', 'ci.node_id as nodeId', 'n.name as nodeName', 'ci.patent_id as patentId', 'ci.user_id as userId', 'u.fullname as userName',
      'ci.source', sql<string>`to_char(ci.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createTime'),
      'p.application_no as fApplicationNo', 'p.publication_no as fPublicationNo', 'p.name as fName', 'p.legal_status as fLegalStatus',
      'p.type as fType', sql<string>`to_char(p.application_date, 'YYYY-MM-DD')`.as('fApplicationDate'), 'o.name as fOrgName', 'p.inventor as fInventor',
    ]);
}

/** mark/patent (an indexing node) and groupCollect/list (a group or one of its folders): a page of entries. */
export async function listNodeItems(db: Db, principal: Principal, rawNodeId: unknown, kinds: readonly TreeKind[], filter: QueryFilter | undefined) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const node = await visibleNode(tx, idOf(rawNodeId), actor);
    if (!kinds.includes(node.type_group_key)) throw notFound('nodeNotFound');
    return pagedQuery(itemsBelow(tx, node), filter, ITEM_FIELDS, { order: [['ci.created_at', 'desc'], ['ci.id', 'desc']] });
  });
}
