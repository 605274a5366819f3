import { DEFAULT_LAYOUT_KEY, personalLayoutKey, type MyLayout } from '../../../common/api/home-layout.ts';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import type { LayoutDefinition } from '../../../common/definitions/kinds/layout.ts';
import { CURRENT_VERSION } from '../../../common/definitions/versions.ts';
import { ROLE } from '../../../common/enums/roles.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, conflict, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { checkDefinition } from '../definitions/check-definition.ts';
import { findCurrent, insertVersion } from '../definitions/definition-repo.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';
import { mayUseColumn } from '../../../common/home-layout/column-rights.ts';
import { shippedDefaultLayout } from './shipped-layout.ts';

type Items = LayoutDefinition['items'];

/**
 * The layout the home page shows the caller: their own (personal_<userId>), else the default of one of their roles
 * (roleLayouts), else the tenant's default (defaultHome, which an administrator edits), else the shipped
 * schemas/layout/defaultHome.json.
 */
export function readMyLayout(db: Db, principal: Principal): Promise<MyLayout> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const own = principal.isVisitor ? undefined : await findCurrent(tx, principal.tenantId, 'layout', personalLayoutKey(principal.userId));
    const tenant = await findCurrent(tx, principal.tenantId, 'layout', DEFAULT_LAYOUT_KEY);
    const roles = principal.isVisitor ? [] : await roleCodesOf(tx, principal.tenantId, principal.userId);
    const byRole = await roleLayouts(tx, principal.tenantId);
    const role = byRole.find((layout) => layout.roles.some((r) => roles.includes(r)));
    const defaultItems = role?.items ?? tenant?.body.items ?? shippedDefaultLayout().items;
    const admin = roles.includes(ROLE.sysAdmin);
    return {
      source: own ? 'personal' : role ? 'role' : tenant ? 'tenant' : 'shipped',
      version: own?.version ?? 0,
      tenantVersion: tenant?.version ?? 0,
      items: own?.body.items ?? defaultItems,
      defaultItems,
      canEditDefault: admin,
      ...(role ? { roleLayout: role.key } : {}),
      ...(admin ? {
        roleLayouts: byRole.map(({ key, version, roles: forRoles }) => ({ key, version, roles: forRoles })),
        tenantRoles: await tx.selectFrom('role').select(['code', 'name', 'name_en as nameEn']).where('tenant_id', '=', principal.tenantId)
          .where('enabled', '=', true).orderBy('id').execute(),
      } : {}),
    };
  });
}

/**
 * The tenant's role default layouts: current layout definitions (not a person's, not the tenant default) that name
 * roles, in key order (a user with several roles gets the first that names one of them).
 */
async function roleLayouts(tx: Tx, tenantId: number): Promise<{ key: string; version: number; roles: string[]; items: Items }[]> {
  const rows = await tx.selectFrom('definition').select(['key', 'version', 'body'])
    .where('tenant_id', '=', tenantId).where('kind', '=', 'layout').where('is_current', '=', true)
    .where('key', '<>', DEFAULT_LAYOUT_KEY).where('key', 'not like', 'personal\\_%').orderBy('key').execute();
  return rows.flatMap((row) => {
    const body = row.body as unknown as LayoutDefinition;
    return body.roles?.length ? [{ key: row.key, version: row.version, roles: body.roles, items: body.items }] : [];
  });
}

/** Columns a layout places that the caller may not use (displayRights), as problems by pointer. */
async function forbiddenColumns(tx: Tx, principal: Principal, items: Items, lang: Language) {
  const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
  const t = translatorFor(lang);
  const problems: { pointer: string; message: string }[] = [];
  for (const [i, item] of items.entries()) {
    const column = await findCurrent(tx, principal.tenantId, 'column', item.column);
    if (column && !mayUseColumn(column.body as ColumnDefinition, roles)) {
      problems.push({ pointer: `/items/${i}/column`, message: t('homeColumnNotAllowed', { column: item.column }) });
    }
  }
  return problems;
}

/**
 * Saves the caller's own layout as the next version of their layout definition, in one transaction: the body is
 * checked like any layout (meta schema, geometry, columns that exist) and may only place columns the caller may
 * see. `baseVersion` is the version the editor started from (0: none yet); another save in between is a 409.
 */
export function saveMyLayout(db: Db, principal: Principal, input: { items: unknown; baseVersion: number }, lang: Language): Promise<{ key: string; version: number }> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const key = personalLayoutKey(principal.userId);
  return withTenant(db, principal.tenantId, async (tx) => {
    const body = {
      kind: 'layout', schemaVersion: CURRENT_VERSION.layout, alias: key, name: { 'zh-CN': '我的布局', 'en-US': 'My layout' }, items: input.items,
    };
    const checked = await checkDefinition(tx, principal.tenantId, 'layout', body, lang);
    const problems = checked.problems.length ? checked.problems : await forbiddenColumns(tx, principal, body.items as Items, lang);
    if (problems.length) {
      throw new AppError(400, 'definitionInvalid', { count: problems.length, first: `${problems[0]!.pointer || '/'} ${problems[0]!.message}` }, { errors: problems });
    }
    // Lock the current row: of two saves from the same base, the second waits, then sees a newer version: 409.
    const current = await tx.selectFrom('definition').select('version')
      .where('tenant_id', '=', principal.tenantId).where('kind', '=', 'layout').where('key', '=', key).where('is_current', '=', true)
      .forUpdate().executeTakeFirst();
    if ((current?.version ?? 0) !== input.baseVersion) throw conflict('homeLayoutStale');
    const version = input.baseVersion + 1;
    try {
      await insertVersion(tx, principal.tenantId, { kind: 'layout', key, version, body: checked.body!, comment: null, createdBy: principal.userId });
    } catch (error) {
      // Two first saves at once: the second insert of version 1 breaks the unique key.
      if ((error as { code?: string }).code === '23505') throw conflict('homeLayoutStale');
      throw error;
    }
    return { key, version };
  });
}
