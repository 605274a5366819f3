import { Type, type Static } from '@sinclair/typebox';
import { DEFINITION_KINDS, type DefinitionKind } from '../definitions/versions.ts';

/** Wire shapes of the definition authoring calls (`/api/form/form/definition/v1/...`). */
export const DefinitionKindName = Type.Unsafe<DefinitionKind>({ type: 'string', enum: [...DEFINITION_KINDS] });
export const DefinitionKey = Type.String({ minLength: 1, maxLength: 100 });
export const DefinitionVersionNo = Type.Integer({ minimum: 1, maximum: 1_000_000 });

/** A problem in a definition body, located by a JSON pointer. */
export const DefinitionProblem = Type.Object({ pointer: Type.String(), message: Type.String() });

export const DefinitionSummary = Type.Object({
  kind: Type.String(), key: Type.String(), name: Type.String(), version: Type.Integer(), schemaVersion: Type.Integer(),
  updatedAt: Type.String(), updatedBy: Type.Union([Type.String(), Type.Null()]),
});

export const DefinitionVersion = Type.Object({
  kind: Type.String(), key: Type.String(), version: Type.Integer(), isCurrent: Type.Boolean(),
  comment: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String(), body: Type.Record(Type.String(), Type.Unknown()),
});

export const DefinitionValidation = Type.Object({ valid: Type.Boolean(), errors: Type.Array(DefinitionProblem) });

export const DefinitionSaved = Type.Object({
  state: Type.Boolean(), message: Type.String(), value: Type.Optional(Type.Object({ key: Type.String(), version: Type.Integer() })),
});

export const DefinitionHistoryRow = Type.Object({
  version: Type.Integer(), isCurrent: Type.Boolean(), comment: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(), createdBy: Type.Union([Type.String(), Type.Null()]),
});

export const DefinitionChangeRow = Type.Object({ op: Type.String(), pointer: Type.String(), from: Type.Optional(Type.Unknown()), to: Type.Optional(Type.Unknown()) });
export const DefinitionDiff = Type.Object({ from: Type.Integer(), to: Type.Integer(), changes: Type.Array(DefinitionChangeRow) });

/** A refused authoring call: the message, and for an invalid body the problems by pointer. */
export const DefinitionFailure = Type.Object({ state: Type.Literal(false), message: Type.String(), errors: Type.Optional(Type.Array(DefinitionProblem)) });

export type DefinitionProblem = Static<typeof DefinitionProblem>;
export type DefinitionSummary = Static<typeof DefinitionSummary>;
export type DefinitionVersion = Static<typeof DefinitionVersion>;
export type DefinitionValidation = Static<typeof DefinitionValidation>;
export type DefinitionSaved = Static<typeof DefinitionSaved>;
export type DefinitionHistoryRow = Static<typeof DefinitionHistoryRow>;
export type DefinitionDiff = Static<typeof DefinitionDiff>;
