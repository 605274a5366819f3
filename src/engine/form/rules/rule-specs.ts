import { mergeRules, parseRules } from '../../../common/definitions/parse-rules.ts';
import type { FieldRules, FormDefinition, RuleObject } from '../../../common/definitions/kinds/form.ts';
import type { BoDefinition, BoField } from '../../../common/definitions/kinds/bo.ts';

/** Rules merged from several specs (pipe strings or objects): later specs add or replace rules of the same name. */
export function mergeRuleSpecs(...specs: (FieldRules | RuleObject[] | undefined)[]): RuleObject[] {
  return mergeRules(...specs.map((spec) => parseRules(spec as FieldRules | undefined)));
}

/** Rules reduced: the named rules removed (a read-only field loses `required`). */
export function reduceRules(rules: RuleObject[], ...names: RuleObject['rule'][]): RuleObject[] {
  return rules.filter((rule) => !names.includes(rule.rule));
}

/** Back to the short form `required|maxlength:20` (objects with a custom message cannot be written so and stay out). */
export function toPipe(rules: RuleObject[]): string {
  return rules.filter((r) => r.message === undefined).map((r) => (r.value === undefined ? r.rule : `${r.rule}:${r.value}`)).join('|');
}

/** The rules a business-object field implies by its type, length, precision, bounds and format. */
export function boFieldRules(field: BoField): RuleObject[] {
  const rules: RuleObject[] = [];
  if (field.required) rules.push({ rule: 'required' });
  const single = !field.multiple;
  if (single && (field.type === 'number' || field.type === 'money')) rules.push({ rule: 'number' });
  if (single && field.type === 'integer') rules.push({ rule: 'integer' });
  if (single && field.type === 'date') rules.push({ rule: 'date' });
  if (single && field.type === 'datetime') rules.push({ rule: 'datetime' });
  if (field.format) rules.push({ rule: field.format });
  if (field.maxLength !== undefined && field.type !== 'richtext') rules.push({ rule: 'maxlength', value: field.maxLength });
  const places = field.precision ?? (field.type === 'money' ? 2 : undefined);
  if (places !== undefined) rules.push({ rule: 'decimal', value: places });
  if (field.minimum !== undefined) rules.push({ rule: 'min', value: field.minimum });
  if (field.maximum !== undefined) rules.push({ rule: 'max', value: field.maximum });
  return rules;
}

/** Rules per field path (`title`, `items.amount`): the bo's implied rules merged with the form's `rules`. */
export function rulesByPath(form: Pick<FormDefinition, 'rules'>, bo: BoDefinition): Map<string, RuleObject[]> {
  const out = new Map<string, RuleObject[]>();
  for (const field of bo.fields) out.set(field.name, boFieldRules(field));
  for (const child of bo.children ?? []) {
    for (const field of child.fields) out.set(`${child.alias}.${field.name}`, boFieldRules(field));
    for (const grandchild of child.children ?? []) {
      for (const field of grandchild.fields) out.set(`${child.alias}.${grandchild.alias}.${field.name}`, boFieldRules(field));
    }
  }
  for (const [path, spec] of Object.entries(form.rules ?? {})) out.set(path, mergeRuleSpecs(out.get(path), spec));
  return out;
}
