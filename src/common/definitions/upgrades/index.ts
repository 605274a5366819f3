import { CURRENT_VERSION, type DefinitionKind } from '../versions.ts';
import { boV1ToV2 } from './bo-v1-to-v2.ts';
import { templateV1ToV2 } from './template-v1-to-v2.ts';

type Json = Record<string, unknown>;
/** Lifts a body from version n to n + 1 (Grafana-style: one pure function per step). */
export type UpgradeStep = (body: Json) => Json;

/** STEPS[kind][i] upgrades version i + 1 to i + 2. */
export const STEPS: Record<DefinitionKind, UpgradeStep[]> = {
  template: [templateV1ToV2],
  form: [],
  bo: [boV1ToV2],
  query: [],
  dialog: [],
  chart: [],
  column: [],
  layout: [],
  menu: [],
};

export class UpgradeError extends Error {}

/** Runs the steps from the body's schemaVersion (1 when absent) to the kind's current one; newer than current is an error. */
export function upgradeDefinition(kind: DefinitionKind, body: Json): Json {
  const from = typeof body.schemaVersion === 'number' ? body.schemaVersion : 1;
  const to = CURRENT_VERSION[kind];
  if (!Number.isInteger(from) || from < 1 || from > to) throw new UpgradeError(`${kind} schemaVersion ${String(body.schemaVersion)} is not between 1 and ${to}`);
  let current: Json = { ...body, schemaVersion: from };
  for (let v = from; v < to; v++) {
    const step = STEPS[kind][v - 1];
    if (!step) throw new UpgradeError(`${kind} has no upgrade from schemaVersion ${v}`);
    current = step(current);
    current.schemaVersion = v + 1;
  }
  return current;
}
