import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Label } from '../../../src/common/definitions/label.ts';

export type GroupDisplay = 'tabs' | 'collapse' | 'grid';
export const GROUP_DISPLAYS: readonly GroupDisplay[] = ['tabs', 'collapse', 'grid'];

/** A layout group of the root uiSchema (`ui:groups`), the engine's translation of a form definition's `layout`. */
export interface UiGroup {
  title?: Label;
  fields: string[];
  columns?: number;
  display?: GroupDisplay;
}

/** 1 to 4 grid columns; anything else falls back. */
export function clampColumns(value: unknown, fallback = 1): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4 ? value : fallback;
}

/** `ui:groups` of a uiSchema, each with its display resolved (`display`, else the uiSchema's `ui:layout`, else grid). */
export function readGroups(uiSchema: UiSchema | undefined): (UiGroup & { display: GroupDisplay })[] {
  const groups = uiSchema?.['ui:groups'];
  if (!Array.isArray(groups)) return [];
  const fallback = asDisplay(uiSchema?.['ui:layout']) ?? 'grid';
  return (groups as UiGroup[])
    .filter((group) => group && Array.isArray(group.fields))
    .map((group) => ({ ...group, display: asDisplay(group.display) ?? fallback }));
}

function asDisplay(value: unknown): GroupDisplay | undefined {
  return GROUP_DISPLAYS.includes(value as GroupDisplay) ? (value as GroupDisplay) : undefined;
}

/** Consecutive groups of the same display, so adjacent tab groups share one tab bar. */
export function runsOf<G extends { display: GroupDisplay }>(groups: G[]): { display: GroupDisplay; groups: G[] }[] {
  const runs: { display: GroupDisplay; groups: G[] }[] = [];
  for (const group of groups) {
    const last = runs.at(-1);
    if (last && last.display === group.display && group.display !== 'grid') last.groups.push(group);
    else runs.push({ display: group.display, groups: [group] });
  }
  return runs;
}

/**
 * Grid columns a field spans: `ui:span` (a number or 'full') wins; sub-tables, plain arrays of objects and rich
 * text take the whole row since they are unreadable in a narrow cell.
 */
export function spanOf(name: string, schema: RJSFSchema, uiSchema: UiSchema | undefined, columns: number): number {
  const ui = (uiSchema?.[name] ?? {}) as UiSchema;
  const span = ui['ui:span'];
  if (span === 'full') return columns;
  if (typeof span === 'number') return Math.min(columns, Math.max(1, Math.floor(span)));
  const property = schema.properties?.[name];
  const items = typeof property === 'object' ? property.items : undefined;
  const isObjectArray = typeof items === 'object' && !Array.isArray(items) && items.type === 'object' && !ui['ui:widget'];
  if (isObjectArray || ui['ui:field'] === 'subTable' || ui['ui:widget'] === 'richtext') return columns;
  return 1;
}

/** Whether an rjsf error schema holds at least one error anywhere below it. */
export function hasErrors(errorSchema: unknown): boolean {
  if (!errorSchema || typeof errorSchema !== 'object') return false;
  for (const [key, value] of Object.entries(errorSchema)) {
    if (key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value)) return true;
  }
  return false;
}
