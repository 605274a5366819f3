import type { FieldRight } from '../../common/definitions/kinds/form.ts';

/**
 * The rights a form is drawn with: the caller's (per role, from the server), then a workflow node's override per
 * field, then read-only mode (get, or a record the caller may not change) lowering b/w to r. n stays hidden.
 */
export function effectiveRights(
  fields: readonly string[],
  callerRights: Record<string, FieldRight>,
  override: Record<string, FieldRight> | undefined,
  readonly: boolean,
): Record<string, FieldRight> {
  const out: Record<string, FieldRight> = {};
  for (const field of fields) {
    const right = override?.[field] ?? callerRights[field] ?? 'w';
    out[field] = readonly && right !== 'n' ? 'r' : right;
  }
  return out;
}

export const isHiddenRight = (right: FieldRight | undefined) => right === 'n';
export const isReadonlyRight = (right: FieldRight | undefined) => right === 'r';
export const isWritableRight = (right: FieldRight | undefined) => right === undefined || right === 'w' || right === 'b';
