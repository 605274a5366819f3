import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Alias } from '../definitions/common.ts';
import { Button, FieldRight, Id, Opinion, REJECT_MODES } from './workflow.ts';

/**
 * Wire schemas of the task and flow reads added after the first workflow cut (workflow-office.md section 7):
 * node opinions, the current node's properties, one approval-history row (task keys), countersign signers to add,
 * withdrawable parallel signers, start-rights rules, the flows the caller may start, and report charts.
 */

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const TaskIdQuery = Type.Object({ taskId: Id });
export const NodeOpinionQuery = Type.Object({
  instId: Id,
  nodeId: Type.String({ minLength: 1, maxLength: 200 }),
  /** The instance's flow version (Hotent sends it); another version's id is refused. */
  defId: Type.Optional(Id),
});
export const NodeTaskQuery = Type.Object({ instId: Id, nodeId: Type.String({ minLength: 1, maxLength: 200 }) });

/** getCurNodeProperties: what the task page needs to know about the node a task stands on. */
export const CurNodeProperties = Type.Object({
  taskId: Type.String(), nodeId: Type.String(), nodeName: Type.String(),
  /** START (the first node), SIGNTASK (a countersign node: several signers), USERTASK. */
  nodeType: Type.Union([Type.Literal('START'), Type.Literal('SIGNTASK'), Type.Literal('USERTASK')]),
  isFirstNode: Type.Boolean(), isAddSign: Type.Boolean(),
  /** Countersign nodes: signers one after another (sequence) or all at once (parallel); else null. */
  signType: Nullable(Type.Union([Type.Literal('parallel'), Type.Literal('sequence')])),
  signRule: Nullable(Type.Union([
    Type.Object({ kind: Type.Literal('all') }), Type.Object({ kind: Type.Literal('any') }), Type.Object({ kind: Type.Literal('ratio'), ratio: Type.Number() }),
  ])),
  buttons: Type.Array(Button),
  rejectModes: Type.Array(Type.Union(REJECT_MODES.map((m) => Type.Literal(m)))),
  form: Nullable(Type.String()),
  fieldRights: Type.Record(Type.String(), FieldRight),
  /** Whether leaving the node sends copies (抄送). */
  hasCopyTo: Type.Boolean(),
  dueTime: Nullable(Type.String()), overdue: Type.Boolean(),
  closed: Type.Boolean(), suspended: Type.Boolean(), locked: Type.Boolean(), lockedBy: Nullable(Type.String()),
});
export type CurNodeProperties = Static<typeof CurNodeProperties>;

/**
 * getTaskKeyByTaskId / getTaskKeyByNodeId (审批历史数据，只有一条): the latest approval-history row of a task, or of a
 * node of an instance, in the row shape of instanceFlowOpinions plus the instance id; null when there is none yet.
 */
export const TaskKeyOpinion = Nullable(Type.Object({ ...Opinion.properties, procInstId: Type.String() }));
export type TaskKeyOpinion = Static<typeof TaskKeyOpinion>;

/** taskSignUsers (会签任务加签): users added as signers of the countersign node a task stands on. */
export const CountersignSignersBody = Type.Object({
  taskId: Id,
  /** Refused when empty, with a message (not the schema's). */
  userIds: Type.Array(Id, { maxItems: 200 }),
  opinion: Type.Optional(Type.String({ maxLength: 4000 })),
  leaderId: Type.Optional(Id),
});
export type CountersignSignersBody = Static<typeof CountersignSignersBody>;

/** getParallelRevokeTasks: open parallel add-sign tasks (SIGNLINEED) the caller may withdraw (revokeSignLine). */
export const ParallelRevokeTask = Type.Object({
  taskId: Type.String(), parentTaskId: Type.String(), procInstId: Type.String(), subject: Type.String(), nodeId: Type.String(), name: Type.String(),
  userId: Type.String(), userName: Type.String(), createTime: Type.String(),
});
export const ParallelRevokeQuery = Type.Object({ taskId: Type.Optional(Id) });

/** getPermissionList: who may start each flow (main versions). */
export const StartPermission = Type.Object({
  defId: Type.String(), defKey: Type.String(), name: Type.String(), typeId: Nullable(Type.String()), typeName: Nullable(Type.String()),
  /** True when the flow names nobody: every signed-in staff member may start it. */
  everyone: Type.Boolean(),
  roles: Type.Array(Type.Object({ code: Type.String(), name: Nullable(Type.String()) })),
  accounts: Type.Array(Type.Object({ account: Type.String(), name: Nullable(Type.String()) })),
});
export type StartPermission = Static<typeof StartPermission>;
export const PermissionListQuery = Type.Object({ defKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) });

/** getEchartsData?reportId: a chart definition (reportId = its alias) as ECharts axes and series. */
export const EchartsData = Type.Object({
  reportId: Type.String(), name: Type.String(), chartType: Type.String(),
  xAxis: Type.Array(Type.String()),
  series: Type.Array(Type.Object({ name: Type.String(), data: Type.Array(Type.Number()) })),
});
export type EchartsData = Static<typeof EchartsData>;
export const ReportQuery = Type.Object({ reportId: Alias });
