import { Type, type Static } from '@sinclair/typebox';
import { Alias, head, JsonObject, literals, RoleCode, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

/** b: must fill in, w: may edit, r: read only, n: not shown (and not sent by the server). */
export const FIELD_RIGHTS = ['b', 'w', 'r', 'n'] as const;
export type FieldRight = (typeof FIELD_RIGHTS)[number];

export const RULE_NAMES = [
  'required', 'email', 'url', 'mobile', 'alpha', 'number', 'digits', 'integer', 'date', 'datetime', 'time',
  'maxlength', 'minlength', 'max', 'min', 'decimal', 'equalTo', 'pattern',
  // Rules of the spec's validator messages (character lengths, min_value, date comparisons with another field by
  // name, exists-check / backend URLs, a jsonata front check); src/common/rules/form-rules.ts checks each for the
  // browser and the server alike, but exists and backend call URLs in the user's session and stay the browser's.
  'maxchars', 'length', 'minValue', 'dateLessThan', 'dateRangeEnd', 'dateMoreThan', 'dateRangeStart', 'exists', 'backend', 'script',
  // A CN patent application number: format, type digit and check digit (src/common/patents/application-number.ts).
  'applicationNo',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** A validation rule as an object; the pipe string 'required|maxlength:20' is the short form of a list of these. */
export const RuleObject = strict({
  rule: literals(RULE_NAMES),
  value: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Number()])),
  message: Type.Optional(Label),
});
/** `'required|email|maxlength:20'`, or objects. */
export const FieldRules = Type.Union([
  Type.String({ pattern: '^[A-Za-z]+(:[^|]*)?(\\|[A-Za-z]+(:[^|]*)?)*$', maxLength: 500 }),
  Type.Array(RuleObject, { maxItems: 20 }),
]);

/** A field-rights entry: for callers with one of `roles` (`*` = everyone), each field's right. */
export const RightsEntry = strict({
  roles: Type.Array(RoleCode, { minItems: 1, maxItems: 50 }),
  fields: Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.]*$' }), literals(FIELD_RIGHTS)),
});

/** A JSON Forms-style rule: when the data at `scope` matches `schema`, apply `effect` to `targets`. */
export const Linkage = strict({
  effect: literals(['SHOW', 'HIDE', 'ENABLE', 'DISABLE', 'REQUIRE'] as const),
  condition: strict({ scope: Type.String({ pattern: '^(/[^/]*)+$' }), schema: JsonObject }),
  targets: Type.Array(Type.String({ pattern: '^(/[^/]*)+$' }), { minItems: 1, maxItems: 100 }),
});

/** target = jsonata(expression) over the form data; sub-table formulas use `item.xxx`. */
export const Formula = strict({
  target: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.(item\\.)?[A-Za-z][A-Za-z0-9_]*)*$' }),
  expression: Type.String({ minLength: 1, maxLength: 2000 }),
});

export const LayoutGroup = strict({
  title: Type.Optional(Label),
  fields: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 300 }),
  columns: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
});

/** An online form: an rjsf JSON Schema + uiSchema over a business object, with rights, rules, linkages, formulas. */
export const FormDefinition = strict({
  ...head('form', CURRENT_VERSION.form),
  key: Alias,
  name: Label,
  boAlias: Alias,
  schema: strict({
    type: Type.Literal('object'),
    properties: JsonObject,
    required: Type.Optional(Type.Array(Type.String())),
    title: Type.Optional(Type.String()),
    definitions: Type.Optional(JsonObject),
    dependencies: Type.Optional(JsonObject),
  }),
  uiSchema: Type.Optional(JsonObject),
  layout: Type.Optional(Type.Array(LayoutGroup, { maxItems: 50 })),
  rights: Type.Optional(Type.Array(RightsEntry, { maxItems: 50 })),
  rules: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.]*$' }), FieldRules)),
  linkages: Type.Optional(Type.Array(Linkage, { maxItems: 100 })),
  formulas: Type.Optional(Type.Array(Formula, { maxItems: 100 })),
  /** Whether the form offers 保存草稿 (default true): off for small records that are saved at once (a holiday, an agency). */
  drafts: Type.Optional(Type.Boolean()),
}, { title: 'Form' });

export type RuleObject = Static<typeof RuleObject>;
export type FieldRules = Static<typeof FieldRules>;
export type RightsEntry = Static<typeof RightsEntry>;
export type FormDefinition = Static<typeof FormDefinition>;
