import { sql, type SelectQueryBuilder } from 'kysely';
import type { Counts } from '../../../common/api/workflow.ts';
import { toCount, withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { delegateBase, leaderTodoBase, todoBase } from './list-tasks.ts';
import { draftBase, noticeBase } from './list-notices.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const counted = (q: SelectQueryBuilder<any, any, any>) => q.clearSelect().select(sql`count(*)`.as('n'));

/** Every counter of the caller in one round trip, each through the index of its list. */
export function countsOf(db: Db, principal: Principal): Promise<Counts> {
  const { tenantId, userId: me } = principal;
  return withTenant(db, tenantId, async (tx) => {
    const { rows } = await sql<Record<keyof Counts, unknown>>`select
      (${counted(todoBase(tx, tenantId, me))}) as "todo",
      (${counted(leaderTodoBase(tx, tenantId, me))}) as "leaderTodo",
      (${counted(delegateBase(tx, tenantId, me))}) as "delegate",
      (${counted(noticeBase(tx, tenantId, me, 'todoRead'))}) as "todoRead",
      (${counted(noticeBase(tx, tenantId, me, 'doneRead'))}) as "doneRead",
      (${counted(noticeBase(tx, tenantId, me, 'myRead'))}) as "myRead",
      (${counted(draftBase(tx, tenantId, me))}) as "draft"`.execute(tx);
    const row = rows[0]!;
    return {
      todo: toCount(row.todo), leaderTodo: toCount(row.leaderTodo), delegate: toCount(row.delegate), todoRead: toCount(row.todoRead),
      doneRead: toCount(row.doneRead), myRead: toCount(row.myRead), draft: toCount(row.draft),
    };
  });
}
