import { Type, type Static } from '@sinclair/typebox';
import { IdList } from './patents.ts';

/**
 * Classification trees, favourites, indexing and group collections (workflow-office.md section 7 "Classification
 * trees and favourites"; patent-library.md "Sharing, collecting, indexing"). Trees: collect (personal favourites),
 * priIndex (personal indexing), pubIndex (public indexing, edited by IPgly / qyIPgly / kyIPgly), groupCollect
 * (groups and their folders). Each tree has one root with parentId 0; indexing trees are at most three levels deep.
 */
export const TREE_KINDS = ['collect', 'priIndex', 'pubIndex', 'groupCollect'] as const;
export type TreeKind = (typeof TREE_KINDS)[number];
export const INDEX_MAX_DEPTH = 3;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const IdText = Type.Union([Type.Integer(), Type.String({ maxLength: 20, pattern: '^[0-9]*$' })]);

export const SysTypeNode = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer({ description: '0 for a root' }),
  name: Type.String(),
  typeKey: Type.String(),
  typeGroupKey: Type.String({ description: 'collect | priIndex | pubIndex | groupCollect' }),
  path: Type.String({ description: 'ancestor ids and its own, each followed by a dot' }),
  dep: Type.Integer({ description: '0 the root, 1 its children...' }),
  isLeaf: Type.Boolean(),
  struType: Type.Integer(),
  ownerId: Type.Union([Type.Integer(), Type.Null()]),
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  isDataedit: Type.Boolean({ description: 'whether the caller may rename or delete it' }),
  canAddChild: Type.Boolean({ description: 'whether the caller may create a node under it (depth limits are checked on save)' }),
  dataSource: Nullable(Type.String()),
  sn: Type.Integer(),
});
export type SysTypeNode = Static<typeof SysTypeNode>;
export const SysTypeNodes = Type.Array(SysTypeNode);

export const TypesByKeyQuery = Type.Object({ typeKey: Type.String({ minLength: 1, maxLength: 64 }) });
export const ParentQuery = Type.Object({ parentId: Type.Optional(IdText), typeGroupKey: Type.Optional(Type.String({ maxLength: 32 })) });
export const NodeIdQuery = Type.Object({ id: IdText });
export const NodeIdParams = Type.Object({ id: Type.String({ maxLength: 20 }) });

/** POST /sys/sysType/v1/save?parentId&isRoot&isPriNode: creates a node, or renames the one with `id`. */
export const SaveNodeQuery = Type.Object({
  parentId: Type.Optional(IdText),
  isRoot: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 5 }), Type.Boolean()])),
  isPriNode: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 5 }), Type.Boolean()])),
});
export const SaveNodeBody = Type.Object({
  id: Type.Optional(IdText),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  typeKey: Type.Optional(Type.String({ maxLength: 100 })),
  typeGroupKey: Type.Optional(Type.String({ maxLength: 32 })),
  parentId: Type.Optional(IdText),
  struType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  isLeaf: Type.Optional(Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 5 })])),
});
export type SaveNodeBody = Static<typeof SaveNodeBody>;

/** POST /api/v1/collect (favourite payload): fSzjzj is the folder; refId the patent (fSqh / fGkh checked against it). */
export const CollectBody = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  refId: Type.Optional(Type.Union([IdText, Type.Null()])),
  refIds: Type.Optional(IdList),
  fSzjzj: Type.Optional(Type.Union([IdText, Type.Null()])),
  fSzj: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  fSqh: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  fGkh: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  fSjly: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  fSzsj: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  fFormDataRev: Type.Optional(Type.Unknown()),
});
export type CollectBody = Static<typeof CollectBody>;

/** POST /api/v1/mark (indexing payload): fByzj is the node; fBymc names a new node to create under it and index into. */
export const MarkBody = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  refId: Type.Optional(Type.Union([IdText, Type.Null()])),
  refIds: Type.Optional(IdList),
  fByzj: Type.Optional(Type.Union([IdText, Type.Null()])),
  fBymc: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  fByly: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  fByrzj: Type.Optional(Type.Unknown()),
  fBysj: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  fSqh: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  fGkh: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  fFormDataRev: Type.Optional(Type.Unknown()),
});
export type MarkBody = Static<typeof MarkBody>;

export const RemoveItemsBody = Type.Object({
  nodeId: Type.Optional(IdText),
  /** Patent ids (with nodeId) ... */
  patentIds: Type.Optional(IdList),
  /** ... or item ids (rows of the favourites / indexing lists). */
  ids: Type.Optional(IdList),
});
export type RemoveItemsBody = Static<typeof RemoveItemsBody>;

export const MarkCount = Type.Object({ nodeId: Type.Integer(), count: Type.Integer({ description: 'patents in the node and below it' }) });
export const MarkCalculateBody = Type.Object({ typeGroupKey: Type.Optional(Type.String({ maxLength: 32 })) });

/** Group collections (front host /api/v1/groupCollect/...). */
export const GroupBody = Type.Object({ groupId: Type.Optional(IdText), dataSource: Type.Optional(Type.String({ maxLength: 64 })) });
export const GroupQuery = Type.Object({ groupId: IdText, userId: Type.Optional(IdText) });
export const GroupUsersBody = Type.Object({ groupId: Type.Optional(IdText), userIds: Type.Optional(IdList), userId: Type.Optional(IdText) });
export const MoveItemsBody = Type.Object({ ids: Type.Optional(IdList), targetNodeId: Type.Optional(IdText) });
export const GroupIndexingBody = Type.Object({
  ids: Type.Optional(IdList),
  fByzj: Type.Optional(Type.Union([IdText, Type.Null()])),
  fBymc: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});
export const GroupMember = Type.Object({ userId: Type.Integer(), fullname: Type.String(), account: Type.String(), isOwner: Type.Boolean() });

/** A row of a node's patents (mark/patent, groupCollect/list). */
export const CollectedPatentRow = Type.Object({
  id: Type.Integer({ description: 'item id' }),
  nodeId: Type.Integer(),
  nodeName: Type.String(),
  patentId: Type.Integer(),
  userId: Type.Integer({ description: 'who collected or indexed it' }),
  userName: Type.String(),
  source: Nullable(Type.String()),
  createTime: Type.String(),
  fApplicationNo: Type.String(),
  fPublicationNo: Nullable(Type.String()),
  fName: Type.String(),
  fLegalStatus: Type.String(),
  fType: Type.String(),
  fApplicationDate: Type.String(),
  fOrgName: Nullable(Type.String()),
  fInventor: Type.String(),
});
