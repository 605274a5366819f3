import type { BoChild, BoDefinition, BoField, BoGrandchild } from '../../../../common/definitions/kinds/bo.ts';
import type { RuleName, RuleObject } from '../../../../common/definitions/kinds/form.ts';
import { parseRules } from '../../../../common/definitions/parse-rules.ts';
import { labelWith, type LabelValue } from '../bo-designer/bo-edit.ts';
import { formatBody } from '../parse-definition-text.ts';
import { isCleared, isJsonObject as isObject, parseJsonText, patched as patchedBy, type Json } from '../designer-edit.ts';

/**
 * Edits of a form's text as the designer makes them. Each takes the body and gives a new one: keys keep their order,
 * keys the designer does not know stay as they are, and every result validates against the form meta schema (a group
 * is never left empty, a property emptied goes).
 */

export interface GroupBody extends Json { title?: LabelValue; fields: string[]; columns?: number }
export interface LinkageBody { effect: LinkageEffect; condition: { scope: string; schema: Json }; targets: string[] }
export interface FormulaBody { target: string; expression: string }
export type FormBody = Json & {
  name: LabelValue;
  boAlias: string;
  schema: Json & { type: 'object'; properties: Record<string, Json>; required?: string[] };
  uiSchema?: Record<string, Json>;
  layout?: GroupBody[];
  rules?: Record<string, string | RuleObject[]>;
  linkages?: LinkageBody[];
  formulas?: FormulaBody[];
  drafts?: boolean;
};

export const LINKAGE_EFFECTS = ['SHOW', 'HIDE', 'REQUIRE', 'ENABLE', 'DISABLE'] as const;
export type LinkageEffect = (typeof LINKAGE_EFFECTS)[number];
/** The conditions the designer writes; any other condition schema is kept and shown as JSON. */
export const LINKAGE_OPS = ['eq', 'ne', 'filled', 'empty'] as const;
export type LinkageOp = (typeof LINKAGE_OPS)[number];

/** The widgets (`ui:widget`) of the form theme a designer may pick (widgets/form/theme.ts). */
export const WIDGETS = [
  'text', 'textarea', 'number', 'money', 'date', 'datetime', 'time', 'switch', 'checkbox', 'radio', 'select', 'dict',
  'userPicker', 'orgPicker', 'postPicker', 'dialog', 'attachment', 'richtext', 'serial',
] as const;

/** A form's patch also removes emptied lists and objects (the meta-schema refuses an empty group list or uiSchema). */
const isEmpty = (value: unknown) => isCleared(value)
  || (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);

const patched = <T extends Json>(base: T, patch: Json): T => patchedBy(base, patch, isEmpty);

/** The text as a form body the designer can edit, or why it cannot. */
export function readForm(text: string): { form: FormBody } | { error: 'syntax' | 'shape'; detail?: string } {
  const read = parseJsonText(text);
  if ('error' in read) return read;
  const { parsed } = read;
  if (!isObject(parsed) || !isObject(parsed.schema) || !isObject(parsed.schema.properties)) return { error: 'shape' };
  for (const list of ['layout', 'linkages', 'formulas'] as const) {
    if (parsed[list] !== undefined && !(Array.isArray(parsed[list]) && (parsed[list] as unknown[]).every(isObject))) return { error: 'shape' };
  }
  if ((parsed.layout as Json[] | undefined)?.some((g) => !Array.isArray(g.fields))) return { error: 'shape' };
  return { form: parsed as FormBody };
}

export const writeForm = (form: FormBody): string => formatBody(form);

/**
 * The form offering 保存草稿 or not: keeping drafts is the default, so it drops the key; turning them off writes
 * `drafts: false` after boAlias (where the shipped forms have it), or in its place when the text already has one.
 */
