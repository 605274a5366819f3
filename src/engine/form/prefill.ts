import type { FieldRight, FormDefinition } from '../../common/definitions/kinds/form.ts';
import type { DictItems } from './form-source.ts';

/** Query parameters of a form's route that are not field values. */
const ROUTE_PARAMS = new Set(['id', 'draftId', 'startFlow', 'statType']);

type Property = { type?: string | string[] };

/**
 * A new record's values from its page's query (`.../add?applicationNo=...&kind=transfer`, a list row's link): only the
 * form's own top-level fields the caller may edit, as the field's type reads them; a value outside the field's dictionary
 * is dropped (a result offered for 转让或许可 leaves the order's kind to choose).
 */
export function prefillFromQuery(form: FormDefinition, rights: Record<string, FieldRight>, dicts: DictItems, query: Readonly<Record<string, string>>): Record<string, unknown> {
  const properties = form.schema.properties as Record<string, Property>;
  const ui = (form.uiSchema ?? {}) as Record<string, { 'ui:options'?: { dictKey?: unknown } }>;
  const data: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(query)) {
    const property = properties[field];
    if (ROUTE_PARAMS.has(field) || !property || raw === '' || (rights[field] && rights[field] !== 'w' && rights[field] !== 'b')) continue;
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    const dictKey = ui[field]?.['ui:options']?.dictKey;
    if (typeof dictKey === 'string' && dicts[dictKey] && !dicts[dictKey].some((item) => item.key === raw)) continue;
    if (type === 'number' || type === 'integer') {
      const value = Number(raw);
      if (Number.isFinite(value) && (type === 'number' || Number.isInteger(value))) data[field] = value;
    } else if (type === 'boolean') {
      if (raw === 'true' || raw === 'false') data[field] = raw === 'true';
    } else if (type === 'string' || type === undefined) {
      data[field] = raw;
    }
  }
  return data;
}
