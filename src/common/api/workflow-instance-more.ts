import { Type, type Static } from '@sinclair/typebox';
import { QueryFilter } from '../query/query-filter.ts';
import { FlowStartView } from './workflow-views.ts';
import { Id, InstanceRow, Leader } from './workflow.ts';

/**
 * Wire schemas of the instance calls that reply to copies and communications, save an instance's form, list an
 * instance's read records and relate instances to business records (host bpmRunTime, /runtime/instance/v1/...).
 */

const BusinessKey = Type.String({ minLength: 1, maxLength: 200 });
const BoAlias = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' });

/** Required: blank is refused with 请填写回复意见. */
const ReplyText = Type.String({ maxLength: 4000 });

/** doNextCopyto (抄送回复): the receiver of a copy-to notice answers it; the reply joins the approval history. */
export const CopyReplyBody = Type.Object({
  noticeId: Id,
  opinion: ReplyText,
  files: Type.Optional(Type.Unknown()),
});
export type CopyReplyBody = Static<typeof CopyReplyBody>;

/** doNextcommu (沟通反馈): the holder of a communication task (COMMU) answers it, as complete with actionName commu. */
export const CommuReplyBody = Type.Object({
  taskId: Id,
  opinion: ReplyText,
  files: Type.Optional(Type.Unknown()),
  leaderId: Type.Optional(Id),
});
export type CommuReplyBody = Static<typeof CommuReplyBody>;

/**
 * saveFormData: the instance's form data (Base64 JSON, as start and complete take it) saved without moving the flow.
 * `taskId` names the caller's task (else the caller's open task on the instance, else the initiator's start-node
 * rights); `dataRev` is the revision the caller edited (a newer one is a 409 and nothing is written).
 */
export const SaveFormDataBody = Type.Object({
  instId: Id,
  data: Type.String({ minLength: 1, maxLength: 5_000_000, description: 'Base64 of the form data as JSON' }),
  taskId: Type.Optional(Id),
  leaderId: Type.Optional(Id),
  dataRev: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type SaveFormDataBody = Static<typeof SaveFormDataBody>;
/** The `code` of the 409 a save or complete from a stale `dataRev` gets (other 409s: task locked, closed, hung up). */
export const FORM_DATA_STALE = 'FORM_DATA_STALE';
export const FormDataSaved = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Object({ dataRev: Type.String() }) });

/** getByRecordInstId (阅读记录): who read an instance's copies and when; a paged read (query filter). */
export const ReadRecordsBody = Type.Composite([QueryFilter, Type.Object({ instId: Id })]);
export type ReadRecordsBody = Static<typeof ReadRecordsBody>;

export const ReadRecordRow = Type.Object({
  id: Type.String(),
  procInstId: Type.String(),
  nodeId: Type.String(),
  nodeName: Type.String(),
  /** Who read it, and who had sent it to them. */
  readerId: Type.String(),
  readerName: Type.String(),
  senderName: Type.String(),
  /** When it was sent and when it was read. */
  createTime: Type.String(),
  readTime: Type.String(),
});
export type ReadRecordRow = Static<typeof ReadRecordRow>;

/** relatedProcess: the other instances of the same business record as an instance; a paged read. */
export const RelatedProcessBody = Type.Composite([QueryFilter, Type.Object({ instId: Id })]);

/** getRelatedInformationById: what is related to an instance: its business record and the other instances of it. */
export const RelatedInformation = Type.Object({
  instId: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  businessKey: Type.Union([Type.String(), Type.Null()]),
  /** The bo of the flow's form, null when the flow has no form. */
  boAlias: Type.Union([Type.String(), Type.Null()]),
  /** The bo record the business key names, when it is one the caller may read. */
  record: Type.Union([Type.Object({ id: Type.String(), version: Type.Integer() }), Type.Null()]),
  /** The revision of the instance's form data, for saveFormData's stale check. */
  dataRev: Type.String(),
  /** Other instances of the same business key the caller may read, newest first (at most 50). */
  related: Type.Array(InstanceRow),
});
export type RelatedInformation = Static<typeof RelatedInformation>;

/** getExcutorNameByInstId: the nodes an instance waits at, with who holds their open tasks. */
export const NodeExecutors = Type.Object({
  nodeId: Type.String(),
  nodeName: Type.String(),
  executors: Type.Array(Leader),
  /** The holders' names joined with commas (as Hotent shows them). */
  executorNames: Type.String(),
});
export type NodeExecutors = Static<typeof NodeExecutors>;

/** getDefaultInfoMap: what a start form shows before anything is typed: the initiator, their organisation and post, today. */
export const DefaultInfo = Type.Object({
  userId: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  orgId: Type.Union([Type.String(), Type.Null()]),
  orgName: Type.Union([Type.String(), Type.Null()]),
  postId: Type.Union([Type.String(), Type.Null()]),
  postName: Type.Union([Type.String(), Type.Null()]),
  tenantId: Type.String(),
  tenantName: Type.String(),
  /** yyyy-mm-dd and yyyy-mm-dd hh:mm:ss, UTC. */
  date: Type.String(),
  datetime: Type.String(),
});
export type DefaultInfo = Static<typeof DefaultInfo>;

export const StartFormQuery = Type.Object({ defKey: Type.String({ minLength: 1, maxLength: 100 }), businessKey: BusinessKey, boAlias: BoAlias });

/** startForm: a flow's start page filled from an existing business record (its fields the caller may see). */
export const StartFormView = Type.Composite([FlowStartView, Type.Object({
  businessKey: Type.String(),
  /** The record's data as the start form opens with it. */
  data: Type.Record(Type.String(), Type.Unknown()),
  recordVersion: Type.Integer(),
  /** The record as people name it (serial number, title), for the start page to say which record it starts for. */
  recordLabel: Type.String(),
})]);
export type StartFormView = Static<typeof StartFormView>;
