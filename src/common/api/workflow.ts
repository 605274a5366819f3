import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RecordProblem } from './forms.ts';

/**
 * TypeBox schemas of the workflow calls (hosts bpmRunTime `/api/bpm-runtime` and bpmModel `/api/bpm-model`):
 * the one source of their wire types, server and client. Ids travel as strings in replies (Hotent style) and
 * are accepted as integers in bodies.
 */

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Ids = Type.Array(Id, { minItems: 1, maxItems: 200 });
const OpinionText = Type.String({ maxLength: 4000 });
/** A form data revision (keyed hash of the stored data) as a read gave it. */
const DataRev = Type.String({ minLength: 1, maxLength: 100 });

// ---- Flow settings (node settings kept beside the BPMN XML) -------------------------------------------------

/** Who handles a user task (or receives a copy). Several rules add up; `nodeUsers` chosen at start/complete replace them. */
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

/** Field rights on a node's form: edit (default on the first node), read, hidden, required. */
export const FieldRight = Type.Union([Type.Literal('edit'), Type.Literal('read'), Type.Literal('hidden'), Type.Literal('required')]);

/** An English name (en-US pages); the BPMN name is the zh-CN one. */
const NameEn = Type.String({ minLength: 1, maxLength: 200 });

export const NodeSetting = Type.Object({
  /** The node's English name; never taken from `defaults`. Other nodes and sequence flows may be listed with only this (flow image labels). */
  nameEn: Type.Optional(NameEn),
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
  /** Who gets a copy (抄送) when the process leaves the node. */
  copyTo: Type.Optional(Type.Array(AssigneeRule)),
  /** Form key (schemas/form) shown on this node; default the flow's form. */
  form: Type.Optional(Type.String({ maxLength: 100 })),
  /** Field name -> right on this node; fields not listed are read-only except on the first node. */
  fieldRights: Type.Optional(Type.Record(Type.String(), FieldRight)),
}, { additionalProperties: false });
export type NodeSetting = Static<typeof NodeSetting>;

/** Settings kept beside the XML of a definition version. */
export const FlowSettings = Type.Object({
  /** The flow's English name (en-US pages); the definition's name is the zh-CN one. */
  nameEn: Type.Optional(NameEn),
  nodes: Type.Optional(Type.Record(Type.String(), NodeSetting)),
  /** Applies to user tasks that `nodes` does not list. */
  defaults: Type.Optional(NodeSetting),
  /** The flow's form (schemas/form key). */
  form: Type.Optional(Type.String({ maxLength: 100 })),
  /**
   * The subject of a started instance when the starter gives none: text with {field} placeholders from the form data
   * and {flowName}, {initiator}, {date}. Default: {flowName}-{initiator}-{date}.
   */
  subject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** Who may start: no entry = every signed-in staff member; administrators always may. */
  startRights: Type.Optional(Type.Object({
    roles: Type.Optional(Type.Array(Type.String())),
    accounts: Type.Optional(Type.Array(Type.String())),
  }, { additionalProperties: false })),
}, { additionalProperties: false });
export type FlowSettings = Static<typeof FlowSettings>;

// ---- Envelopes ---------------------------------------------------------------------------------------------

/** A failure; a refused form (400 boInvalid) names each field's problem in `errors`, as a record save does. */
export const Failure = Type.Object({
  state: Type.Literal(false), message: Type.String(), code: Type.Optional(Type.String()), errors: Type.Optional(Type.Array(RecordProblem)),
});
/** A command's reply: `{ state, message }` (shown as a 1.5 s success toast). */
export const Done = Type.Object({ state: Type.Boolean(), message: Type.String() });
export const DoneWith = <T extends TSchema>(value: T) => Type.Object({ state: Type.Boolean(), message: Type.String(), value });
export const Count = Type.Integer({ minimum: 0 });

// ---- Commands --------------------------------------------------------------------------------------------

/**
 * `nodeUsers`: the list itself, or the Hotent JSON string of it. The list comes first: the server's validator coerces
 * types ('array' mode), and a string branch tried first would take a one-entry list for a string and refuse it.
 */
export const NodeUsers = Type.Union([
  Type.Array(Type.Object({
    nodeId: Type.String({ minLength: 1, maxLength: 200 }),
    executors: Type.Array(Type.Object({ id: Type.Union([Type.String({ maxLength: 20 }), Id]) }, { additionalProperties: true }), { maxItems: 200 }),
  }, { additionalProperties: true }), { maxItems: 200 }),
  Type.String({ maxLength: 20_000 }),
]);

