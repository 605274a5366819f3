import { badRequest } from '../lib/app-error.ts';
import type { ProcessNode } from './model.ts';
import type { AssigneeRule } from './settings.ts';

/** A node whose rules let the initiator (at start) or the previous handler (at complete) pick its handlers freely. */
export const takesChoice = (rules: readonly AssigneeRule[]): boolean => rules.some((r) => r.type === 'initiatorChoice');

/**
 * Who handles a node a token enters: the one rule both the action (enterUserTask) and the "what's possible" answer
 * (nextNodeChoices) apply. `resolved` are the users the node's rules name; `chosen` the users picked for it in
 * `nodeUsers`. A node that takes a choice may get any active staff member (readNodeUsers checked them); any other
 * node only some of its own candidates. Nobody at all is 节点 … 没有处理人.
 */
export function handlersOf(node: Pick<ProcessNode, 'name'>, rules: readonly AssigneeRule[], resolved: number[], chosen: number[] | undefined): number[] {
  if (chosen && chosen.length > 0) {
    if (!takesChoice(rules)) {
      const allowed = new Set(resolved);
      if (chosen.some((id) => !allowed.has(id))) throw badRequest('bpmChosenNotAllowed', { node: node.name });
    }
    return chosen;
  }
  if (resolved.length === 0) throw badRequest('bpmNoAssignee', { node: node.name });
  return resolved;
}
