import { linkageHolds } from '../../common/definitions/linkage.ts';
import type { FormDefinition } from '../../common/definitions/kinds/form.ts';

/** What the form's linkage rules do to which fields (JSON pointers) for the current data. */
export interface LinkageEffects {
  hidden: string[];
  disabled: string[];
  required: string[];
}

export const NO_EFFECTS: LinkageEffects = { hidden: [], disabled: [], required: [] };

/** SHOW/ENABLE act when the condition holds and do the opposite otherwise; HIDE/DISABLE/REQUIRE act only when it holds. */
export function linkageEffects(form: Pick<FormDefinition, 'linkages'>, data: Record<string, unknown>): LinkageEffects {
  const hidden = new Set<string>();
  const disabled = new Set<string>();
  const required = new Set<string>();
  for (const linkage of form.linkages ?? []) {
    const holds = linkageHolds(linkage, data);
    const add = (set: Set<string>) => linkage.targets.forEach((target) => set.add(target));
    if (linkage.effect === 'SHOW' && !holds) add(hidden);
    if (linkage.effect === 'HIDE' && holds) add(hidden);
    if (linkage.effect === 'ENABLE' && !holds) add(disabled);
    if (linkage.effect === 'DISABLE' && holds) add(disabled);
    if (linkage.effect === 'REQUIRE' && holds) add(required);
  }
  return { hidden: [...hidden].sort(), disabled: [...disabled].sort(), required: [...required].sort() };
}

export const sameEffects = (a: LinkageEffects, b: LinkageEffects) =>
  a.hidden.join('\n') === b.hidden.join('\n') && a.disabled.join('\n') === b.disabled.join('\n') && a.required.join('\n') === b.required.join('\n');

/** Top-level field names a list of pointers names (`/claims` -> `claims`). */
export const topFields = (pointers: readonly string[]) => pointers.map((p) => p.split('/')[1] ?? '').filter(Boolean);