export function withDrafts(form: FormBody, keep: boolean): FormBody {
  if (keep) {
    const { drafts: _, ...rest } = form;
    return rest as FormBody;
  }
  if ('drafts' in form) return { ...form, drafts: false };
  const out: Json = {};
  for (const [key, value] of Object.entries(form)) {
    out[key] = value;
    if (key === 'boAlias') out.drafts = false;
  }
  return ('drafts' in out ? out : { ...out, drafts: false }) as FormBody;
}

/** The form with one language of its name changed. */
export const withName = (form: FormBody, lang: 'zh-CN' | 'en-US', text: string): FormBody => ({ ...form, name: labelWith(form.name, lang, text) });

/** The form's fields in the order they are drawn: the groups' fields, then the ones no group names. */
export function ungrouped(form: FormBody): string[] {
  const grouped = new Set((form.layout ?? []).flatMap((g) => g.fields));
  return Object.keys(form.schema.properties).filter((name) => !grouped.has(name));
}

/** The JSON Schema of a business-object field as the form draws it. */
export function fieldSchema(field: BoField, title: string): Json {
  const out: Json = { type: 'string', title };
  switch (field.type) {
    case 'number': case 'money': out.type = 'number'; break;
    case 'integer': case 'user': case 'org': out.type = 'integer'; break;
    case 'boolean': out.type = 'boolean'; break;
    case 'date': out.format = 'date'; break;
    case 'datetime': out.format = 'date-time'; break;
    case 'attachment': out.type = 'array'; out.items = { type: 'object' }; break;
    default: break;
  }
  if (field.multiple && field.type !== 'attachment') {
    out.items = { type: out.type };
    out.type = 'array';
  }
  if (field.maxLength !== undefined && out.type === 'string') out.maxLength = field.maxLength;
  if (field.minimum !== undefined && out.type === 'number') out.minimum = field.minimum;
  return out;
}

/** The widget a business-object field gets when placed (undefined: the theme's default for its schema). */
export function defaultWidget(field: BoField): string | undefined {
  const byType: Partial<Record<BoField['type'], string>> = {
    money: 'money', dict: 'dict', user: 'userPicker', org: 'orgPicker', attachment: 'attachment', richtext: 'richtext', serial: 'serial',
  };
  return byType[field.type];
}

const zhLabel = (label: BoField['label']) => (typeof label === 'string' ? label : label['zh-CN']);

/** A sub-table (and its own sub-tables) as an array of rows. */
function tableSchema(table: BoChild | BoGrandchild): Json {
  const properties: Json = Object.fromEntries(table.fields.map((f) => [f.name, fieldSchema(f, zhLabel(f.label))]));
  for (const child of ('children' in table ? table.children : undefined) ?? []) properties[child.alias] = tableSchema(child);
  return { type: 'array', title: zhLabel(table.name), items: { type: 'object', properties } };
}

/** What of the business object the form may place: its fields and its sub-tables, each by name. */
export function placeable(bo: BoDefinition): Array<{ name: string; label: LabelValue; child: boolean }> {
  return [
    ...bo.fields.map((f) => ({ name: f.name, label: f.label as LabelValue, child: false })),
    ...(bo.children ?? []).map((c) => ({ name: c.alias, label: c.name as LabelValue, child: true })),
  ];
}

/** Where a field goes: a group and a place in it, a new group at the end, or no group. */
export type Drop = { group: number; index?: number } | { group: 'new' } | { group: null };

/** The form with a name taken out of every group; groups left empty go (a group holds at least one field). */
function outOfGroups(form: FormBody, name: string): FormBody {
  if (!form.layout) return form;
  const layout = form.layout.map((g) => (g.fields.includes(name) ? { ...g, fields: g.fields.filter((f) => f !== name) } : g)).filter((g) => g.fields.length);
  return patched(form, { layout });
}

