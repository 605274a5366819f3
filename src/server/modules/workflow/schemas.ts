import { Type } from '@sinclair/typebox';
import { FlowSettings } from '../../bpm/settings.ts';

export const Failure = Type.Object({ state: Type.Literal(false), message: Type.String(), code: Type.Optional(Type.String()) });
export const replies = <T>(okReply: T) => ({ 200: okReply, '4xx': Failure });

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** `nodeUsers`: the Hotent JSON string, or the list itself. */
export const NodeUsers = Type.Union([
  Type.String({ maxLength: 20_000 }),
  Type.Array(Type.Object({
    nodeId: Type.String({ minLength: 1, maxLength: 200 }),
    executors: Type.Array(Type.Object({ id: Type.Union([Type.String({ maxLength: 20 }), Id]) }, { additionalProperties: true }), { maxItems: 200 }),
  }, { additionalProperties: true }), { maxItems: 200 }),
]);

export const StartBody = Type.Object({
  defId: Type.Optional(Id),
  flowKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  data: Type.Optional(Type.String({ maxLength: 5_000_000, description: 'Base64 of the form data as JSON' })),
  businessKey: Type.Optional(Type.String({ maxLength: 200 })),
  subject: Type.Optional(Type.String({ maxLength: 500 })),
  nodeUsers: Type.Optional(NodeUsers),
});

export const CompleteBody = Type.Object({
  taskId: Id,
  actionName: Type.String({ minLength: 1, maxLength: 40, description: 'agree | oppose | reject | backToStart (commu, agreeTrans, opposeTrans: not yet)' }),
  opinion: Type.Optional(Type.String({ maxLength: 4000 })),
  data: Type.Optional(Type.String({ maxLength: 5_000_000 })),
  destination: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  nodeUsers: Type.Optional(NodeUsers),
  files: Type.Optional(Type.Unknown()),
});

export const Moved = Type.Object({ state: Type.Boolean(), message: Type.String(), instId: Type.String(), ended: Type.Boolean() });

export const TodoRow = Type.Object({
  id: Type.String(), taskId: Type.String(), name: Type.String(), subject: Type.String(), status: Type.String(), nodeId: Type.String(),
  defKey: Type.String(), defName: Type.String(), creator: Type.String(), creatorId: Type.String(), ownerId: Type.String(),
  assigneeId: Nullable(Type.String()), procInstId: Type.String(), createTime: Type.String(), dueTime: Nullable(Type.String()),
});

export const InstanceRow = Type.Object({
  id: Type.String(), procInstId: Type.String(), subject: Type.String(), defKey: Type.String(), defName: Type.String(), status: Type.String(),
  creator: Type.String(), creatorId: Type.String(), businessKey: Nullable(Type.String()), createTime: Type.String(), endTime: Nullable(Type.String()),
  opinionStatus: Type.Optional(Type.String()), handleTime: Type.Optional(Type.String()),
});

export const Button = Type.Object({ alias: Type.String(), name: Type.String() });

export const TaskDetail = Type.Object({
  task: Type.Object({
    id: Type.String(), name: Type.String(), nodeId: Type.String(), subject: Type.String(), status: Type.String(), statusName: Type.String(),
    procInstId: Type.String(), defKey: Type.String(), defName: Type.String(), creator: Type.String(), assigneeId: Nullable(Type.String()),
    identityList: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    createTime: Type.String(), dueTime: Nullable(Type.String()), closed: Type.Boolean(),
  }),
  instance: Type.Object({ status: Type.String(), businessKey: Nullable(Type.String()) }),
  data: Type.Record(Type.String(), Type.Unknown()),
  buttons: Type.Array(Button),
  isAddSign: Type.Boolean(),
  isNodeIdOne: Type.Boolean(),
});

export const Opinion = Type.Object({
  id: Type.String(), taskId: Nullable(Type.String()), taskKey: Type.String(), taskName: Type.String(), auditor: Type.String(),
  auditorName: Type.String(), status: Type.String(), opinion: Type.String(), createTime: Type.String(),
});

export const DefinitionRow = Type.Object({
  id: Type.String(), defId: Type.String(), defKey: Type.String(), name: Type.String(), version: Type.Integer(), deployTime: Type.String(),
});

export const DeployBody = Type.Object({
  defKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  xml: Type.String({ minLength: 1, maxLength: 5_000_000 }),
  settings: Type.Optional(FlowSettings),
});

export const Deployed = Type.Object({
  state: Type.Boolean(), message: Type.String(),
  value: Type.Object({ defId: Type.String(), defKey: Type.String(), version: Type.Integer() }),
});

export { Id };