export const StartBody = Type.Object({
  defId: Type.Optional(Id),
  flowKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  data: Type.Optional(Type.String({ maxLength: 5_000_000, description: 'Base64 of the form data as JSON' })),
  businessKey: Type.Optional(Type.String({ maxLength: 200 })),
  subject: Type.Optional(Type.String({ maxLength: 500 })),
  nodeUsers: Type.Optional(NodeUsers),
  /** Start for a leader (the caller is the leader's secretary); 0 = for oneself. */
  agentLeaderId: Type.Optional(Type.Union([Type.Literal(0), Id])),
  /** Start from this draft (the draft goes away). */
  proInstId: Type.Optional(Id),
});
export type StartBody = Static<typeof StartBody>;

/** Save a start form as a draft (new, or `proInstId` = the draft to update). */
export const SaveDraftBody = Type.Object({
  defId: Type.Optional(Id),
  flowKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  data: Type.Optional(Type.String({ maxLength: 5_000_000 })),
  businessKey: Type.Optional(Type.String({ maxLength: 200 })),
  subject: Type.Optional(Type.String({ maxLength: 500 })),
  proInstId: Type.Optional(Id),
});

export const COMPLETE_ACTIONS = ['agree', 'oppose', 'reject', 'backToStart', 'commu', 'agreeTrans', 'opposeTrans', 'inquReply'] as const;

export const CompleteBody = Type.Object({
  taskId: Id,
  actionName: Type.String({ minLength: 1, maxLength: 40, description: COMPLETE_ACTIONS.join(' | ') }),
  opinion: Type.Optional(OpinionText),
  data: Type.Optional(Type.String({ maxLength: 5_000_000 })),
  destination: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  nodeUsers: Type.Optional(NodeUsers),
  /** The leader acted for, when the caller holds the task for several (else 请选择代为审批的领导). */
  leaderId: Type.Optional(Id),
  files: Type.Optional(Type.Unknown()),
  /** The form data revision `data` was edited from (the task read's dataRev): a newer stored one is a 409, nothing done. */
  dataRev: Type.Optional(DataRev),
});
export type CompleteBody = Static<typeof CompleteBody>;

export const Moved = Type.Object({ state: Type.Boolean(), message: Type.String(), instId: Type.String(), ended: Type.Boolean() });

/** Task actions that name other users: delegate (转办, one user), inquire (征询), communicate (沟通), circulate (流转), copy (抄送). */
export const TaskUsersBody = Type.Object({
  taskId: Id,
  userIds: Ids,
  opinion: Type.Optional(OpinionText),
  leaderId: Type.Optional(Id),
});
export type TaskUsersBody = Static<typeof TaskUsersBody>;

/** Add signature (加签): `sequence` signers sign one after another, `parallel` all at once (child tasks). */
export const AddSignBody = Type.Object({
  taskId: Id,
  userIds: Ids,
  signType: Type.Union([Type.Literal('parallel'), Type.Literal('sequence')]),
  opinion: Type.Optional(OpinionText),
  leaderId: Type.Optional(Id),
});

export const TaskOpinionBody = Type.Object({ taskId: Id, opinion: Type.Optional(OpinionText), leaderId: Type.Optional(Id) });

/** Save a task's form data and opinion without completing it; `dataRev` as in complete. */
export const TaskDraftBody = Type.Object({
  taskId: Id, data: Type.Optional(Type.String({ maxLength: 5_000_000 })), opinion: Type.Optional(OpinionText), leaderId: Type.Optional(Id),
  dataRev: Type.Optional(DataRev),
});
export type TaskDraftBody = Static<typeof TaskDraftBody>;
/** saveDraft's reply: value.dataRev = the revision of the form data now stored. */
export const TaskDraftSaved = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Object({ dataRev: Type.String() }) });

/** End the process (终止): from a task the caller holds, or by instance id (administrator or initiator). */
export const EndProcessBody = Type.Object({
  taskId: Type.Optional(Id), instId: Type.Optional(Id), endReason: Type.Optional(OpinionText), leaderId: Type.Optional(Id),
});

/** Revoke (撤回) from the done list: the caller's last agree / inqu on the instance (or on `taskId`). */
export const RevokeBody = Type.Object({ instanceId: Id, taskId: Type.Optional(Id), opinion: Type.Optional(OpinionText) });

export const CopyToBody = Type.Object({ instId: Id, userIds: Ids, opinion: Type.Optional(OpinionText) });

export const UrgeBody = Type.Object({ instId: Id, content: Type.Optional(Type.String({ maxLength: 1000 })) });

export const DueTimeBody = Type.Object({ taskId: Id, dueTime: Type.String({ format: 'date-time' }) });

export const FollowBody = Type.Object({ instId: Id, nodeIds: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 }) });

/** lockUnlock: 0 already handled, 1 signed for (locked by you), 2 nothing to lock (not a shared task), 3 sign-off cancelled, 4 locked by someone else. */
export const LOCK_RESULT = { handled: 0, locked: 1, notShared: 2, unlocked: 3, lockedByOther: 4 } as const;

// ---- Rows ------------------------------------------------------------------------------------------------

export const TodoRow = Type.Object({
  id: Type.String(), taskId: Type.String(), name: Type.String(), subject: Type.String(), status: Type.String(), statusName: Type.String(),
  nodeId: Type.String(), defKey: Type.String(), defName: Type.String(), creator: Type.String(), creatorId: Type.String(),
  /** On whose behalf the task is held (agent rule owner, delegating handler); else the initiator. */
  ownerId: Type.String(), assigneeId: Nullable(Type.String()), procInstId: Type.String(), createTime: Type.String(), dueTime: Nullable(Type.String()),
  /** Leaders the caller holds the task for (deputy or secretary); several -> 请选择代为审批的领导. */
  identityList: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  locked: Type.Boolean(), suspended: Type.Boolean(),
});
export type TodoRow = Static<typeof TodoRow>;

export const InstanceRow = Type.Object({
  id: Type.String(), procInstId: Type.String(), subject: Type.String(), defKey: Type.String(), defName: Type.String(), status: Type.String(),
  creator: Type.String(), creatorId: Type.String(), businessKey: Nullable(Type.String()), createTime: Type.String(), endTime: Nullable(Type.String()),
  opinionStatus: Type.Optional(Type.String()), handleTime: Type.Optional(Type.String()),
});
export type InstanceRow = Static<typeof InstanceRow>;

/** getDoneList?isCheckRevoke=true: the caller's opinions, first row per (instance, task key) marked revocable when the rules allow. */
export const DoneTaskRow = Type.Object({
  id: Type.String(), taskId: Nullable(Type.String()), taskKey: Type.String(), taskName: Type.String(), procInstId: Type.String(),
  subject: Type.String(), defKey: Type.String(), defName: Type.String(), creator: Type.String(), instStatus: Type.String(),
  opinionStatus: Type.String(), opinion: Type.String(), createTime: Type.String(), revoke: Type.Boolean(),
});
export type DoneTaskRow = Static<typeof DoneTaskRow>;

/** Copy-to / circulation notices: todoRead (unread), doneRead (read), myRead (sent by me). */
export const NoticeRow = Type.Object({
  id: Type.String(), taskId: Nullable(Type.String()), procInstId: Type.String(), nodeId: Type.String(), nodeName: Type.String(),
  type: Type.Union([Type.Literal('copyto'), Type.Literal('trans')]), subject: Type.String(), defKey: Type.String(), defName: Type.String(),
  creator: Type.String(), sender: Type.String(), senderId: Type.String(), receiver: Type.String(), receiverId: Type.String(),
  opinion: Type.String(), createTime: Type.String(), readTime: Nullable(Type.String()),
});
export type NoticeRow = Static<typeof NoticeRow>;

export const DraftRow = Type.Object({
  id: Type.String(), defId: Type.String(), defKey: Type.String(), defName: Type.String(), subject: Type.String(),
  businessKey: Nullable(Type.String()), createTime: Type.String(), updateTime: Type.String(),
});
export type DraftRow = Static<typeof DraftRow>;
export const DraftDetail = Type.Composite([DraftRow, Type.Object({ data: Type.Record(Type.String(), Type.Unknown()) })]);

export const Button = Type.Object({ alias: Type.String(), name: Type.String() });
export type Button = Static<typeof Button>;

