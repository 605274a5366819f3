import { Type, type TSchema } from '@sinclair/typebox';
import { QUERY_OPERATIONS } from '../query/query-filter.ts';

/** Building blocks shared by the definition kinds. */
export const literals = <T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A key, alias or field name: safe as a JSON property, an SQL alias and a URL segment. */
export const Identifier = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,62}$' });
export const Alias = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,62}$' });
export const RoleCode = Type.String({ minLength: 1, maxLength: 64 });
/** Role codes that may see or use something; absent or empty = everyone; `*` = everyone. */
export const Rights = Type.Array(RoleCode, { maxItems: 50 });
export const Operation = literals(QUERY_OPERATIONS);
export const Direction = literals(['ASC', 'DESC'] as const);
export const HttpMethod = literals(['GET', 'POST'] as const);

/** A value in a data rule or default: may hold `${user.id}`, `${user.orgId}`, `${user.account}`, `${tenant.id}`, `${today}`. */
export const RuleValue = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Array(Type.Union([Type.String(), Type.Number()]), { maxItems: 100 })]);

/** A condition the server adds to every list of a source, with the caller's variables filled in. */
export const DataRule = Type.Object({
  field: Identifier,
  operation: Operation,
  value: Type.Optional(RuleValue),
  /** Callers holding one of these roles are not restricted by this rule. */
  exemptRoles: Type.Optional(Rights),
}, { additionalProperties: false });

/** Where a list's rows come from. */
export const Source = Type.Union([
  Type.Object({ kind: Type.Literal('bo'), boAlias: Alias }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('view'), sqlAlias: Alias }, { additionalProperties: false }),
  Type.Object({
    kind: Type.Literal('rest'),
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    method: Type.Optional(HttpMethod),
    listKey: Type.Optional(Type.String({ maxLength: 200 })),
    totalKey: Type.Optional(Type.String({ maxLength: 200 })),
  }, { additionalProperties: false }),
]);

export const Sort = Type.Object({ field: Identifier, direction: Type.Optional(Direction) }, { additionalProperties: false });

/** Every definition's head: its kind, the version of its kind's schema, and free description. */
export const head = <K extends string>(kind: K, schemaVersion: number) => ({
  kind: Type.Literal(kind),
  schemaVersion: Type.Literal(schemaVersion),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** An open JSON object (embedded JSON Schema, uiSchema, parameters). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());

export const strict = <T extends Record<string, TSchema>>(properties: T, options: { $id?: string; title?: string } = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });
