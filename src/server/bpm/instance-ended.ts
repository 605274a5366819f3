import type { Run } from './run-context.ts';

/** Work a module does when an instance of a flow (by its key) ends normally, inside the ending transaction. */
export type InstanceEndedHook = (run: Run) => Promise<void>;

const hooks = new Map<string, InstanceEndedHook[]>();

/** Registers work for the normal end of every instance of `defKey` (the agency case an approved 代理机构委托 opens). */
export function onInstanceEnded(defKey: string, hook: InstanceEndedHook): void {
  const list = hooks.get(defKey) ?? [];
  if (!list.includes(hook)) list.push(hook);
  hooks.set(defKey, list);
}

export async function runInstanceEnded(run: Run): Promise<void> {
  for (const hook of hooks.get(run.instance.defKey) ?? []) await hook(run);
}
