import { Type, type Static, type StringOptions } from '@sinclair/typebox';

/** TypeBox schemas of the auth routes (docs/foundation-api.md): the one source of their wire types, server and client. */

const Id = Type.Integer();
const Base64 = Type.String({ maxLength: 1024, description: 'base64 of the UTF-8 password' });

/** Every failure: the envelope with a localised message (`code` on a tenant mismatch). */
export const Failure = Type.Object({
  state: Type.Literal(false),
  message: Type.String(),
  code: Type.Optional(Type.String()),
});

export const Envelope = Type.Object({ state: Type.Boolean(), message: Type.String() });

/** `tenantId` of the public calls; the tenant of every other call comes from the verified token. */
export const TenantQuery = Type.Object({ tenantId: Type.Optional(Type.Integer()) });

// Presence and format are checked in sign-in.ts so the reply carries the catalog message, not a schema error.
export const SignInBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 1000 })),
  password: Type.Optional(Base64),
}, { additionalProperties: false });
export type SignInBody = Static<typeof SignInBody>;

export const LoginReply = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
  username: Type.String({ description: 'full name' }),
  account: Type.String(),
  userId: Id,
  expiration: Type.Integer({ description: 'access token lifetime, seconds' }),
  loginStatus: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 ok, 0 the password must be changed' }),
  overTime: Type.Integer({ description: 'idle timeout, minutes' }),
  isVisitor: Type.Boolean(),
  userAttrs: Type.Object({ tenantId: Id, tenantCode: Type.String(), roles: Type.Array(Type.String()) }),
});
export type LoginReply = Static<typeof LoginReply>;

export const CheckTokenReply = Type.Object({
  state: Type.Boolean(),
  message: Type.String(),
  value: Type.Object({ userId: Id, account: Type.String(), tenantId: Id }),
});

export const UserInfoQuery = Type.Object({ loginName: Type.Optional(Type.String({ description: 'ignored: always the caller' })) });

const CurrentPost = Type.Object({
  postId: Id, postName: Type.String(), postCode: Type.String(), orgId: Id, orgName: Type.String(), orgCode: Type.String(),
  isMaster: Type.Boolean(),
});
const CurrentOrg = Type.Object({ orgId: Id, orgName: Type.String(), orgCode: Type.String(), isMaster: Type.Boolean() });

export const CurrentUser = Type.Object({
  userId: Id,
  account: Type.String(),
  username: Type.String(),
  tenantId: Id,
  tenantCode: Type.String(),
  tenantName: Type.String(),
  tenantType: Type.String(),
  isVisitor: Type.Boolean(),
  roles: Type.Array(Type.String()),
  posts: Type.Array(CurrentPost),
  currentPostId: Type.Union([Id, Type.Null()]),
  orgs: Type.Array(CurrentOrg),
  overTime: Type.Integer(),
});
export type CurrentUser = Static<typeof CurrentUser>;

export const SwitchPostQuery = Type.Object({ postId: Id });
export const SwitchPostReply = Type.Object({
  state: Type.Boolean(), message: Type.String(), value: Type.Object({ postId: Id }),
});

export const PasswordStrategyReply = Type.Object({
  enable: Type.Boolean(),
  pwdRule: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
    description: '1 length only, 2 digits and letters, 3 also a special character, 4 also upper and lower case',
  }),
  pwdLength: Type.Integer(),
});

export const ChangePasswordBody = Type.Object({
  oldPwd: Type.Optional(Base64),
  newPwd: Type.Optional(Base64),
}, { additionalProperties: false });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const UserDetailQuery = Type.Object({
  account: Type.Optional(Type.String({ maxLength: 100, description: 'account or numeric id; the caller when absent' })),
});

const Sex = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('unknown')]);
const SEXES = ['male', 'female', 'unknown'] as const;

// One JSON-schema type list instead of anyOf: plain validation messages, and no coercion of null to ''.
const NullableString = (options: StringOptions = {}) => Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });
const NullableSex = Type.Unsafe<(typeof SEXES)[number] | null>({ type: ['string', 'null'], enum: [...SEXES, null] });

export const UserDetail = Type.Object({
  user: Type.Object({
    id: Id,
    fullname: Type.String(),
    account: Type.String(),
    mobile: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    sex: Type.Union([Sex, Type.Null()]),
    status: Type.Integer(),
    address: Type.Union([Type.String(), Type.Null()]),
    photo: Type.Union([Type.String(), Type.Null()]),
    version: Type.Integer(),
  }),
  roleList: Type.Array(Type.Object({ id: Id, code: Type.String(), name: Type.String() })),
  postList: Type.Array(Type.Object({ postId: Id, postName: Type.String(), pathName: Type.String() })),
  orgList: Type.Array(Type.Object({ orgId: Id, orgName: Type.String(), pathName: Type.String() })),
});
export type UserDetail = Static<typeof UserDetail>;

export const UpdateProfileBody = Type.Object({
  id: Type.Optional(Type.Integer({ description: 'if given, must be the caller' })),
  account: Type.Optional(Type.String({ maxLength: 100, description: 'if given, must be the caller' })),
  fullname: Type.Optional(Type.String({ maxLength: 50 })),
  email: Type.Optional(NullableString({ maxLength: 100 })),
  mobile: Type.Optional(NullableString({ maxLength: 20 })),
  sex: Type.Optional(NullableSex),
  address: Type.Optional(NullableString({ maxLength: 200 })),
  version: Type.Integer({ description: 'the version read; a stale one is a 409' }),
}, { additionalProperties: false });
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ReadingLanguageBody = Type.Object({
  language: Type.Union([Type.Literal('zh-CN'), Type.Literal('en-US')], { description: 'the language the caller reads the portal in' }),
}, { additionalProperties: false });
export type ReadingLanguageBody = Static<typeof ReadingLanguageBody>;

export const UpdateProfileReply = Type.Object({
  state: Type.Boolean(), message: Type.String(), value: Type.Object({ version: Type.Integer() }),
});
