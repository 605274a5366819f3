import { OFTEN_FLOW_LIMIT } from '../../../common/api/workflow.ts';

/** A flow as the settings dialog lists it. */
export interface FlowEntry {
  defKey: string;
  name: string;
}

export type AddOutcome = { list: FlowEntry[] } | { refused: 'limit' };

/** Adds a flow at the end of the frequent list; already there is a no-op; the 21st is refused (最多可添加20个常用流程). */
export function addFlow(list: readonly FlowEntry[], flow: FlowEntry, limit = OFTEN_FLOW_LIMIT): AddOutcome {
  if (list.some((entry) => entry.defKey === flow.defKey)) return { list: [...list] };
  if (list.length >= limit) return { refused: 'limit' };
  return { list: [...list, flow] };
}

export const removeFlow = (list: readonly FlowEntry[], defKey: string): FlowEntry[] => list.filter((entry) => entry.defKey !== defKey);

/** Flows whose name contains the search text (case-insensitive, trimmed); all when it is blank. */
export function matchingFlows<F extends FlowEntry>(flows: readonly F[], text: string): F[] {
  const needle = text.trim().toLowerCase();
  return needle ? flows.filter((flow) => flow.name.toLowerCase().includes(needle)) : [...flows];
}

const FALLBACK_COLOR = '#165DFF';

/** The tile colour from a frequent flow's icon JSON (`{"color":"#..."}`); a default when absent or unreadable. */
export function iconColor(icon: string | null | undefined): string {
  try {
    const color = (JSON.parse(icon ?? '') as { color?: unknown }).color;
    return typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : FALLBACK_COLOR;
  } catch {
    return FALLBACK_COLOR;
  }
}
