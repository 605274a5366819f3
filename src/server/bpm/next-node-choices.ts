import type { Tx } from '../db/database.ts';
import { AppError, forbidden } from '../lib/app-error.ts';
import type { Principal } from '../lib/context.ts';
import { resolveAssignees } from './assignees.ts';
import { flowOf, nodeOf, type ProcessModel, type ProcessNode } from './model.ts';
import { chooseFlows } from './move-token.ts';
import { handlersOf, takesChoice } from './node-handlers.ts';
import { nodeSetting, type FlowSettings } from './settings.ts';
import { hasStartRights } from './start-rights.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/i18n/languages.ts';

/** A user task the process reaches next, and whether (and among whom) its handlers are to be chosen. */
export interface NextNodeChoice {
  nodeId: string;
  name: string;
  /** The node takes a choice (chosen by the initiator / the previous handler): the page offers a picker. */
  needsChoice: boolean;
  /** A choice is needed and the node's other rules name nobody: without one the action is refused. */
  required: boolean;
  /** The users the node's rules name (who it goes to when nobody is chosen). */
  candidates: { id: string; name: string }[];
}

/** Whether the action can succeed as things stand (the message says why not), and the next nodes. */
export interface NextChoices {
  possible: boolean;
  /** Why not (a message key and its parameters), when not possible. */
  refusal: AppError | null;
  nodes: NextNodeChoice[];
}

const GATEWAYS = new Set(['exclusive', 'parallel', 'inclusive']);

/**
 * The user tasks a token leaving `fromId` reaches, through gateways as their conditions over `data` choose
 * (the action's own chooseFlows). A gateway the data cannot decide yet (a condition that fails, no path) is not
 * followed: the form is not finished, and the action will say so itself.
 */
export async function nextUserTasks(model: ProcessModel, fromId: string, data: Record<string, unknown>): Promise<ProcessNode[]> {
  const found: ProcessNode[] = [];
  const seen = new Set<string>([fromId]);
  const visit = async (nodeId: string): Promise<void> => {
    let flows: string[];
    try {
      flows = await chooseFlows(model, nodeOf(model, nodeId), data);
    } catch (error) {
      if (error instanceof AppError) return;
      throw error;
    }
    for (const flowId of flows) {
      const target = nodeOf(model, flowOf(model, flowId).target);
      if (seen.has(target.id)) continue;
      seen.add(target.id);
      if (target.kind === 'userTask') found.push(target);
      else if (GATEWAYS.has(target.kind)) await visit(target.id);
    }
  };
  await visit(fromId);
  return found;
}

export interface ChoiceContext {
  tenantId: number;
  initiatorId: number;
  /** Who acts (starts, or completes the task). */
  actorId: number;
}

/**
 * The next nodes' choices and whether each finds a handler, by the rule the action applies (handlersOf with
 * nothing chosen): a node that neither names anyone nor takes a choice makes the action impossible.
 */
export async function choicesFor(
  tx: Tx, ctx: ChoiceContext, flow: { model: ProcessModel; settings: FlowSettings }, fromId: string, data: Record<string, unknown>,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<NextChoices> {
  const nodes: NextNodeChoice[] = [];
  let refusal: AppError | null = null;
  for (const node of await nextUserTasks(flow.model, fromId, data)) {
    const setting = nodeSetting(flow.settings, node.id);
    const rules = setting.assignees ?? [];
    const resolved = await resolveAssignees(tx, rules, { tenantId: ctx.tenantId, initiatorId: ctx.initiatorId, previousHandlerId: ctx.actorId });
    const needsChoice = takesChoice(rules);
    if (!needsChoice) {
      try {
        handlersOf(node, rules, resolved, undefined);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusal ??= error;
      }
    }
    const names = resolved.length === 0 ? [] : await tx.selectFrom('app_user').select(['id', 'fullname']).where('id', 'in', resolved).execute();
    nodes.push({
      nodeId: node.id, name: lang === 'en-US' ? setting.nameEn ?? node.name : node.name, needsChoice, required: needsChoice && resolved.length === 0,
      candidates: resolved.map((id) => ({ id: String(id), name: names.find((u) => u.id === id)?.fullname ?? '' })),
    });
  }
  return { possible: refusal === null, refusal, nodes };
}

/** The start's answer: start rights first (the start checks them first), then the first nodes. */
export async function startChoices(
  tx: Tx, principal: Principal, initiatorId: number, flow: { model: ProcessModel; settings: FlowSettings }, data: Record<string, unknown>,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<NextChoices> {
  if (!(await hasStartRights(tx, principal, flow.settings))) return { possible: false, refusal: forbidden('bpmNoStartRights'), nodes: [] };
  return choicesFor(tx, { tenantId: principal.tenantId, initiatorId, actorId: principal.userId }, flow, flow.model.startId, data, lang);
}
