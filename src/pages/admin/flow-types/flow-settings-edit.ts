import type { FlowSettings, NodeSetting } from '../../../common/api/workflow.ts';

/** What the settings editor shows: the flow's own settings, the defaults of user tasks, or one node's. */
export type SettingsTarget = { kind: 'flow' } | { kind: 'defaults' } | { kind: 'node'; id: string };

/** The flow-level settings the editor edits (the English name has its own field in the dialog). */
export type FlowLevel = Pick<FlowSettings, 'form' | 'subject' | 'startRights'>;

/** The dialog's JSON text -> settings, or why it cannot be edited node by node. */
export function readSettings(text: string): { settings: FlowSettings } | { error: 'invalid' | 'notObject'; detail?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() || '{}');
  } catch (error) {
    return { error: 'invalid', detail: (error as Error).message };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: 'notObject' };
  return { settings: parsed as FlowSettings };
}

export const writeSettings = (settings: FlowSettings): string => JSON.stringify(settings, null, 2);

/** A value that says nothing (so its key goes): undefined, '', [] or an object without keys. */
const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** `base` with `patch` applied; keys patched to an empty value are removed. */
function patched<T extends object>(base: T, patch: Partial<T>): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (isEmpty(value)) delete out[key];
    else out[key] = value;
  }
  return out as T;
}

/** The node's own settings (or the defaults'): what it lists itself, without what it inherits. */
export function ownSetting(settings: FlowSettings, target: SettingsTarget): NodeSetting {
  if (target.kind === 'defaults') return settings.defaults ?? {};
  if (target.kind === 'node') return settings.nodes?.[target.id] ?? {};
  return {};
}

/** The settings with a node's (or the defaults') entries patched; an entry left empty is removed. */
export function withNodeSetting(settings: FlowSettings, target: SettingsTarget, patch: Partial<NodeSetting>): FlowSettings {
  if (target.kind === 'flow') return settings;
  const next = patched(ownSetting(settings, target), patch);
  if (target.kind === 'defaults') return patched(settings, { defaults: next });
  const nodes = { ...settings.nodes };
  if (isEmpty(next)) delete nodes[target.id];
  else nodes[target.id] = next;
  // `nodes` stays (possibly empty): the JSON the dialog starts from always has it.
  return { ...settings, nodes };
}

/** The settings with flow-level entries patched; start rights without roles or accounts are removed (everyone may start). */
export function withFlowLevel(settings: FlowSettings, patch: Partial<FlowLevel>): FlowSettings {
  const clean = patch.startRights ? { ...patch, startRights: patched({}, patch.startRights) } : patch;
  return patched(settings, clean);
}

/** The settings without a node's entry (a node the BPMN file no longer has). */
export function withoutNode(settings: FlowSettings, id: string): FlowSettings {
  const { [id]: _removed, ...nodes } = settings.nodes ?? {};
  return { ...settings, nodes };
}
