import { createContext, useContext, type ComponentType } from 'react';
import type { ConditionControlProps } from '../../../widgets/list/condition-controls.tsx';
import { conditionControls } from './condition-controls.ts';
import { formatters, type Formatter } from './formatters.tsx';
import type { ListExtensions } from '../list/extensions/types.ts';

/**
 * The explicit registry: what a definition's names (formatter, control) resolve to. An object passed down, never
 * filled by import side effects; tests and stories pass their own.
 */
export interface EngineRegistry {
  formatters: Readonly<Record<string, Formatter>>;
  conditionControls: Readonly<Record<string, ComponentType<ConditionControlProps>>>;
  /** List extension points the app registers (row actions, list calls, refreshers); none by default. */
  rowActions?: ListExtensions['rowActions'];
  listCalls?: ListExtensions['listCalls'];
  refreshers?: ListExtensions['refreshers'];
  /** The nodes (and node commands) of templates' side trees (`sideTree.source`). */
  treeSources?: ListExtensions['treeSources'];
  /** Components a template's `panels` names, drawn above its search bar. */
  listPanels?: Readonly<Record<string, ComponentType>>;
}

export const defaultRegistry: EngineRegistry = { formatters, conditionControls };

/** A registry with some entries replaced or added. */
export function extendRegistry(base: EngineRegistry, more: Partial<EngineRegistry>): EngineRegistry {
  return {
    formatters: { ...base.formatters, ...more.formatters },
    conditionControls: { ...base.conditionControls, ...more.conditionControls },
    rowActions: { ...base.rowActions, ...more.rowActions },
    listCalls: { ...base.listCalls, ...more.listCalls },
    refreshers: { ...base.refreshers, ...more.refreshers },
    treeSources: { ...base.treeSources, ...more.treeSources },
    listPanels: { ...base.listPanels, ...more.listPanels },
  };
}

export const RegistryContext = createContext<EngineRegistry>(defaultRegistry);
export const useRegistry = () => useContext(RegistryContext);

/** An entry by name, or undefined: the caller renders `<UnknownEntry>` naming the definition path. */
export function lookup<T>(map: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(map, name) ? map[name] : undefined;
}
