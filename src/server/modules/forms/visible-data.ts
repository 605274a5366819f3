import type { FieldRight } from '../../../common/definitions/kinds/form.ts';

/** A record's data without the fields and sub-tables whose right is `n` (never sent to the caller). */
export function visibleData(data: Record<string, unknown>, rights: Record<string, FieldRight>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (rights[key] !== 'n') out[key] = value;
  return out;
}

/** A column, button or field limited to some roles: absent / empty / `*` = everyone. */
export const allowedFor = (rights: readonly string[] | undefined, roles: readonly string[]) =>
  !rights || rights.length === 0 || rights.includes('*') || rights.some((r) => roles.includes(r));