export const TaskDetail = Type.Object({
  task: Type.Object({
    id: Type.String(), name: Type.String(), nodeId: Type.String(), subject: Type.String(), status: Type.String(), statusName: Type.String(),
    procInstId: Type.String(), defKey: Type.String(), defName: Type.String(), creator: Type.String(), assigneeId: Nullable(Type.String()),
    ownerId: Nullable(Type.String()), parentTaskId: Nullable(Type.String()),
    identityList: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    createTime: Type.String(), dueTime: Nullable(Type.String()), closed: Type.Boolean(), locked: Type.Boolean(), lockedBy: Nullable(Type.String()),
    suspended: Type.Boolean(), draftOpinion: Nullable(Type.String()),
  }),
  instance: Type.Object({ status: Type.String(), businessKey: Nullable(Type.String()) }),
  data: Type.Record(Type.String(), Type.Unknown()),
  /** The revision of the instance's form data as read (saveDraft / complete send it back; a newer one is a 409). */
  dataRev: Type.String(),
  /** The form key of this node (schemas/form; null: no form), the bo its data belongs to, and the node's field rights. */
  form: Nullable(Type.String()),
  boAlias: Nullable(Type.String()),
  fieldRights: Type.Record(Type.String(), FieldRight),
  buttons: Type.Array(Button),
  isAddSign: Type.Boolean(),
  isNodeIdOne: Type.Boolean(),
  /** Leaders the caller may act for on this task; two or more: pick one (请选择代为审批的领导). */
  leaders: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type TaskDetail = Static<typeof TaskDetail>;

export const Opinion = Type.Object({
  id: Type.String(), taskId: Nullable(Type.String()), taskKey: Type.String(), taskName: Type.String(), auditor: Type.String(),
  auditorName: Type.String(), status: Type.String(), statusName: Type.String(), opinion: Type.String(), createTime: Type.String(),
  onBehalfName: Nullable(Type.String()), files: Type.Unknown(),
});
export type Opinion = Static<typeof Opinion>;

export const DefinitionRow = Type.Object({
  id: Type.String(), defId: Type.String(), defKey: Type.String(), name: Type.String(), version: Type.Integer(), deployTime: Type.String(),
  /** The flow's category (流程分类) and its name in the caller's language; null when it has none. */
  typeId: Nullable(Type.String()), typeName: Nullable(Type.String()),
});
export type DefinitionRow = Static<typeof DefinitionRow>;

export const DeployBody = Type.Object({
  defKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  /** The English name; kept as `settings.nameEn` (given here, it replaces the one in `settings`). */
  nameEn: Type.Optional(Type.String({ maxLength: 200 })),
  xml: Type.String({ minLength: 1, maxLength: 5_000_000 }),
  settings: Type.Optional(FlowSettings),
  /** The category's key; absent: the previous version's category. */
  typeKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /**
   * The latest version the editor started from (0: a new key). When another version was deployed meanwhile the
   * reply is 409 and nothing is deployed; absent: no check.
   */
  baseVersion: Type.Optional(Type.Integer({ minimum: 0 })),
});
/** What a new version of a flow is edited from (sysAdmin): the main version's XML and settings. */
export const FlowDeployment = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  /** The main version (new instances start on it). */
  version: Type.Integer(),
  /** The highest deployed version: send it back as `baseVersion`. */
  latestVersion: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  typeKey: Nullable(Type.String()),
  xml: Type.String(),
  settings: FlowSettings,
});
export type FlowDeployment = Static<typeof FlowDeployment>;
export const Deployed = DoneWith(Type.Object({ defId: Type.String(), defKey: Type.String(), version: Type.Integer() }));

/** A node the task may be sent back to (reject to a chosen node). */
export const JumpNode = Type.Object({ nodeId: Type.String(), name: Type.String() });

export const UrgeRow = Type.Object({
  id: Type.String(), taskId: Type.String(), taskName: Type.String(), sender: Type.String(), receiver: Type.String(), content: Type.String(), createTime: Type.String(),
});
export const DueTime = Type.Object({ taskId: Type.String(), dueTime: Nullable(Type.String()), overdue: Type.Boolean() });
export const FollowedNodes = Type.Object({ instId: Type.String(), nodeIds: Type.Array(Type.String()), followed: Type.Boolean() });
export const SavedOpinion = Type.Object({ taskId: Type.String(), opinion: Nullable(Type.String()) });

// ---- Counts (also pushed by Server-Sent Events) ------------------------------------------------------------

