import type { RJSFSchema } from '@rjsf/utils';

export interface DialogKeys {
  valueKey: string;
  labelKey: string;
}

/** One chosen entry as the widget shows it. */
export interface Picked {
  value: unknown;
  label: string;
}

const itemsAreObjects = (schema: RJSFSchema) =>
  schema.type === 'array' && typeof schema.items === 'object' && !Array.isArray(schema.items) && schema.items.type === 'object';

/** The stored value read as entries: objects carry their label, bare values are their own label. */
export function pickedOf(value: unknown, schema: RJSFSchema, keys: DialogKeys): Picked[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : schema.type === 'string' ? String(value).split(',').filter(Boolean) : [value];
  return list.map((entry) => {
    if (entry && typeof entry === 'object') {
      const row = entry as Record<string, unknown>;
      return { value: row[keys.valueKey], label: String(row[keys.labelKey] ?? row[keys.valueKey] ?? '') };
    }
    return { value: entry, label: String(entry) };
  });
}

/** Rows chosen in a custom dialog turned into the field's value, by the shape the schema asks for. */
export function valueOfRows(rows: Record<string, unknown>[], schema: RJSFSchema, keys: DialogKeys): unknown {
  if (itemsAreObjects(schema)) return rows.map((row) => ({ [keys.valueKey]: row[keys.valueKey], [keys.labelKey]: row[keys.labelKey] }));
  const values = rows.map((row) => row[keys.valueKey]);
  if (schema.type === 'array') return values;
  if (schema.type === 'string') return values.length > 0 ? values.map(String).join(',') : undefined;
  return values[0];
}

/** The value without one entry (a tag's close button). */
export function withoutEntry(value: unknown, schema: RJSFSchema, keys: DialogKeys, index: number): unknown {
  const rest = pickedOf(value, schema, keys).filter((_, i) => i !== index);
  return valueOfRows(rest.map((entry) => ({ [keys.valueKey]: entry.value, [keys.labelKey]: entry.label })), schema, keys);
}
