import { Type, type Static } from '@sinclair/typebox';
import { Alias, head, Identifier, literals, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

export const BO_FIELD_TYPES = [
  'string', 'number', 'integer', 'money', 'date', 'datetime', 'boolean', 'dict', 'user', 'org', 'attachment', 'richtext', 'serial',
] as const;
export type BoFieldType = (typeof BO_FIELD_TYPES)[number];

export const BoField = strict({
  name: Identifier,
  label: Label,
  type: literals(BO_FIELD_TYPES),
  required: Type.Optional(Type.Boolean()),
  maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** Decimal places allowed (number, money; money defaults to 2). */
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  minimum: Type.Optional(Type.Number()),
  maximum: Type.Optional(Type.Number()),
  /** A string's format, checked on save (and in the browser): applicationNo is a CN application number with its check digit. */
  format: Type.Optional(literals(['email', 'url', 'mobile', 'alpha', 'applicationNo'] as const)),
  dictKey: Type.Optional(Alias),
  /** identity alias a `serial` field takes its next number from when a new record is saved. */
  serialAlias: Type.Optional(Alias),
  /** user, org, dict, attachment: a list of values. */
  multiple: Type.Optional(Type.Boolean()),
});

const tableHead = { alias: Identifier, name: Label, fields: Type.Array(BoField, { minItems: 1, maxItems: 300 }) };
/** A sub-table's sub-table: rows inside each row of its parent; no deeper level. */
export const BoGrandchild = strict(tableHead);
/** A sub-table: rows stored as an array in the record's data under the child's alias. */
export const BoChild = strict({ ...tableHead, children: Type.Optional(Type.Array(BoGrandchild, { maxItems: 20 })) });

/** A business object: the shape of the records a form edits and a template lists. */
export const BoDefinition = strict({
  ...head('bo', CURRENT_VERSION.bo),
  ...tableHead,
  alias: Alias,
  children: Type.Optional(Type.Array(BoChild, { maxItems: 20 })),
}, { title: 'Business object' });

export type BoField = Static<typeof BoField>;
export type BoChild = Static<typeof BoChild>;
export type BoGrandchild = Static<typeof BoGrandchild>;
export type BoDefinition = Static<typeof BoDefinition>;
