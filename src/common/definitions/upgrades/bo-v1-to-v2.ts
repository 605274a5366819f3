import { labelToMap } from './label-to-map.ts';

type Json = Record<string, unknown>;

const table = (t: Json): Json => ({
  ...t,
  name: labelToMap(t.name),
  fields: Array.isArray(t.fields) ? (t.fields as Json[]).map((f) => ({ ...f, label: labelToMap(f.label) })) : t.fields,
  ...(Array.isArray(t.children) ? { children: (t.children as Json[]).map(table) } : {}),
});

/** bo v1 -> v2: the object's, its fields' and its sub-tables' text labels become language maps. */
export function boV1ToV2(body: Json): Json {
  return { ...table(body), schemaVersion: 2 };
}
