import { Type, type Static } from '@sinclair/typebox';
import { Id } from './workflow.ts';

/** One entry of `nodeUsers` (the list form): a node and the users chosen for it. */
export interface NodeUsersInput { nodeId: string; executors: { id: string }[] }

/** A user task the process reaches next: whether its handlers are chosen (a picker), and who its rules name. */
export const NextNodeChoice = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  /** Chosen by the initiator (at start) or the previous handler (at complete): offer a picker. */
  needsChoice: Type.Boolean(),
  /** A choice is needed and nobody else is named: the action is refused without one. */
  required: Type.Boolean(),
  candidates: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type NextNodeChoice = Static<typeof NextNodeChoice>;

/** What the action would meet: possible or not (message = why not, as the action itself would say), and the next nodes. */
export const NextChoices = Type.Object({ possible: Type.Boolean(), message: Type.String(), nodes: Type.Array(NextNodeChoice) });
export type NextChoices = Static<typeof NextChoices>;

export const StartChoicesBody = Type.Object({
  defId: Type.Optional(Id),
  flowKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** Base64 JSON of the form data as filled so far (gateway conditions read it). */
  data: Type.Optional(Type.String({ maxLength: 5_000_000 })),
  agentLeaderId: Type.Optional(Type.Union([Type.Literal(0), Id])),
  /** Starting from this draft of the caller's: its data counts too. */
  proInstId: Type.Optional(Id),
});
export type StartChoicesBody = Static<typeof StartChoicesBody>;

export const TaskChoicesBody = Type.Object({
  taskId: Id,
  data: Type.Optional(Type.String({ maxLength: 5_000_000 })),
  leaderId: Type.Optional(Id),
});
export type TaskChoicesBody = Static<typeof TaskChoicesBody>;