/** The form with a name put where `drop` says (taken out of where it was first). */
function intoGroup(form: FormBody, name: string, drop: Drop, newGroupTitle?: LabelValue): FormBody {
  let layout = [...(form.layout ?? [])];
  let target = drop.group;
  // Taking the field out may remove its old group: the target's index is counted before that.
  if (typeof target === 'number') {
    const old = layout.findIndex((g) => g.fields.includes(name));
    if (old >= 0 && old < target && layout[old]!.fields.length === 1) target -= 1;
  }
  const index = 'index' in drop ? drop.index : undefined;
  layout = layout.map((g) => (g.fields.includes(name) ? { ...g, fields: g.fields.filter((f) => f !== name) } : g)).filter((g) => g.fields.length);
  if (target === 'new') {
    layout.push({ ...(newGroupTitle ? { title: newGroupTitle } : {}), columns: 2, fields: [name] });
  } else if (typeof target === 'number' && layout[target]) {
    const fields = [...layout[target]!.fields];
    fields.splice(index ?? fields.length, 0, name);
    layout[target] = { ...layout[target]!, fields };
  }
  return patched(form, { layout });
}

/**
 * The form with a business-object field (or sub-table) placed: its schema (title from the zh-CN label; the engine
 * draws the label in the user's language), its default widget, and its place in the layout.
 */
export function withFieldPlaced(form: FormBody, bo: BoDefinition, name: string, drop: Drop, newGroupTitle?: LabelValue): FormBody {
  let out = form;
  if (!(name in form.schema.properties)) {
    const field = bo.fields.find((f) => f.name === name);
    const child = bo.children?.find((c) => c.alias === name);
    if (!field && !child) return form;
    const property = field ? fieldSchema(field, zhLabel(field.label)) : tableSchema(child!);
    out = { ...out, schema: { ...out.schema, properties: { ...out.schema.properties, [name]: property } } };
    const widget = field ? defaultWidget(field) : undefined;
    if (widget) out = withWidget(out, name, widget);
    if (field?.type === 'dict' && field.dictKey) out = withUiOptions(out, name, { dictKey: field.dictKey, ...(field.multiple ? { multiple: true } : {}) });
    if (field?.type === 'serial') out = withUi(out, name, { 'ui:readonly': true });
  }
  return intoGroup(out, name, drop, newGroupTitle);
}

/** Pointers of a linkage naming a field: its scope or a target at or under it. */
const namesField = (pointer: string, name: string) => pointer === `/${name}` || pointer.startsWith(`/${name}/`);

/** The form without a field: its schema, required mark, place, widget, rules, linkages naming it, formulas onto it. */
export function withoutField(form: FormBody, name: string): FormBody {
  const properties = { ...form.schema.properties };
  delete properties[name];
  const schema = patched({ ...form.schema, properties }, { required: form.schema.required?.filter((r) => r !== name) });
  const uiSchema = form.uiSchema ? { ...form.uiSchema } : undefined;
  if (uiSchema) delete uiSchema[name];
  const rules = form.rules ? Object.fromEntries(Object.entries(form.rules).filter(([path]) => path !== name && !path.startsWith(`${name}.`))) : undefined;
  const linkages = form.linkages?.filter((l) => !namesField(l.condition.scope, name))
    .map((l) => ({ ...l, targets: l.targets.filter((t) => !namesField(t, name)) })).filter((l) => l.targets.length);
  const formulas = form.formulas?.filter((f) => f.target !== name && !f.target.startsWith(`${name}.`));
  const out = { ...outOfGroups(form, name), schema };
  return patched(out, {
    ...(uiSchema ? { uiSchema } : {}),
    ...(rules ? { rules } : {}),
    ...(linkages ? { linkages } : {}),
    ...(formulas ? { formulas } : {}),
  });
}

/** The form with a group's title or columns patched. */
export function withGroup(form: FormBody, index: number, patch: { title?: LabelValue; columns?: number }): FormBody {
  const layout = [...(form.layout ?? [])];
  if (!layout[index]) return form;
  layout[index] = patched(layout[index]!, patch);
  return { ...form, layout };
}

