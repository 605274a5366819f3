import { Type, type Static } from '@sinclair/typebox';
import { FieldRight, InstanceRow, Leader } from './workflow.ts';

/**
 * Wire schemas of the reads behind the start, instance and read pages: an instance with its data, the flow image of
 * an instance, a flow definition as a start page needs it, and the watermark drawn over an instance's form.
 */

/** getInstanceByInstId: an instance with the data the caller may see, its form, and its open tasks and handled nodes. */
export const InstanceDetail = Type.Composite([InstanceRow, Type.Object({
  defId: Type.String(),
  /** The form the instance shows (schemas/form key) and the bo it edits; null when the flow has no form. */
  formKey: Type.Union([Type.String(), Type.Null()]),
  boAlias: Type.Union([Type.String(), Type.Null()]),
  data: Type.Record(Type.String(), Type.Unknown()),
  currentNodes: Type.Array(Type.String()),
  doneNodes: Type.Array(Type.String()),
  /** Open tasks with the names of the people who may handle them now (the approval history's pending step). */
  openTasks: Type.Array(Type.Object({ id: Type.String(), nodeId: Type.String(), name: Type.String(), handlers: Type.Array(Type.String()) })),
})]);
export type InstanceDetail = Static<typeof InstanceDetail>;

/** instanceFlowImage: the BPMN XML (with a generated layout when the file has none) and the nodes to mark. */
export const FlowImage = Type.Object({
  xml: Type.String(),
  /** Nodes with an open task. */
  currentNodes: Type.Array(Type.String()),
  /** Nodes somebody has handled (an opinion was recorded there). */
  doneNodes: Type.Array(Type.String()),
  status: Type.String(),
});
export type FlowImage = Static<typeof FlowImage>;

/** defGet / getJson: a version of a flow as its start page needs it. */
export const FlowStartView = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  isMain: Type.Boolean(),
  /** The start form (schemas/form key) and the bo it edits; null when the flow has no form. */
  formKey: Type.Union([Type.String(), Type.Null()]),
  boAlias: Type.Union([Type.String(), Type.Null()]),
  startNodeId: Type.String(),
  /** Field rights on the start node; fields not named are editable. */
  fieldRights: Type.Record(Type.String(), FieldRight),
  /** Whether the caller may start this flow (administrators always may). */
  canStart: Type.Boolean(),
  /** The leaders the caller may start it for (as their secretary); two or more: pick one (请选择一个发起人). */
  leaders: Type.Array(Leader),
});
export type FlowStartView = Static<typeof FlowStartView>;

/** getByInstId: the text drawn over an instance's form, naming who looks at it and when. */
export const Watermark = Type.Object({
  text: Type.String(),
  fullname: Type.String(),
  account: Type.String(),
  date: Type.String(),
});
export type Watermark = Static<typeof Watermark>;
