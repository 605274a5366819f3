import { Type, type Static } from '@sinclair/typebox';
import { LayoutItem } from '../definitions/kinds/layout.ts';
import { DefinitionProblem } from './definitions.ts';

/**
 * Wire shapes of the home page's columns and layouts (host portal):
 * - GET  /portal/sysIndexColumn/v1/getByAliases?aliases=a,b,c[&preview=true][&data=true&offset=<minutes east of UTC>]: the
 *   columns of a layout in one call (the client joins the aliases asked for within 50 ms); columns the caller may not
 *   see are left out, unknown ones listed in `missing`; with data=true each card's first data comes along.
 * - GET  /portal/sysIndexColumn/v1/list: every column the caller may place on a layout.
 * - GET  /portal/sysIndexMyLayout/v1/designMyLayout: the layout the home page shows the caller.
 * - POST /portal/sysIndexMyLayout/v1/saveMyLayout: saves the caller's own layout as its next version (409 when stale).
 */
export const HOME_COLUMN_BASE = '/portal/sysIndexColumn/v1';
export const HOME_LAYOUT_BASE = '/portal/sysIndexMyLayout/v1';

/** The key of a user's own layout among the tenant's layout definitions. */
export const personalLayoutKey = (userId: number) => `personal_${userId}`;
/** The tenant's default layout (an administrator edits it); the shipped schemas/layout/defaultHome.json when the tenant has none. */
export const DEFAULT_LAYOUT_KEY = 'defaultHome';
/** A role's default layout (an administrator edits it; its `roles` names the role). */
export const roleLayoutKey = (role: string) => `roleHome_${role}`;

export const ColumnBatch = Type.Object({
  columns: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  missing: Type.Array(Type.String()),
  /**
   * With `data=true`: each card's first data by alias, the reply of the call the card makes at load
   * (common/home-layout/card-request.ts firstCardRequest) with its own HTTP status, so a failing column fails alone.
   * Columns that read their data otherwise (lists of a data template, queries, charts, static rows) are not in it.
   */
  data: Type.Optional(Type.Record(Type.String(), Type.Object({ status: Type.Integer(), body: Type.Unknown() }))),
});
export type ColumnBatch = Static<typeof ColumnBatch>;

export const ColumnChoice = Type.Object({
  alias: Type.String(), name: Type.String(), colType: Type.String(), colHeight: Type.Union([Type.Integer(), Type.Null()]),
});
export type ColumnChoice = Static<typeof ColumnChoice>;

/** personal: the caller's own; role: the default of one of the caller's roles; tenant: the tenant's default; shipped: the product's default (the tenant has none stored). */
export const LayoutSource = Type.Union([Type.Literal('personal'), Type.Literal('role'), Type.Literal('tenant'), Type.Literal('shipped')]);
export type LayoutSource = Static<typeof LayoutSource>;

export const MyLayout = Type.Object({
  source: LayoutSource,
  /** The version of the caller's own layout (0: none yet); the base of the next save. */
  version: Type.Integer(),
  /** The version of the tenant's default (0: the shipped one); the base of an administrator's save of it. */
  tenantVersion: Type.Integer(),
  items: Type.Array(LayoutItem),
  /** The tenant default's items (what "restore default" puts back). */
  defaultItems: Type.Array(LayoutItem),
  /** Whether the caller may edit the tenant's default (sysAdmin). */
  canEditDefault: Type.Boolean(),
  /** The role default layout the caller gets (source role, or under their own). */
  roleLayout: Type.Optional(Type.String()),
  /** For administrators: the stored role default layouts (key = roleHome_<role>, its version, the roles it is for). */
  roleLayouts: Type.Optional(Type.Array(Type.Object({ key: Type.String(), version: Type.Integer(), roles: Type.Array(Type.String()) }))),
  /** For administrators: the tenant's enabled roles (a role default layout is stored for one of them). */
  tenantRoles: Type.Optional(Type.Array(Type.Object({ code: Type.String(), name: Type.String(), nameEn: Type.String() }))),
});
export type MyLayout = Static<typeof MyLayout>;

export const SaveMyLayout = Type.Object({
  items: Type.Unknown(),
  baseVersion: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});

export const LayoutSaved = Type.Object({
  state: Type.Boolean(), message: Type.String(), value: Type.Optional(Type.Object({ key: Type.String(), version: Type.Integer() })),
});

export const LayoutFailure = Type.Object({ state: Type.Literal(false), message: Type.String(), errors: Type.Optional(Type.Array(DefinitionProblem)) });