/** The form with one language of a group's title changed; a title emptied in both languages goes. */
export function withGroupTitle(form: FormBody, index: number, lang: 'zh-CN' | 'en-US', text: string): FormBody {
  const title = labelWith(form.layout?.[index]?.title, lang, text) as { 'zh-CN'?: string; 'en-US'?: string };
  return withGroup(form, index, { title: title['zh-CN'] || title['en-US'] ? title : undefined });
}

/** The form with a group dissolved: its fields stay in the form, drawn after the groups. */
export function withoutGroup(form: FormBody, index: number): FormBody {
  return patched(form, { layout: (form.layout ?? []).filter((_, i) => i !== index) });
}

/** The form with a field's uiSchema node patched (an emptied node goes, an emptied uiSchema too). */
export function withUi(form: FormBody, name: string, patch: Json): FormBody {
  const uiSchema = { ...(form.uiSchema ?? {}) };
  uiSchema[name] = patched(uiSchema[name] ?? {}, patch);
  if (isEmpty(uiSchema[name])) delete uiSchema[name];
  return patched(form, { uiSchema });
}

export const withWidget = (form: FormBody, name: string, widget: string | undefined) => withUi(form, name, { 'ui:widget': widget });

function withUiOptions(form: FormBody, name: string, patch: Json): FormBody {
  const current = form.uiSchema?.[name]?.['ui:options'];
  const options = isObject(current) ? current : {};
  return withUi(form, name, { 'ui:options': patched(options, patch) });
}

/** The form with a field marked required or not (the schema's `required` list). */
export function withRequired(form: FormBody, name: string, required: boolean): FormBody {
  const list = (form.schema.required ?? []).filter((r) => r !== name);
  if (required) list.push(name);
  return { ...form, schema: patched(form.schema, { required: list }) };
}

/** A field's rules as objects (the pipe string read as parse-rules.ts reads it). */
export const rulesOf = (form: FormBody, path: string): RuleObject[] => parseRules(form.rules?.[path]);

/** Rules as the short pipe string when nothing needs the object form (no message, no `|` in a value), else objects. */
function rulesValue(rules: RuleObject[]): string | RuleObject[] | undefined {
  if (!rules.length) return undefined;
  const short = rules.every((r) => r.message === undefined && !String(r.value ?? '').includes('|'));
  return short ? rules.map((r) => (r.value === undefined || r.value === '' ? r.rule : `${r.rule}:${r.value}`)).join('|') : rules;
}

/** The form with a field's rule list replaced (empty values and messages dropped; no rules: the entry goes). */
export function withRules(form: FormBody, path: string, rules: RuleObject[]): FormBody {
  const clean = rules.map((r) => patched(r as unknown as Json, { value: r.value, message: r.message }) as unknown as RuleObject);
  const next = { ...(form.rules ?? {}) };
  const value = rulesValue(clean);
  if (value === undefined) delete next[path];
  else next[path] = value;
  return patched(form, { rules: next });
}

/** A rule message with one language's text changed (an emptied message goes). */
export function ruleMessage(message: RuleObject['message'], lang: 'zh-CN' | 'en-US', text: string): RuleObject['message'] {
  const label = labelWith(message as LabelValue | undefined, lang, text) as { 'zh-CN'?: string; 'en-US'?: string };
  if (!label['zh-CN'] && !label['en-US']) return undefined;
  return label as RuleObject['message'];
}

export const RULES_WITH_VALUE: readonly RuleName[] = [
  'maxlength', 'minlength', 'max', 'min', 'decimal', 'equalTo', 'pattern', 'maxchars', 'length', 'minValue',
  'dateLessThan', 'dateRangeEnd', 'dateMoreThan', 'dateRangeStart', 'exists', 'backend', 'script',
];

/** A linkage condition the designer writes: the field's value equals / differs from `value`, or is filled / empty. */
export function conditionSchema(op: LinkageOp, value: unknown): Json {
  switch (op) {
    case 'eq': return { const: value };
    case 'ne': return { not: { const: value } };
    case 'filled': return { not: { enum: [null, ''] } };
    default: return { enum: [null, ''] };
  }
}

