import type { CustomValidator, ErrorTransformer, FormValidation, RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { FieldRight, RuleObject } from '../../common/definitions/kinds/form.ts';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { DictItems } from './form-source.ts';
import { firstFailure, isEmptyValue, ruleMessage, type RuleFailure } from '../../common/rules/form-rules.ts';
import { reduceRules } from './rules/rule-specs.ts';

export interface ValidationContext {
  bo: BoDefinition;
  /** Rules per path (`title`, `items.amount`), see rulesByPath. */
  rules: Map<string, RuleObject[]>;
  rights: Record<string, FieldRight>;
  /** Top-level fields required now (rights b, bo/schema required, REQUIRE linkages). */
  required: readonly string[];
  /** Top-level fields not drawn (right n, HIDE/SHOW linkages): not checked. */
  hidden: ReadonlySet<string>;
  dicts: DictItems;
  t: TFunction;
  lang: Language;
}

type Row = Record<string, unknown>;
type Node = FormValidation & Record<string | number, unknown>;

/** The error node at a path, created when rjsf made none (it builds nodes only for keys present in the data). */
function nodeAt(root: FormValidation, ...keys: (string | number)[]): FormValidation {
  let node = root as Node;
  for (const key of keys) {
    node[key] ??= { __errors: [] as string[], addError(this: { __errors: string[] }, message: string) { this.__errors.push(message); } } as unknown as FormValidation;
    node = node[key] as Node;
  }
  return node;
}

/** The rules a field is checked with now: `required` merged in or reduced away by rights and linkages. */
function effectiveRules(ctx: ValidationContext, path: string, top: string, requiredNow: boolean): RuleObject[] {
  const base = ctx.rules.get(path) ?? [];
  const right = ctx.rights[path] ?? ctx.rights[top];
  if (right === 'r' || right === 'n') return reduceRules(base, 'required');
  if (requiredNow && !base.some((r) => r.rule === 'required')) return [{ rule: 'required' }, ...base];
  return base;
}

function dictFailure(ctx: ValidationContext, dictKey: string | undefined, value: unknown): RuleFailure | undefined {
  const items = dictKey ? ctx.dicts[dictKey] : undefined;
  if (!items || isEmptyValue(value)) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.every((v) => items.some((i) => i.key === v)) ? undefined : { key: 'notInDict' };
}

/**
 * rjsf `customValidate`: every bo field (and sub-table column) against its merged rules, with the spec's validator
 * messages in the UI language. Only the first failing rule of a field is reported, like the server does.
 */
export function createCustomValidate(ctx: ValidationContext): CustomValidator {
  return (formData, errors) => {
    const data = (formData ?? {}) as Row;
    const report = (keys: (string | number)[], failure: RuleFailure | undefined) => {
      if (failure) nodeAt(errors, ...keys).addError(ruleMessage(failure, ctx.t, ctx.lang));
    };
    for (const field of ctx.bo.fields) {
      if (ctx.hidden.has(field.name) || ctx.rights[field.name] === 'n') continue;
      const rules = effectiveRules(ctx, field.name, field.name, ctx.required.includes(field.name));
      const failure = firstFailure(rules, data[field.name], data) ?? (field.type === 'dict' ? dictFailure(ctx, field.dictKey, data[field.name]) : undefined);
      report([field.name], failure);
    }
    for (const child of ctx.bo.children ?? []) {
      const rows = data[child.alias];
      if (ctx.hidden.has(child.alias) || ctx.rights[child.alias] === 'n' || !Array.isArray(rows)) continue;
      rows.forEach((row, index) => {
        if (typeof row !== 'object' || row === null) return;
        for (const field of child.fields) {
          const path = `${child.alias}.${field.name}`;
          if (ctx.rights[path] === 'n') continue;
          const failure = firstFailure(effectiveRules(ctx, path, child.alias, false), (row as Row)[field.name], row as Row);
          report([child.alias, index, field.name], failure);
        }
      });
    }
    return errors;
  };
}

const ENGINE_CHECKED = new Set(['required', 'type', 'maxLength', 'minimum', 'maximum', 'format', 'multipleOf']);

/**
 * rjsf `transformErrors`: the JSON Schema checks the engine's rules already cover on bo fields are dropped (one
 * message per problem); the others get the spec's wording.
 */
export function createTransformErrors(ctx: Pick<ValidationContext, 'bo' | 't' | 'lang' | 'hidden'>): ErrorTransformer {
  const boPaths = new Set([
    ...ctx.bo.fields.map((f) => f.name),
    ...(ctx.bo.children ?? []).flatMap((c) => [c.alias, ...c.fields.map((f) => `${c.alias}.${f.name}`)]),
  ]);
  const pathOf = (error: RJSFValidationError) => {
    const steps = (error.property ?? '').split('.').filter((s) => s && !/^\d+$/.test(s));
    const missing = error.name === 'required' ? error.params?.missingProperty : undefined;
    if (missing && steps.at(-1) !== String(missing)) steps.push(String(missing));
    return steps.join('.');
  };
  const message = (key: string, params?: Record<string, unknown>) => ruleMessage({ key, params }, ctx.t, ctx.lang);
  return (errors) => errors.flatMap((error) => {
    const path = pathOf(error);
    if (ctx.hidden.has(path.split('.')[0] ?? '')) return [];
    if (boPaths.has(path) && ENGINE_CHECKED.has(error.name ?? '')) return [];
    const p = (error.params ?? {}) as Record<string, unknown>;
    const texts: Record<string, () => string> = {
      required: () => message('required'),
      maxLength: () => message('maxlength', { max: p.limit }),
      minLength: () => message('minlength', { min: p.limit }),
      maximum: () => message('max', { max: p.limit }),
      minimum: () => message('min', { min: p.limit }),
      type: () => message(p.type === 'integer' ? 'integer' : p.type === 'number' ? 'number' : 'pattern'),
      format: () => message(({ email: 'email', uri: 'url', url: 'url', date: 'date', 'date-time': 'datetime', time: 'time' } as Record<string, string>)[String(p.format)] ?? 'pattern'),
    };
    const text = texts[error.name ?? '']?.() ?? message('pattern');
    return [{ ...error, message: text, stack: `${error.property ?? ''} ${text}`.trim() }];
  });
}
