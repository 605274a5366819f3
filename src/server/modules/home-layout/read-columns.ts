import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import type { ColumnBatch, ColumnChoice } from '../../../common/api/home-layout.ts';
import { resolveLabel, type Label } from '../../../common/definitions/label.ts';
import { upgradeDefinition } from '../../../common/definitions/upgrades/index.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { findCurrentOfKind } from '../definitions/definition-repo.ts';
import { requireAdmin } from '../definitions/require-admin.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';
import { mayUseColumn } from '../../../common/home-layout/column-rights.ts';

/**
 * The current definitions of the named columns, in the order asked. A column whose displayRights the caller lacks
 * is left out (a preview, for administrators only, shows it anyway); an alias with no column is listed in `missing`.
 */
export function columnsByAliases(db: Db, principal: Principal, aliases: readonly string[], preview: boolean): Promise<ColumnBatch> {
  return withTenant(db, principal.tenantId, async (tx) => {
    if (preview) await requireAdmin(tx, principal);
    const wanted = [...new Set(aliases)];
    const rows = wanted.length ? await tx.selectFrom('definition').select(['key', 'body'])
      .where('tenant_id', '=', principal.tenantId).where('kind', '=', 'column').where('is_current', '=', true)
      .where('key', 'in', wanted).execute() : [];
    const byKey = new Map(rows.map((r) => [r.key, upgradeDefinition('column', r.body) as unknown as ColumnDefinition]));
    const roles = preview ? [] : await roleCodesOf(tx, principal.tenantId, principal.userId);
    const columns: Record<string, unknown>[] = [];
    const missing: string[] = [];
    for (const alias of wanted) {
      const column = byKey.get(alias);
      if (!column) missing.push(alias);
      else if (preview || mayUseColumn(column, roles)) columns.push(column as unknown as Record<string, unknown>);
    }
    return { columns, missing };
  });
}

/** Every column the caller may place on a layout (their displayRights allow it), by name in the caller's language. */
export function columnChoices(db: Db, principal: Principal, lang: Language): Promise<ColumnChoice[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const roles = await roleCodesOf(tx, principal.tenantId, principal.userId);
    const columns = await findCurrentOfKind(tx, principal.tenantId, 'column');
    return columns.map((c) => c.body).filter((c) => mayUseColumn(c, roles))
      .map((c) => ({ alias: c.alias, name: resolveLabel(c.name as Label, lang) || c.alias, colType: c.colType, colHeight: c.colHeight ?? null }));
  });
}
