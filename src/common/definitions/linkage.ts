import { Ajv, type ValidateFunction } from 'ajv';
import type { FormDefinition } from './kinds/form.ts';
import { unescapePointer } from './pointer.ts';

const ajv = new Ajv({ strict: false, allErrors: false });
const compiled = new Map<string, ValidateFunction>();

function matcher(schema: Record<string, unknown>): ValidateFunction {
  const text = JSON.stringify(schema);
  let fn = compiled.get(text);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(text, fn);
  }
  return fn;
}

/** The value at a JSON pointer (undefined when a step is missing). */
export function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const token of pointer.split('/').slice(1).map(unescapePointer)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/** Whether a linkage's condition holds for the data (JSON Forms-style: the scope's value matches the schema). */
export function linkageHolds(linkage: NonNullable<FormDefinition['linkages']>[number], data: Record<string, unknown>): boolean {
  return matcher(linkage.condition.schema)(valueAt(data, linkage.condition.scope)) === true;
}

/** Top-level fields the form's REQUIRE linkages make required for this data. */
export function linkedRequiredFields(form: Pick<FormDefinition, 'linkages'> | undefined, data: Record<string, unknown>): string[] {
  const fields = new Set<string>();
  for (const linkage of form?.linkages ?? []) {
    if (linkage.effect !== 'REQUIRE' || !linkageHolds(linkage, data)) continue;
    for (const target of linkage.targets) fields.add(unescapePointer(target.split('/')[1] ?? ''));
  }
  return [...fields];
}
