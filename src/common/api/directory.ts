import { Type, type Static } from '@sinclair/typebox';

/** Rows of the directory reads (/api/uc users, organisations, roles, posts): server routes and client pickers share them. */

export const UserRow = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  fullname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  /** Name of the user's master organisation, in the request language. */
  orgName: Type.Union([Type.String(), Type.Null()]),
});
export type UserRow = Static<typeof UserRow>;

export const OrgRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  /** root | college | department | group | company */
  kind: Type.String(),
  /** Ids from the root, dot-terminated: `1.4.9.` */
  path: Type.String(),
  pathName: Type.String(),
  sn: Type.Integer(),
  demId: Type.Union([Type.Integer(), Type.Null()]),
});
export type OrgRow = Static<typeof OrgRow>;

export const PostRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  jobId: Type.Union([Type.Integer(), Type.Null()]),
  jobName: Type.Union([Type.String(), Type.Null()]),
  isLeader: Type.Boolean(),
});
export type PostRow = Static<typeof PostRow>;

export const OrgNode = Type.Composite([OrgRow, Type.Object({ isParent: Type.Boolean() })]);
export type OrgNode = Static<typeof OrgNode>;

export const RoleRow = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), enabled: Type.Boolean() });
export type RoleRow = Static<typeof RoleRow>;
