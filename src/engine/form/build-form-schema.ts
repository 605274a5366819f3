import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { resolveLabel } from '../../common/definitions/label.ts';
import type { FieldRight } from '../../common/definitions/kinds/form.ts';
import type { BoChild, BoField } from '../../common/definitions/kinds/bo.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { FormSource } from './form-source.ts';
import type { LinkageEffects } from './linkage-effects.ts';
import { topFields } from './linkage-effects.ts';

/** The name of the engine's field that draws nothing (hidden by right n or by a linkage). */
export const HIDDEN_FIELD = 'engineHidden';

/**
 * Draws nothing for a field; `ui:widget: hidden` is what marks the property hidden for the templates, so it takes
 * no grid cell and a layout group left with only hidden fields disappears.
 */
const hide = (node: Record<string, unknown>) => {
  node['ui:field'] = HIDDEN_FIELD;
  node['ui:widget'] = 'hidden';
};

type Json = Record<string, unknown>;
type Translate = (key: string) => string | undefined;

export interface BuiltForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Top-level fields that must be filled in (rights b, bo/schema required and writable, REQUIRE linkages). */
  required: string[];
}

const clone = <T>(value: T): T => structuredClone(value);

function labelOf(field: BoField | BoChild | undefined, lang: Language, translate: Translate): string | undefined {
  if (!field) return undefined;
  return resolveLabel('label' in field ? field.label : field.name, lang, translate) || undefined;
}

/** The uiSchema node of a pointer (`/claims`, `/items/amount` for a sub-table column), created on the way. */
function uiNodeAt(uiSchema: UiSchema, schema: Json, pointer: string): UiSchema | undefined {
  let ui = uiSchema as Json;
  let node: Json | undefined = schema;
  for (const token of pointer.split('/').slice(1)) {
    if (node?.type === 'array') {
      ui = (ui.items ??= {}) as Json;
      node = node.items as Json | undefined;
    }
    node = (node?.properties as Json | undefined)?.[token] as Json | undefined;
    if (!node) return undefined;
    ui = (ui[token] ??= {}) as Json;
  }
  return ui as UiSchema;
}

/**
 * The rjsf schema and uiSchema of a form for the caller: titles from the business object's labels in the UI language,
 * rights applied (n: not drawn, r: read only, b: required), linkage effects applied, the layout as root options.
 */
export function buildFormSchema(source: Pick<FormSource, 'form' | 'bo'>, rights: Record<string, FieldRight>, effects: LinkageEffects,
  lang: Language, translate: Translate): BuiltForm {
  const { form, bo } = source;
  const schema = clone(form.schema) as Json & { properties: Record<string, Json> };
  const uiSchema = clone(form.uiSchema ?? {}) as Json;
  const ui = (name: string) => (uiSchema[name] ??= {}) as Json;
  const fieldOf = (name: string) => bo.fields.find((f) => f.name === name);
  const childOf = (name: string) => bo.children?.find((c) => c.alias === name);
  const writable = (name: string) => rights[name] !== 'r' && rights[name] !== 'n';

  const required = new Set<string>();
  for (const name of form.schema.required ?? []) if (writable(name)) required.add(name);
  for (const field of bo.fields) if (field.required && writable(field.name)) required.add(field.name);
  for (const name of topFields(effects.required)) if (writable(name)) required.add(name);

  for (const [name, property] of Object.entries(schema.properties)) {
    const right = rights[name] ?? 'w';
    const child = childOf(name);
    const title = labelOf(fieldOf(name) ?? child, lang, translate);
    if (title) property.title = title;
    if (right === 'b') required.add(name);
    if (right === 'r') ui(name)['ui:readonly'] = true;
    if (right === 'n') hide(ui(name));
    const items = property.items as { properties?: Record<string, Json>; required?: string[] } | undefined;
    if (child && items?.properties) {
      for (const [column, columnSchema] of Object.entries(items.properties)) {
        const columnTitle = labelOf(child.fields.find((f) => f.name === column), lang, translate);
        if (columnTitle) columnSchema.title = columnTitle;
        const columnRight = rights[`${name}.${column}`];
        const columnUi = ((ui(name).items ??= {}) as Json);
        if (columnRight === 'r') ((columnUi[column] ??= {}) as Json)['ui:readonly'] = true;
        if (columnRight === 'n') hide((columnUi[column] ??= {}) as Json);
      }
      if (right === 'r') ui(name)['ui:options'] = { ...(ui(name)['ui:options'] as Json | undefined), addable: false, removable: false, orderable: false };
    }
  }
  for (const pointer of effects.hidden) {
    const node = uiNodeAt(uiSchema as UiSchema, schema, pointer);
    if (node) hide(node);
  }
  for (const pointer of effects.disabled) {
    const node = uiNodeAt(uiSchema as UiSchema, schema, pointer);
    if (node) node['ui:disabled'] = true;
  }
  // Hidden fields are never required: the user cannot fill them in.
  const hiddenTop = new Set([...topFields(effects.hidden), ...Object.keys(rights).filter((k) => rights[k] === 'n')]);
  schema.required = [...required].filter((name) => !hiddenTop.has(name) && name in schema.properties);

  // The theme draws `ui:groups` (widgets/form/templates/layout-model.ts) and resolves their titles itself.
  const groups = (form.layout ?? []).map((group) => ({ ...group, fields: group.fields.filter((f) => f in schema.properties) }));
  const ordered = [...new Set(groups.flatMap((g) => g.fields))];
  uiSchema['ui:order'] = [...ordered, '*'];
  if (groups.length) uiSchema['ui:groups'] = groups;
  uiSchema['ui:submitButtonOptions'] = { norender: true };
  return { schema: schema as RJSFSchema, uiSchema: uiSchema as UiSchema, required: schema.required as string[] };
}