/** The caller's counters: to-do, leader to-do (secretaries), delegated, unread / read / sent copies, drafts. */
export const Counts = Type.Object({
  todo: Count, leaderTodo: Count, delegate: Count, todoRead: Count, doneRead: Count, myRead: Count, draft: Count,
});
export type Counts = Static<typeof Counts>;

/**
 * GET /api/bpm-runtime/runtime/counts/v1/events?ticket=<stream ticket>&tenantCode=<code> (or the usual
 * Authorization / Tenant-Code headers): text/event-stream; an `event: counts` with a Counts JSON at once and
 * after every change, a `: ping` comment every 25 s. An access token in the query (`?token=`) is refused: URLs stay
 * in proxy and server logs. EventSource cannot send headers, so the browser first asks COUNTS_TICKET_PATH.
 */
export const COUNTS_EVENTS_PATH = '/runtime/counts/v1/events';

/** POST /api/bpm-runtime/runtime/counts/v1/ticket (authenticated): a single-use ticket opening the stream once, within `expiration` seconds. */
export const COUNTS_TICKET_PATH = '/runtime/counts/v1/ticket';
export const StreamTicket = Type.Object({ ticket: Type.String(), expiration: Type.Integer() });
export type StreamTicket = Static<typeof StreamTicket>;

// ---- Personal settings -------------------------------------------------------------------------------------

export const ApprovalItem = Type.Object({
  id: Type.String(), expression: Type.String(), defKey: Nullable(Type.String()), isPublic: Type.Boolean(), sn: Type.Integer(),
});
export type ApprovalItem = Static<typeof ApprovalItem>;
export const ApprovalItemBody = Type.Object({
  id: Type.Optional(Id),
  expression: Type.String({ minLength: 1, maxLength: 500 }),
  defKey: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  sn: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});

/**
 * The flows a rule is limited to; null or absent = every flow. Null is tried first: with the server's array coercion
 * an array-first union would turn null into [""] (a rule matching no flow).
 */
const FlowKeys = Type.Union([Type.Null(), Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })]);

/** Agent rule (委托): during [startDate, endDate] the owner's new tasks go to the agent. */
export const AgentRow = Type.Object({
  id: Type.String(), ownerId: Type.String(), owner: Type.String(), agentId: Type.String(), agent: Type.String(), subject: Type.String(),
  defKeys: Nullable(Type.Array(Type.String())), startDate: Type.String(), endDate: Type.String(), isEnabled: Type.Boolean(),
});
export type AgentRow = Static<typeof AgentRow>;
export const AgentBody = Type.Object({
  id: Type.Optional(Id),
  agentId: Id,
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  defKeys: Type.Optional(FlowKeys),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.String({ format: 'date-time' }),
  isEnabled: Type.Optional(Type.Boolean()),
});

/** A leader's secretary handles the leader's tasks (leader to-do). */
export const SecretaryRow = Type.Object({
  id: Type.String(), leaderId: Type.String(), leader: Type.String(), secretaryId: Type.String(), secretary: Type.String(),
  defKeys: Nullable(Type.Array(Type.String())), isEnabled: Type.Boolean(),
});
export const SecretaryBody = Type.Object({
  id: Type.Optional(Id),
  secretaryId: Id,
  defKeys: Type.Optional(FlowKeys),
  isEnabled: Type.Optional(Type.Boolean()),
});
/** getSecretaryByUserId: the leaders the caller is secretary of (empty: the caller is no secretary). */
export const Leader = Type.Object({ id: Type.String(), name: Type.String() });

export const DeputyRow = Type.Object({ id: Type.String(), userId: Type.String(), agentId: Type.String(), agentName: Type.String() });
export const DeputyBody = Type.Object({ agentId: Id });

export const OFTEN_FLOW_LIMIT = 20;
export const OftenFlow = Type.Object({
  id: Type.String(), name: Type.String(), defKey: Type.String(), typeId: Nullable(Type.String()),
  leaders: Type.Array(Leader), isAdd: Type.Boolean(), icon: Type.String(),
});
export type OftenFlow = Static<typeof OftenFlow>;
/** saveMyOftenFlow: the flow keys in order (at most 20: 最多可添加20个常用流程); [] resets to the system default. */
export const OftenFlowBody = Type.Array(Type.Union([
  Type.String({ minLength: 1, maxLength: 100 }),
  Type.Object({ defKey: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: true }),
]), { maxItems: 200 });
