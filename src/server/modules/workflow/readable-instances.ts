import { sql, type Expression, type SqlBool } from 'kysely';
import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { isAdmin } from '../../bpm/start-rights.ts';

/**
 * The instances (`i` = bpm_instance) a caller may read, as a condition for lists: the rules of requireInstanceReader
 * (initiator, handled it, holds a task, copy-to receiver or sender, owner of an agent-held task, secretary of a
 * holder, administrator) in one expression. Change both together.
 */
export async function readableInstance(tx: Tx, principal: Principal): Promise<Expression<SqlBool>> {
  if (await isAdmin(tx, principal)) return sql<SqlBool>`true`;
  const me = principal.userId;
  return sql<SqlBool>`(i.creator_id = ${me}
    or exists (select 1 from bpm_done d where d.instance_id = i.id and d.user_id = ${me})
    or exists (select 1 from bpm_task t join bpm_task_candidate c on c.task_id = t.id where t.instance_id = i.id and c.user_id = ${me})
    or exists (select 1 from bpm_notice n where n.instance_id = i.id and (n.receiver_id = ${me} or n.sender_id = ${me}))
    or exists (select 1 from bpm_task t where t.instance_id = i.id and t.owner_id = ${me})
    or exists (select 1 from bpm_task t join bpm_task_candidate c on c.task_id = t.id join bpm_secretary s on s.leader_id = c.user_id
      where t.instance_id = i.id and s.secretary_id = ${me} and s.enabled))`;
}
