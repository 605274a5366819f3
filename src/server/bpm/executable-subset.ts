import type { ErrorKey } from '../../common/i18n/errors.ts';
import { checkCondition } from './conditions.ts';
import type { MultiInstance, NodeKind, ProcessFlow, ProcessModel, ProcessNode } from './model.ts';
import type { ModdleNode } from './parse.ts';

/** Why a BPMN file cannot run here; names the offending element. */
export class NotExecutable extends Error {
  constructor(readonly elementId: string, readonly elementType: string, readonly reason: NotExecutableReason, readonly detail = '') {
    super(`${elementType} ${elementId}: ${reason} ${detail}`.trim());
  }
}

/** Message keys of the refusals (errors catalog); each message names the element id and type. */
export type NotExecutableReason = Extract<ErrorKey, `bpmRefuse${string}`>;

const NODE_KINDS: Record<string, NodeKind> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:UserTask': 'userTask',
  // An untyped task is work a person does (the MIWG reference models draw approvals this way).
  'bpmn:Task': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:InclusiveGateway': 'inclusive',
};

const JSONATA_LANGUAGES = new Set(['', 'jsonata', 'https://jsonata.org', 'http://jsonata.org']);

const list = (value: unknown): ModdleNode[] => (Array.isArray(value) ? (value as ModdleNode[]) : []);
const idOf = (element: ModdleNode) => element.id ?? '(no id)';
const refuse = (element: ModdleNode, reason: NotExecutableReason, detail = '') => new NotExecutable(idOf(element), element.$type, reason, detail);
const refId = (value: unknown) => (value && typeof value === 'object' ? (value as ModdleNode).id : undefined);

/** Completion rules per multi-instance node, from the node settings (default: all signers). */
export type CompletionOf = (nodeId: string) => MultiInstance['completion'];

/**
 * Compiles a parsed BPMN tree to the executable model, or throws NotExecutable for the first element outside
 * the subset: start/end events without event definitions, user tasks (single or multi-instance), exclusive,
 * parallel and inclusive gateways, jsonata conditions on sequence flows, timer boundary events as due times.
 */
export function compileProcess(definitions: ModdleNode, completionOf: CompletionOf = () => ({ kind: 'all' })): ProcessModel {
  const processes = list(definitions.rootElements).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length === 0) throw refuse(definitions, 'bpmRefuseNoProcess');
  for (const process of processes) for (const element of list(process.flowElements)) checkElement(element);
  const withFlow = processes.filter((p) => list(p.flowElements).length > 0);
  if (withFlow.length !== 1) throw refuse(withFlow[1] ?? processes[0]!, 'bpmRefuseOneProcess');
  return buildModel(withFlow[0]!, completionOf);
}

