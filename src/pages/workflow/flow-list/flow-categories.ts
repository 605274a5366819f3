import type { DefinitionRow } from '../../../app/api/workflow-lists.ts';

/** The category bar's value for every category, and for flows without one. */
export const ALL_CATEGORIES = 'all';
export const NO_CATEGORY = 'none';

export interface FlowCategory { id: string; name: string; count: number }

/** The categories the flows belong to, in the order first met (the server lists flows by category order), uncategorised last. */
export function categoriesOf(flows: readonly Pick<DefinitionRow, 'typeId' | 'typeName'>[]): FlowCategory[] {
  const found = new Map<string, FlowCategory>();
  for (const flow of flows) {
    const id = flow.typeId ?? NO_CATEGORY;
    const entry = found.get(id) ?? { id, name: flow.typeId === null ? '' : flow.typeName ?? '', count: 0 };
    entry.count += 1;
    found.set(id, entry);
  }
  const none = found.get(NO_CATEGORY);
  found.delete(NO_CATEGORY);
  return none ? [...found.values(), none] : [...found.values()];
}

/** The flows of one category (all for ALL_CATEGORIES; flows without one for NO_CATEGORY). */
export function inCategory<F extends Pick<DefinitionRow, 'typeId'>>(flows: readonly F[], category: string): F[] {
  if (category === ALL_CATEGORIES) return [...flows];
  return flows.filter((flow) => (flow.typeId ?? NO_CATEGORY) === category);
}
