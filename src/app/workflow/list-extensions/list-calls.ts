import type { QueryCondition, QueryFilter } from '../../../common/query/query-filter.ts';
import type { ListCall } from '../../../engine/list/extensions/types.ts';
import type { ApiClient } from '../../api/client.ts';
import type { ListJsonBody, TemplatePage } from '../../api/forms.ts';
import {
  listDelegated, listDoneTasks, listDrafts, listLeaderTodo, listMyRequests, listNotices, listTodo, type Page,
} from '../../api/workflow-lists.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a `YYYY-MM-DD` day (plus `days`) as an ISO instant; undefined for anything else. */
export function localDayStart(day: unknown, days = 0): string | undefined {
  const match = typeof day === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).toISOString();
}

/**
 * The workflow endpoints' filter from a list's: a range of calendar days on a time becomes whole local days
 * (from the first day's midnight up to, not including, the midnight after the last), and a page listing one flow
 * (`defKey`) adds that flow's key.
 */
export function workflowFilter(body: Pick<ListJsonBody, 'queryFilter' | 'defKey'>): QueryFilter {
  const querys: QueryCondition[] = [];
  for (const q of body.queryFilter?.querys ?? []) {
    const [from, to] = q.operation === 'BETWEEN' && Array.isArray(q.value) ? q.value : [undefined, undefined];
    if (q.operation === 'BETWEEN' && DAY.test(String(from)) && DAY.test(String(to))) {
      querys.push({ property: q.property, value: localDayStart(from)!, operation: 'GREAT_EQUAL' });
      querys.push({ property: q.property, value: localDayStart(to, 1)!, operation: 'LESS' });
    } else if (q.operation === 'GREAT_EQUAL' && DAY.test(String(q.value))) {
      querys.push({ property: q.property, value: localDayStart(q.value)!, operation: 'GREAT_EQUAL' });
    } else if (q.operation === 'LESS_EQUAL' && DAY.test(String(q.value))) {
      querys.push({ property: q.property, value: localDayStart(q.value, 1)!, operation: 'LESS' });
    } else {
      querys.push(q);
    }
  }
  if (body.defKey) querys.push({ property: 'defKey', value: body.defKey, operation: 'EQUAL' });
  const { pageBean, sorter } = body.queryFilter ?? {};
  return { pageBean: { page: pageBean?.page ?? 1, pageSize: pageBean?.pageSize ?? 10, showTotal: true }, querys, ...(sorter?.length ? { sorter } : {}) };
}

type Read = (api: ApiClient, filter: QueryFilter) => Promise<Page<object>>;

const asPage = (page: Page<object>, row: (r: Record<string, unknown>) => Record<string, unknown> = (r) => r): TemplatePage =>
  ({ rows: page.rows.map((r) => row(r as Record<string, unknown>)), total: page.total ?? page.rows.length, page: page.page, pageSize: page.pageSize });

const call = (api: ApiClient, read: Read, row?: (r: Record<string, unknown>) => Record<string, unknown>): ListCall =>
  async (body) => asPage(await read(api, workflowFilter(body)), row);

/**
 * The workflow centre's lists as list calls (template `source: { kind: 'call', call }`): each reads its own endpoint.
 * The leader to-do rows carry `leaderId` (the leader a secretary acts for, opening /task/{taskId}/{leaderId}); a draft
 * without a subject shows its flow's name.
 */
export function workflowListCalls(api: ApiClient): Record<string, ListCall> {
  return {
    workflowTodo: call(api, listTodo, (r) => ({ ...r, leaderId: 0 })),
    workflowLeaderTodo: call(api, listLeaderTodo, (r) => ({ ...r, leaderId: (r.identityList as { id: string }[] | undefined)?.[0]?.id ?? 0 })),
    workflowDelegate: call(api, listDelegated),
    workflowDone: call(api, listDoneTasks),
    workflowRequest: call(api, listMyRequests),
    workflowTodoRead: call(api, (client, filter) => listNotices(client, 'todoRead', filter)),
    workflowDoneRead: call(api, (client, filter) => listNotices(client, 'doneRead', filter)),
    workflowMyRead: call(api, (client, filter) => listNotices(client, 'myRead', filter)),
    workflowDrafts: call(api, listDrafts, (r) => ({ ...r, subject: r.subject || r.defName })),
  };
}
