import { Type, type Static } from '@sinclair/typebox';
import { Id } from './workflow.ts';

/**
 * TypeBox schemas of flow-category administration (流程分类, host bpmModel `/flow/type/v1/...`, sysAdmin only):
 * the one source of their wire types, server and client. A category's key is fixed at creation (deploy names it);
 * its name is a label map.
 */

/** The key deploy's `typeKey` names (same rule as the table's check). */
export const FlowTypeKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' });

export const FlowTypeName = Type.Object({
  'zh-CN': Type.String({ minLength: 1, maxLength: 50 }),
  'en-US': Type.Optional(Type.String({ maxLength: 100 })),
}, { additionalProperties: false });
export type FlowTypeName = Static<typeof FlowTypeName>;

/** A category in the admin list: both names, its place in the order and how many flows (main versions) are in it. */
export const FlowTypeRow = Type.Object({
  id: Type.String(), typeKey: Type.String(), name: FlowTypeName, sn: Type.Integer(), flowCount: Type.Integer({ minimum: 0 }),
});
export type FlowTypeRow = Static<typeof FlowTypeRow>;

export const FlowTypeAddBody = Type.Object({ typeKey: FlowTypeKey, name: FlowTypeName }, { additionalProperties: false });
export type FlowTypeAddBody = Static<typeof FlowTypeAddBody>;

/** `previous`: the names the editor started from; when they are no longer the stored ones, 409 (someone renamed it meanwhile). */
export const FlowTypeRenameBody = Type.Object({ id: Id, name: FlowTypeName, previous: Type.Optional(FlowTypeName) }, { additionalProperties: false });
export type FlowTypeRenameBody = Static<typeof FlowTypeRenameBody>;

/** Every category of the tenant, in the new order; a list that is not exactly the current set is a 409 (stale). */
export const FlowTypeSortBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) }, { additionalProperties: false });
export type FlowTypeSortBody = Static<typeof FlowTypeSortBody>;

export const FlowTypeIdQuery = Type.Object({ id: Id });

/** Puts a flow (every version of defKey, so a rollback keeps it) in a category; typeId null: no category. */
export const FlowSetTypeBody = Type.Object({
  defKey: Type.String({ minLength: 1, maxLength: 100 }), typeId: Type.Union([Id, Type.Null()]),
}, { additionalProperties: false });
export type FlowSetTypeBody = Static<typeof FlowSetTypeBody>;

export const FlowTypeSaved = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.String() });
