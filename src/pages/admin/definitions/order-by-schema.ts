import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';

const asSchema = (d: JSONSchema7Definition | undefined): JSONSchema7 | undefined => (d && typeof d === 'object' ? d : undefined);

/** The object branch of a schema that names the most of the value's keys (unions of objects). */
function objectBranch(schema: JSONSchema7, value: Record<string, unknown>): JSONSchema7 | undefined {
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(asSchema).filter((s): s is JSONSchema7 => Boolean(s?.properties));
  let best: JSONSchema7 | undefined;
  let bestScore = 0;
  for (const branch of branches) {
    const score = Object.keys(value).filter((k) => k in branch.properties!).length;
    if (score > bestScore) { best = branch; bestScore = score; }
  }
  return best;
}

/**
 * A copy of a definition body with its keys in the meta schema's order (kind, schemaVersion, alias, name, ...): a new
 * definition's starter reads best in the order the schema declares (stored bodies keep their author's order).
 */
export function orderBySchema(value: unknown, schema: JSONSchema7 | undefined): unknown {
  if (!schema) return value;
  if (Array.isArray(value)) {
    const items = asSchema(Array.isArray(schema.items) ? undefined : schema.items);
    return value.map((v) => orderBySchema(v, items));
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const branch = objectBranch(schema, record);
  if (!branch) return value;
  const declared = Object.keys(branch.properties!);
  const keys = [...declared.filter((k) => k in record), ...Object.keys(record).filter((k) => !declared.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, orderBySchema(record[k], asSchema(branch.properties![k]))]));
}
