import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * TypeBox schemas of dictionary administration (数据字典, host portal `/sys/dataDict/v1/...`, method dict:manage):
 * the one source of their wire types, server and client. Every change bumps the tenant's dictVersion, so the
 * browsers' cached dictionaries refresh; an edit naming a version that is no longer the stored one is a 409.
 */

const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const EntryId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A type key (same rule as the table's check). */
export const DictTypeKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' });

/** A label in both languages (the server trims them; zh-CN is required, en-US may be empty). */
export const DictLabel = Type.Object({
  'zh-CN': Type.String({ maxLength: 100 }),
  'en-US': Type.String({ maxLength: 100 }),
}, { additionalProperties: false });
export type DictLabel = Static<typeof DictLabel>;

/** A dictionary in the admin list; a dictionary nobody named yet has version 0 and its type key as name. */
export const DictTypeRow = Type.Object({
  typeKey: Type.String(), name: DictLabel, version: Type.Integer({ minimum: 0 }),
  entryCount: Type.Integer({ minimum: 0 }), disabledCount: Type.Integer({ minimum: 0 }),
});
export type DictTypeRow = Static<typeof DictTypeRow>;

/** An entry with both labels, whether it is disabled (not offered for new choices), its place and its version. */
export const DictEntryRow = Type.Object({
  id: Type.Integer(), typeKey: Type.String(), key: Type.String(), name: DictLabel, disabled: Type.Boolean(), sn: Type.Integer(), version: Type.Integer(),
});
export type DictEntryRow = Static<typeof DictEntryRow>;

export const DictTypeQuery = Type.Object({ typeKey: DictTypeKey });

/** Creates a dictionary (no `version`) or renames it (`version`: the one the editor read; a stale one is a 409). */
export const DictTypeSaveBody = Type.Object({
  typeKey: DictTypeKey, name: DictLabel, version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
}, { additionalProperties: false });
export type DictTypeSaveBody = Static<typeof DictTypeSaveBody>;

/** Adds an entry at the end (no `id`) or edits one (`id` and the `version` the editor read). The key is fixed once added. */
export const DictEntrySaveBody = Type.Object({
  id: Type.Optional(EntryId), version: Type.Optional(Version),
  typeKey: DictTypeKey, key: Type.String({ maxLength: 200 }), name: DictLabel,
}, { additionalProperties: false });
export type DictEntrySaveBody = Static<typeof DictEntrySaveBody>;

export const DictEntryDisableBody = Type.Object({ id: EntryId, version: Version, disabled: Type.Boolean() }, { additionalProperties: false });
export type DictEntryDisableBody = Static<typeof DictEntryDisableBody>;

/** Every entry of the dictionary, in the new order; a list that is not exactly the current set is a 409 (stale). */
export const DictEntrySortBody = Type.Object({
  typeKey: DictTypeKey, ids: Type.Array(EntryId, { minItems: 1, maxItems: 1000, uniqueItems: true }),
}, { additionalProperties: false });
export type DictEntrySortBody = Static<typeof DictEntrySortBody>;

/** A command's reply: the saved row (none for a sort) and the tenant's new dictVersion. */
export const DictSaved = <T extends TSchema>(row: T) => Type.Object({
  state: Type.Boolean(), message: Type.String(), value: Type.Object({ dictVersion: Type.Integer(), row }),
});
export const DictSorted = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Object({ dictVersion: Type.Integer() }) });
