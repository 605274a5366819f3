import { labelToMap } from './label-to-map.ts';

type Json = Record<string, unknown>;

const labelled = (list: unknown) => (Array.isArray(list) ? (list as Json[]).map((f) => ({ ...f, ...('label' in f ? { label: labelToMap(f.label) } : {}) })) : list);

/** template v1 -> v2: name, condition, display and button labels become language maps; v1 `buttons` is renamed `manageFields`. */
export function templateV1ToV2(body: Json): Json {
  const { buttons, ...rest } = body;
  return {
    ...rest,
    name: labelToMap(body.name),
    conditionFields: labelled(body.conditionFields ?? []),
    displayFields: labelled(body.displayFields),
    manageFields: labelled(body.manageFields ?? buttons ?? []),
    schemaVersion: 2,
  };
}
