import { REJECT_MODES } from '../../../common/api/workflow.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { loadDefinition } from '../../bpm/load-run.ts';
import { nodeOf } from '../../bpm/model.ts';
import { nodeSetting } from '../../bpm/settings.ts';
import { flowNamesOfDefinitions } from './flow-names.ts';
import { iso } from './list-tasks.ts';
import { buttonsOf, taskOf } from './read-task.ts';

/**
 * getCurNodeProperties: the node a task stands on as the task page needs it: its kind, the countersign mode, the
 * buttons after the per-node rules, the reject modes allowed (none on the first node), form rights, copy-to and due time.
 */
export function currentNodeProperties(db: Db, principal: Principal, taskId: number, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const task = await taskOf(tx, principal, taskId);
    const instance = await tx.selectFrom('bpm_instance').select('def_id').where('id', '=', task.instance_id).executeTakeFirstOrThrow();
    const { model, settings } = await loadDefinition(tx, instance.def_id);
    const node = nodeOf(model, task.node_id);
    const setting = nodeSetting(settings, node.id);
    const { buttons, isFirstNode, isAddSign, form, fieldRights } = await buttonsOf(tx, task, lang);
    const names = await flowNamesOfDefinitions(tx, lang, [instance.def_id]);
    const multi = node.multiInstance;
    const due = task.due_at === null ? null : new Date(task.due_at);
    return {
      taskId: String(task.id), nodeId: node.id, nodeName: names.node(instance.def_id, node.id, node.name),
      nodeType: isFirstNode ? 'START' as const : multi ? 'SIGNTASK' as const : 'USERTASK' as const,
      isFirstNode, isAddSign,
      signType: multi ? (multi.sequential ? 'sequence' as const : 'parallel' as const) : null,
      signRule: multi ? multi.completion : null,
      buttons,
      rejectModes: isFirstNode ? [] : [...(setting.rejectModes ?? REJECT_MODES)],
      form, fieldRights,
      hasCopyTo: (setting.copyTo ?? []).length > 0,
      dueTime: iso(due), overdue: due !== null && task.closed_at === null && due.getTime() < Date.now(),
      closed: task.closed_at !== null, suspended: task.suspended, locked: task.locked_by !== null,
      lockedBy: task.locked_by === null ? null : String(task.locked_by),
    };
  });
}
