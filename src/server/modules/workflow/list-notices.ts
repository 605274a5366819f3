import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { flowNamesOfDefinitions, flowNamesOfInstances, type FlowNames } from './flow-names.ts';
import { DONE_TASK_FIELDS, DRAFT_FIELDS, NOTICE_FIELDS } from './list-fields.ts';
import { iso } from './list-tasks.ts';
import { mayRevoke } from '../../bpm/actions/revoke.ts';
import { withEnglishFlowNameSearch } from './flow-name-search.ts';

export type NoticeBox = 'todoRead' | 'doneRead' | 'myRead';

/** Copy-to notices: unread (todoRead), read (doneRead), sent by me (myRead); each served by its partial index. */
export function noticeBase(tx: Tx, tenantId: number, me: number, box: NoticeBox) {
  const base = tx.selectFrom('bpm_notice as n').selectAll('n').where('n.tenant_id', '=', tenantId);
  if (box === 'myRead') return base.where('n.sender_id', '=', me);
  const mine = base.where('n.receiver_id', '=', me);
  return box === 'todoRead' ? mine.where('n.read_at', 'is', null) : mine.where('n.read_at', 'is not', null);
}
export const NOTICE_ORDER = {
  todoRead: [['n.created_at', 'desc'], ['n.id', 'desc']],
  doneRead: [['n.read_at', 'desc'], ['n.id', 'desc']],
  myRead: [['n.created_at', 'desc'], ['n.id', 'desc']],
} as const;

export type NoticeDbRow = Awaited<ReturnType<ReturnType<typeof noticeBase>['execute']>>[number];

/** A copy-to notice on the wire; `names` (the caller's language) by instance id. */
export const noticeRow = (n: NoticeDbRow, names: FlowNames) => ({
  id: String(n.id), taskId: n.task_id === null ? null : String(n.task_id), procInstId: String(n.instance_id), nodeId: n.node_id,
  nodeName: names.node(n.instance_id, n.node_id, n.node_name), type: n.kind, subject: n.subject, defKey: n.def_key,
  defName: names.flow(n.instance_id, n.def_name), creator: n.creator_name, sender: n.sender_name,
  senderId: String(n.sender_id), receiver: n.receiver_name, receiverId: String(n.receiver_id), opinion: n.opinion,
  createTime: iso(n.created_at)!, readTime: iso(n.read_at),
});

export function listNotices(db: Db, principal: Principal, filter: QueryFilter, box: NoticeBox, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(noticeBase(tx, principal.tenantId, principal.userId, box), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), NOTICE_FIELDS, { order: NOTICE_ORDER[box] });
    const names = await flowNamesOfInstances(tx, lang, page.rows.map((n) => n.instance_id));
    return { ...page, rows: page.rows.map((n) => noticeRow(n, names)) };
  });
}

/** The caller's drafts, last saved first (served by bpm_draft_creator). */
export function draftBase(tx: Tx, tenantId: number, me: number) {
  return tx.selectFrom('bpm_draft as r').select(['r.id', 'r.def_id', 'r.def_key', 'r.def_name', 'r.subject', 'r.business_key', 'r.created_at', 'r.updated_at'])
    .where('r.tenant_id', '=', tenantId).where('r.creator_id', '=', me);
}
export const DRAFT_ORDER = [['r.updated_at', 'desc'], ['r.id', 'desc']] as const;

export function listDrafts(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(draftBase(tx, principal.tenantId, principal.userId), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), DRAFT_FIELDS, { order: DRAFT_ORDER });
    const names = await flowNamesOfDefinitions(tx, lang, page.rows.map((r) => r.def_id));
    return {
      ...page,
      rows: page.rows.map((r) => ({
        id: String(r.id), defId: String(r.def_id), defKey: r.def_key, defName: names.flow(r.def_id, r.def_name), subject: r.subject, businessKey: r.business_key,
        createTime: iso(r.created_at)!, updateTime: iso(r.updated_at)!,
      })),
    };
  });
}

/** Opinions the caller gave, newest first (served by bpm_opinion_user), with the revoke flag of the spec's rule. */
export function doneTaskBase(tx: Tx, tenantId: number, me: number) {
  return tx.selectFrom('bpm_opinion as o').innerJoin('bpm_instance as i', 'i.id', 'o.instance_id')
    .select(['o.id', 'o.task_id', 'o.node_id', 'o.node_name', 'o.instance_id', 'o.action', 'o.opinion', 'o.created_at',
      'i.subject', 'i.def_key', 'i.def_name', 'i.creator_name', 'i.status', 'i.creator_id'])
    .select((eb) => eb.and([
      eb('i.status', '=', 'running'),
      eb('o.action', 'in', ['agree', 'inqu']),
      eb('o.undo', 'is not', null),
      // Only the first row of each (instance, task key) pair.
      eb.not(eb.exists(eb.selectFrom('bpm_opinion as later').select('later.id').whereRef('later.instance_id', '=', 'o.instance_id')
        .whereRef('later.node_id', '=', 'o.node_id').whereRef('later.user_id', '=', 'o.user_id').whereRef('later.id', '>', 'o.id'))),
    ]).as('revocable'))
    .where('o.tenant_id', '=', tenantId).where('o.user_id', '=', me)
    .where('o.action', 'not in', ['start', 'urge', 'copyto', 'copyToReply', 'hangUp', 'cancelHangUp', 'timeout']);
}
export const DONE_TASK_ORDER = [['o.created_at', 'desc'], ['o.id', 'desc']] as const;

export function listDoneTasks(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(doneTaskBase(tx, principal.tenantId, principal.userId), await withEnglishFlowNameSearch(tx, principal.tenantId, lang, filter), DONE_TASK_FIELDS, { order: DONE_TASK_ORDER });
    const names = await flowNamesOfInstances(tx, lang, page.rows.map((o) => o.instance_id));
    // The rows the quick rule allows are asked the action's own rule (mayRevoke): nothing they led to handled since.
    const revocable = new Set<number>();
    for (const o of page.rows.filter((r) => r.revocable)) {
      const instance = { id: o.instance_id, status: o.status, creator_id: o.creator_id };
      if (await mayRevoke(tx, principal, instance, o.id, o.task_id ?? undefined)) revocable.add(o.id);
    }
    return {
      ...page,
      rows: page.rows.map((o) => ({
        id: String(o.id), taskId: o.task_id === null ? null : String(o.task_id), taskKey: o.node_id, taskName: names.node(o.instance_id, o.node_id, o.node_name),
        procInstId: String(o.instance_id), subject: o.subject, defKey: o.def_key, defName: names.flow(o.instance_id, o.def_name), creator: o.creator_name, instStatus: o.status, opinionStatus: o.action,
        opinion: o.opinion, createTime: iso(o.created_at)!, revoke: revocable.has(o.id),
      })),
    };
  });
}
