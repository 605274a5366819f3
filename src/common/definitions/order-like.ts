const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A copy of `value` whose objects list their keys in the order `model` (the same kind of value, e.g. the shipped
 * file of a stored definition) lists them; keys the model does not have follow in their own order. Arrays are
 * matched by index. Only the order changes, never a value.
 */
export function orderLike(value: unknown, model: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => orderLike(item, Array.isArray(model) ? model[i] : undefined));
  if (!isObject(value)) return value;
  const known = isObject(model) ? Object.keys(model).filter((k) => k in value) : [];
  const keys = [...known, ...Object.keys(value).filter((k) => !known.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, orderLike(value[k], isObject(model) ? model[k] : undefined)]));
}
