/** The ids a picker field holds: one id, a list, or (from a text field) "1,2". */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  return list.map((entry) => Number(entry)).filter((id) => Number.isInteger(id));
}

/** Chosen ids as the field's value: a list for an array field, "1,2" for a text field, else the first id. */
export function valueOfIds(ids: number[], schemaType: unknown, emptyValue: unknown): unknown {
  if (schemaType === 'array') return ids;
  if (ids.length === 0) return emptyValue;
  if (schemaType === 'string') return ids.join(',');
  return ids[0];
}

/** Whether a picker takes several: an array field, or `ui:options.multiple`. */
export function isMultiple(schemaType: unknown, multiple: unknown): boolean {
  return schemaType === 'array' || multiple === true;
}
