import { FlowSettings, type NodeSetting } from '../../common/api/workflow.ts';

export { AssigneeRule, FlowSettings, NodeSetting, REJECT_MODES, type RejectMode } from '../../common/api/workflow.ts';

export function nodeSetting(settings: FlowSettings, nodeId: string): NodeSetting {
  return { ...settings.defaults, ...settings.nodes?.[nodeId] };
}
