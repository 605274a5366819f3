import type { QueryFields } from '../../query/query-fields.ts';

/** Filterable properties of the to-do lists (`t` = bpm_task). */
export const TODO_FIELDS: QueryFields = [
  { name: 'subject', column: 't.subject', type: 'string' },
  { name: 'name', column: 't.name', type: 'string' },
  { name: 'defKey', column: 't.def_key', type: 'string' },
  { name: 'defName', column: 't.def_name', type: 'string' },
  { name: 'creator', column: 't.creator_name', type: 'string' },
  { name: 'status', column: 't.status', type: 'string' },
  { name: 'createTime', column: 't.created_at', type: 'date' },
  { name: 'dueTime', column: 't.due_at', type: 'date' },
  { name: 'procInstId', column: 't.instance_id', type: 'number' },
];

/** Filterable properties of instance lists (`i` = bpm_instance). */
export const INSTANCE_FIELDS: QueryFields = [
  { name: 'subject', column: 'i.subject', type: 'string' },
  { name: 'defKey', column: 'i.def_key', type: 'string' },
  { name: 'defName', column: 'i.def_name', type: 'string' },
  { name: 'creator', column: 'i.creator_name', type: 'string' },
  { name: 'status', column: 'i.status', type: 'string' },
  { name: 'businessKey', column: 'i.business_key', type: 'string' },
  { name: 'createTime', column: 'i.created_at', type: 'date' },
  { name: 'endTime', column: 'i.ended_at', type: 'date' },
  { name: 'procInstId', column: 'i.id', type: 'number' },
];

/**
 * The done list (`d` = bpm_done, `i` = bpm_instance): the instance's fixed columns as copied onto the done row, so
 * they filter without a join; status and end time change, and are the instance's. Plus when the caller last handled it.
 */
export const DONE_FIELDS: QueryFields = [
  { name: 'subject', column: 'd.subject', type: 'string' },
  { name: 'defKey', column: 'd.def_key', type: 'string' },
  { name: 'defName', column: 'd.def_name', type: 'string' },
  { name: 'creator', column: 'd.creator_name', type: 'string' },
  { name: 'status', column: 'i.status', type: 'string' },
  { name: 'businessKey', column: 'd.business_key', type: 'string' },
  { name: 'createTime', column: 'd.started_at', type: 'date' },
  { name: 'endTime', column: 'i.ended_at', type: 'date' },
  { name: 'procInstId', column: 'd.instance_id', type: 'number' },
  { name: 'handleTime', column: 'd.last_at', type: 'date' },
  { name: 'opinionStatus', column: 'd.last_action', type: 'string', sortable: false },
];

/** The caller's opinions with the revoke flag (`o` = bpm_opinion, `i` = bpm_instance). */
export const DONE_TASK_FIELDS: QueryFields = [
  { name: 'subject', column: 'i.subject', type: 'string' },
  { name: 'defKey', column: 'i.def_key', type: 'string' },
  { name: 'defName', column: 'i.def_name', type: 'string' },
  { name: 'taskName', column: 'o.node_name', type: 'string' },
  { name: 'taskKey', column: 'o.node_id', type: 'string' },
  { name: 'opinionStatus', column: 'o.action', type: 'string' },
  { name: 'procInstId', column: 'o.instance_id', type: 'number' },
  { name: 'createTime', column: 'o.created_at', type: 'date' },
];

/** Copy-to / circulation notices (`n` = bpm_notice). */
export const NOTICE_FIELDS: QueryFields = [
  { name: 'subject', column: 'n.subject', type: 'string' },
  { name: 'defKey', column: 'n.def_key', type: 'string' },
  { name: 'defName', column: 'n.def_name', type: 'string' },
  { name: 'nodeName', column: 'n.node_name', type: 'string' },
  { name: 'sender', column: 'n.sender_name', type: 'string' },
  { name: 'receiver', column: 'n.receiver_name', type: 'string' },
  { name: 'type', column: 'n.kind', type: 'string' },
  { name: 'procInstId', column: 'n.instance_id', type: 'number' },
  { name: 'createTime', column: 'n.created_at', type: 'date' },
  { name: 'readTime', column: 'n.read_at', type: 'date' },
];

/** Drafts (`r` = bpm_draft). */
export const DRAFT_FIELDS: QueryFields = [
  { name: 'subject', column: 'r.subject', type: 'string' },
  { name: 'defKey', column: 'r.def_key', type: 'string' },
  { name: 'defName', column: 'r.def_name', type: 'string' },
  { name: 'createTime', column: 'r.created_at', type: 'date' },
  { name: 'updateTime', column: 'r.updated_at', type: 'date' },
];

/** Deployed flows (`f` = bpm_definition, main versions). */
export const DEFINITION_FIELDS: QueryFields = [
  { name: 'defKey', column: 'f.def_key', type: 'string' },
  { name: 'name', column: 'f.name', type: 'string' },
  { name: 'version', column: 'f.version', type: 'number' },
  { name: 'deployTime', column: 'f.deployed_at', type: 'date' },
  { name: 'typeId', column: 'f.type_id', type: 'number' },
  { name: 'typeKey', column: 'ft.type_key', type: 'string' },
];
