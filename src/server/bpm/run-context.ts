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
  businessKey: string | null;
  startedAt: Date;
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
  /** The actor's full name, when it was read with the action's first look-up (saves reading it for the opinion). */
  actorName?: string;
  /** Users picked per node (`nodeUsers`). */
  nodeUsers: Map<string, number[]>;
  /** NORMAL, or BACK for tasks made by a reject. */
  taskStatus: string;
  /** Guards against a cycle of gateways with no user task. */
  steps: number;
  /** What this action changed, kept on its opinion so revoke and retrieve can undo it. */
  undo: Undo;
  /** Users whose to-do or unread counts this action changed (pushed after commit). */
  touched: Set<number>;
}

/** Tasks and tokens an action made, tasks it cancelled, tokens it consumed (whole rows, to put them back). */
export interface Undo {
  tasks: number[];
  tokens: number[];
  cancelled: number[];
  dropped: { id: number; node_id: string; flow_id: string | null; state: 'active' | 'waiting'; loop: unknown }[];
  /** A multi-instance token whose vote count the action moved: its loop before. */
  loops: { id: number; loop: unknown }[];
}

export const emptyUndo = (): Undo => ({ tasks: [], tokens: [], cancelled: [], dropped: [], loops: [] });

/** Multi-instance progress, kept on the node's token. */
export interface LoopState {
  users: number[];
  /** Sequential: index of the next signer to get a task. */
  next: number;
  done: number;
  agree: number;
}