/** The designer's reading of a condition schema, or undefined when it is one the designer does not write. */
export function readCondition(schema: Json): { op: LinkageOp; value?: unknown } | undefined {
  const text = JSON.stringify(schema);
  if (text === JSON.stringify(conditionSchema('filled', undefined))) return { op: 'filled' };
  if (text === JSON.stringify(conditionSchema('empty', undefined))) return { op: 'empty' };
  const keys = Object.keys(schema);
  if (keys.length === 1 && 'const' in schema) return { op: 'eq', value: schema.const };
  const not = schema.not;
  if (keys.length === 1 && isObject(not) && Object.keys(not).length === 1 && 'const' in not) return { op: 'ne', value: not.const };
  return undefined;
}

/** A value typed in the designer as the field's schema holds it (a number, a boolean, else the text). */
export function typedValue(form: FormBody, field: string, text: string): unknown {
  const type = form.schema.properties[field]?.type;
  if ((type === 'number' || type === 'integer') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}

/** The form with a new linkage: when `scope` is filled, show `target`. */
export function withNewLinkage(form: FormBody, scope: string, target: string): FormBody {
  const linkage: LinkageBody = { effect: 'SHOW', condition: { scope: `/${scope}`, schema: conditionSchema('filled', undefined) }, targets: [`/${target}`] };
  return { ...form, linkages: [...(form.linkages ?? []), linkage] };
}

export function withLinkage(form: FormBody, index: number, patch: Partial<LinkageBody>): FormBody {
  const linkages = [...(form.linkages ?? [])];
  if (!linkages[index]) return form;
  linkages[index] = { ...linkages[index]!, ...patch };
  return { ...form, linkages };
}

export function withoutLinkage(form: FormBody, index: number): FormBody {
  return patched(form, { linkages: (form.linkages ?? []).filter((_, i) => i !== index) });
}

/** The form with a new formula onto `target` (an expression that compiles: the field's own value). */
export function withNewFormula(form: FormBody, target: string): FormBody {
  return { ...form, formulas: [...(form.formulas ?? []), { target, expression: target.includes('.item.') ? `item.${target.split('.').at(-1)}` : target }] };
}

export function withFormula(form: FormBody, index: number, patch: Partial<FormulaBody>): FormBody {
  const formulas = [...(form.formulas ?? [])];
  if (!formulas[index]) return form;
  formulas[index] = { ...formulas[index]!, ...patch };
  return { ...form, formulas };
}

export function withoutFormula(form: FormBody, index: number): FormBody {
  return patched(form, { formulas: (form.formulas ?? []).filter((_, i) => i !== index) });
}

/** Targets a formula may set: the form's top-level fields and each sub-table's columns (`items.item.amount`). */
export function formulaTargets(form: FormBody): string[] {
  const out: string[] = [];
  for (const [name, property] of Object.entries(form.schema.properties)) {
    const columns = (property.items as Json | undefined)?.properties;
    if (property.type === 'array' && isObject(columns)) for (const column of Object.keys(columns)) out.push(`${name}.item.${column}`);
    else out.push(name);
  }
  return out;
}

/** A problem's place in the designer: the field it is about (from its JSON pointer), or the part of the form. */
export function fieldOfPointer(form: FormBody, pointer: string): string | undefined {
  const tokens = pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const [head, second, third, fourth] = tokens;
  if (head === 'schema' && second === 'properties') return third;
  if (head === 'schema' && second === 'required' && third !== undefined) return form.schema.required?.[Number(third)];
  if (head === 'uiSchema') return second;
  if (head === 'rules') return second?.split('.')[0];
  if (head === 'layout' && third === 'fields' && fourth !== undefined) return form.layout?.[Number(second)]?.fields[Number(fourth)];
  return undefined;
}
