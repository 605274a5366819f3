import { Type, type Static } from '@sinclair/typebox';

/** A menu entry as the shell draws it (docs/foundation-api.md, getCurrentUserMenu). */
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
