import { FlowSettings, type NodeSetting } from '../../common/api/workflow.ts';

export { AssigneeRule, FlowSettings, NodeSetting, REJECT_MODES, type RejectMode } from '../../common/api/workflow.ts';

/** A node's settings over the flow's `defaults`; a name is the node's own, never a default's. */
export function nodeSetting(settings: FlowSettings, nodeId: string): NodeSetting {
  const { nameEn: _defaultName, ...defaults } = settings.defaults ?? {};
  return { ...defaults, ...settings.nodes?.[nodeId] };
}