function checkElement(element: ModdleNode): void {
  const type = element.$type;
  if (type === 'bpmn:SequenceFlow') return checkFlow(element);
  if (type === 'bpmn:BoundaryEvent') return checkBoundary(element);
  const kind = NODE_KINDS[type];
  if (!kind) throw refuse(element, 'bpmRefuseElement');
  if ((kind === 'start' || kind === 'end') && list(element.eventDefinitions).length > 0) {
    throw refuse(element, 'bpmRefuseEvent', list(element.eventDefinitions)[0]!.$type);
  }
  const loop = element.loopCharacteristics as ModdleNode | undefined;
  if (loop && loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') throw refuse(element, 'bpmRefuseLoop', loop.$type);
}

function checkFlow(flow: ModdleNode): void {
  const condition = flow.conditionExpression as ModdleNode | undefined;
  if (!condition) return;
  const language = String(condition.language ?? '').trim().toLowerCase();
  if (!JSONATA_LANGUAGES.has(language)) throw refuse(flow, 'bpmRefuseConditionLanguage', String(condition.language));
  const body = String(condition.body ?? '').trim();
  if (!body) throw refuse(flow, 'bpmRefuseConditionEmpty');
  try {
    checkCondition(body);
  } catch (error) {
    throw refuse(flow, 'bpmRefuseConditionSyntax', (error as Error).message);
  }
  const sourceType = (flow.sourceRef as ModdleNode | undefined)?.$type;
  if (sourceType !== 'bpmn:ExclusiveGateway' && sourceType !== 'bpmn:InclusiveGateway') {
    throw refuse(flow, 'bpmRefuseConditionSource');
  }
}

function checkBoundary(event: ModdleNode): void {
  const definitions = list(event.eventDefinitions);
  const timer = definitions[0];
  if (definitions.length !== 1 || timer?.$type !== 'bpmn:TimerEventDefinition') {
    throw refuse(event, 'bpmRefuseBoundary', timer?.$type ?? '-');
  }
  const duration = String((timer.timeDuration as ModdleNode | undefined)?.body ?? '').trim();
  if (!/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/.test(duration)) {
    throw refuse(event, 'bpmRefuseTimerDuration');
  }
  const host = event.attachedToRef as ModdleNode | undefined;
  if (!host || NODE_KINDS[host.$type] !== 'userTask') throw refuse(event, 'bpmRefuseTimerHost');
}

function buildModel(process: ModdleNode, completionOf: CompletionOf): ProcessModel {
  const nodes: Record<string, ProcessNode> = {};
  const flows: Record<string, ProcessFlow> = {};
  const elements = list(process.flowElements);
  for (const element of elements) {
    const kind = NODE_KINDS[element.$type];
    if (!kind) continue;
    const node: ProcessNode = { id: idOf(element), kind, name: element.name?.trim() || idOf(element), incoming: [], outgoing: [] };
    const defaultFlow = refId(element.default);
    if (defaultFlow && (kind === 'exclusive' || kind === 'inclusive')) node.defaultFlow = defaultFlow;
    const loop = element.loopCharacteristics as ModdleNode | undefined;
    if (loop) node.multiInstance = { sequential: loop.isSequential === true, completion: completionOf(node.id) };
    nodes[node.id] = node;
  }
  for (const element of elements) {
    if (element.$type !== 'bpmn:BoundaryEvent') continue;
    const host = nodes[refId(element.attachedToRef) ?? '']!;
    const timer = list(element.eventDefinitions)[0]!;
    host.dueIn = String((timer.timeDuration as ModdleNode).body).trim();
    host.timers = [...(host.timers ?? []), idOf(element)];
    nodes[idOf(element)] = {
      id: idOf(element), kind: 'timer', name: element.name?.trim() || idOf(element), incoming: [], outgoing: [],
      dueIn: host.dueIn, attachedTo: host.id, interrupting: element.cancelActivity !== false,
    };
  }
  for (const element of elements) {
    if (element.$type !== 'bpmn:SequenceFlow') continue;
    const source = refId(element.sourceRef);
    const target = refId(element.targetRef);
    if (!source || !target || !nodes[source] || !nodes[target]) throw refuse(element, 'bpmRefuseFlowEnds');
    const condition = String((element.conditionExpression as ModdleNode | undefined)?.body ?? '').trim();
    flows[idOf(element)] = { id: idOf(element), name: element.name ?? '', source, target, ...(condition ? { condition } : {}) };
    nodes[source].outgoing.push(idOf(element));
    nodes[target].incoming.push(idOf(element));
  }
  const starts = Object.values(nodes).filter((n) => n.kind === 'start');
  if (starts.length !== 1) throw refuse(elements.find((e) => e.id === starts[1]?.id) ?? process, 'bpmRefuseOneStart');
  for (const node of Object.values(nodes)) {
    const element = elements.find((e) => e.id === node.id)!;
    if (node.kind !== 'start' && node.kind !== 'timer' && node.incoming.length === 0) throw refuse(element, 'bpmRefuseNoIncoming');
    // A timer without outgoing flows only sets the task's due time.
    if (node.kind !== 'end' && node.kind !== 'timer' && node.outgoing.length === 0) throw refuse(element, 'bpmRefuseNoOutgoing');
    if (node.kind === 'parallel' && node.outgoing.some((f) => flows[f]!.condition)) throw refuse(element, 'bpmRefuseParallelCondition');
    if (node.defaultFlow && !node.outgoing.includes(node.defaultFlow)) throw refuse(element, 'bpmRefuseDefaultFlow');
  }
  return { processId: idOf(process), name: process.name?.trim() || idOf(process), startId: starts[0]!.id, nodes, flows };
}
