import { Type, type Static } from '@sinclair/typebox';
import { FileRef } from './file-ref.ts';

/** TypeBox schemas of the system routes (`/api/portal/sys/...`): the one source of their wire types, server and client. */

/** A menu entry as the shell draws it (getCurrentUserMenu). */
export const MenuItem = Type.Recursive((Self) => Type.Object({
  /** For the visitor, an entry that needs signing in has id -(id + 1), always below -1. */
  id: Type.Integer(),
  name: Type.String(),
  alias: Type.String(),
  code: Type.String(),
  href: Type.Union([Type.String(), Type.Null()]),
  menuUrl: Type.Union([Type.String(), Type.Null()]),
  menuIcon: Type.Union([Type.String(), Type.Null()]),
  path: Type.Union([Type.String(), Type.Null()]),
  sn: Type.Integer(),
  hidden: Type.Boolean(),
  inDevelopment: Type.Boolean(),
  children: Type.Array(Self),
}), { $id: 'MenuItem' });
export type MenuItem = Static<typeof MenuItem>;

/** Button permissions: a button whose alias is in allMethod shows only when it is also in curUserMethod. */
export const MethodAuth = Type.Object({
  /** Every button alias the tenant controls. */
  allMethod: Type.Array(Type.String()),
  /** Those the caller's roles grant. */
  curUserMethod: Type.Array(Type.String()),
});
export type MethodAuth = Static<typeof MethodAuth>;

/** A system property of a tenant (getDecryptByAlias); its value is whatever the tenant stored. */
export const SysProperty = Type.Object({ alias: Type.String(), value: Type.Unknown() });
export type SysProperty = Static<typeof SysProperty>;

/** The value of the public `sysSetting` property; each field is optional: a tenant's stored settings may lack it. */
export const SysSettingValue = Type.Object({
  platformTitle: Type.Optional(Type.String()),
  platformTitleEn: Type.Optional(Type.String()),
  frontLogo: Type.Optional(Type.Union([Type.Array(FileRef), Type.String()])),
  /** Idle timeout, minutes. */
  overTime: Type.Optional(Type.Integer()),
  hideWorkbenchRoles: Type.Optional(Type.Array(Type.String())),
  hideTodoTenants: Type.Optional(Type.Array(Type.String())),
});
export type SysSettingValue = Static<typeof SysSettingValue>;

/** The `sysSetting` property: platform title, logo, idle minutes and what the home page hides. */
export const SysSetting = Type.Object({ alias: Type.Literal('sysSetting'), value: SysSettingValue });
export type SysSetting = Static<typeof SysSetting>;

/** One dictionary entry as a combo-box option (getByTypeKeyForComBo). */
export const DictItem = Type.Object({
  key: Type.String(), name: Type.String(),
  /** all/dict only: an administrator disabled the entry (not offered for new choices, still shown for records holding it). */
  disabled: Type.Optional(Type.Boolean()),
});
export type DictItem = Static<typeof DictItem>;

export const AllDicts = Type.Object({
  /** sys_property `dictVersion`: a client keeps its cached copy while this is unchanged. */
  version: Type.Integer(),
  dicts: Type.Record(Type.String(), Type.Array(DictItem)),
});
export type AllDicts = Static<typeof AllDicts>;
