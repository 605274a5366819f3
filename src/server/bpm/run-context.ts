import type { Tx } from '../db/database.ts';
import type { ProcessModel } from './model.ts';
import type { FlowSettings } from './settings.ts';

/** The instance row fields the executor reads and denormalises into tasks. */
export interface InstanceState {
  id: number;
  defKey: string;
  defName: string;
  subject: string;
  creatorId: number;
  creatorName: string;
  data: Record<string, unknown>;
}

/** One action's view of an instance, inside the transaction that holds the instance lock. */
export interface Run {
  tx: Tx;
  tenantId: number;
  instance: InstanceState;
  model: ProcessModel;
  settings: FlowSettings;
  /** Who moves the process on (the initiator at start, the handler at complete). */
  actorId: number;
  /** Users picked per node (`nodeUsers`). */
  nodeUsers: Map<string, number[]>;
  /** NORMAL, or BACK for tasks made by a reject. */
  taskStatus: 'NORMAL' | 'BACK';
  /** Guards against a cycle of gateways with no user task. */
  steps: number;
}

/** Multi-instance progress, kept on the node's token. */
export interface LoopState {
  users: number[];
  /** Sequential: index of the next signer to get a task. */
  next: number;
  done: number;
  agree: number;
}
