import { Type, type Static } from '@sinclair/typebox';

/** Who handles a user task. Several rules add up; `nodeUsers` chosen at start/complete replace them for that node. */
export const AssigneeRule = Type.Union([
  Type.Object({ type: Type.Literal('users'), accounts: Type.Array(Type.String(), { minItems: 1 }) }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('roles'), codes: Type.Array(Type.String(), { minItems: 1 }) }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('posts'), codes: Type.Array(Type.String(), { minItems: 1 }) }, { additionalProperties: false }),
  /** Leaders of the initiator's master organisation, else of the nearest ancestor that has one. */
  Type.Object({ type: Type.Literal('orgLeader') }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('initiator') }, { additionalProperties: false }),
  /** Users the initiator (or the previous handler) picks in `nodeUsers`. */
  Type.Object({ type: Type.Literal('initiatorChoice') }, { additionalProperties: false }),
  /** Whoever completed the task that led here. */
  Type.Object({ type: Type.Literal('previousHandler') }, { additionalProperties: false }),
]);
export type AssigneeRule = Static<typeof AssigneeRule>;

export const REJECT_MODES = ['previous', 'backToStart', 'chosen'] as const;
export type RejectMode = (typeof REJECT_MODES)[number];

export const NodeSetting = Type.Object({
  assignees: Type.Optional(Type.Array(AssigneeRule)),
  /** Button aliases in order; default DEFAULT_BUTTONS. */
  buttons: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }))),
  rejectModes: Type.Optional(Type.Array(Type.Union(REJECT_MODES.map((m) => Type.Literal(m))))),
  /** Multi-instance completion: all signers, the first, or a share of agree votes. */
  signRule: Type.Optional(Type.Union([
    Type.Object({ kind: Type.Literal('all') }, { additionalProperties: false }),
    Type.Object({ kind: Type.Literal('any') }, { additionalProperties: false }),
    Type.Object({ kind: Type.Literal('ratio'), ratio: Type.Number({ exclusiveMinimum: 0, maximum: 1 }) }, { additionalProperties: false }),
  ])),
}, { additionalProperties: false });
export type NodeSetting = Static<typeof NodeSetting>;

/** Settings kept beside the XML of a definition version. */
export const FlowSettings = Type.Object({
  nodes: Type.Optional(Type.Record(Type.String(), NodeSetting)),
  /** Applies to user tasks that `nodes` does not list. */
  defaults: Type.Optional(NodeSetting),
  /** Who may start: no entry = every signed-in staff member; administrators always may. */
  startRights: Type.Optional(Type.Object({
    roles: Type.Optional(Type.Array(Type.String())),
    accounts: Type.Optional(Type.Array(Type.String())),
  }, { additionalProperties: false })),
}, { additionalProperties: false });
export type FlowSettings = Static<typeof FlowSettings>;

export function nodeSetting(settings: FlowSettings, nodeId: string): NodeSetting {
  return { ...settings.defaults, ...settings.nodes?.[nodeId] };
}
