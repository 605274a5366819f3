/** The executable process a deployed BPMN file compiles to; stored as jsonb beside the XML. */
/** A timer is a boundary event on a user task: its outgoing flows are taken when the due time is reached. */
export type NodeKind = 'start' | 'end' | 'userTask' | 'exclusive' | 'parallel' | 'inclusive' | 'timer';

export interface MultiInstance {
  sequential: boolean;
  /** all: every signer; any: the first; ratio: once agree votes / signers reach `ratio`. */
  completion: { kind: 'all' } | { kind: 'any' } | { kind: 'ratio'; ratio: number };
}

export interface ProcessNode {
  id: string;
  kind: NodeKind;
  name: string;
  incoming: string[];
  outgoing: string[];
  /** Exclusive / inclusive gateway: the flow taken when no condition holds. */
  defaultFlow?: string;
  multiInstance?: MultiInstance;
  /** ISO 8601 duration of a timer boundary event: the task's due time. */
  dueIn?: string;
  /** Timer boundary events attached to this user task (their node ids). */
  timers?: string[];
  /** A timer: its host task and whether firing cancels the host (cancelActivity). */
  attachedTo?: string;
  interrupting?: boolean;
}

export interface ProcessFlow {
  id: string;
  name: string;
  source: string;
  target: string;
  /** A jsonata expression over the instance data. */
  condition?: string;
}

export interface ProcessModel {
  processId: string;
  name: string;
  startId: string;
  nodes: Record<string, ProcessNode>;
  flows: Record<string, ProcessFlow>;
}

export function nodeOf(model: ProcessModel, id: string): ProcessNode {
  const node = model.nodes[id];
  if (!node) throw new Error(`node ${id} not in process ${model.processId}`);
  return node;
}

export function flowOf(model: ProcessModel, id: string): ProcessFlow {
  const flow = model.flows[id];
  if (!flow) throw new Error(`flow ${id} not in process ${model.processId}`);
  return flow;
}
