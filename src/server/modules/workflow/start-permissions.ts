import { resolveLabel, type LabelMap } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { FlowSettings } from '../../bpm/settings.ts';
import { requireAdmin } from '../definitions/require-admin.ts';

/**
 * getPermissionList (administrators): the start-rights rule of each flow's main version, the named roles and
 * accounts with their names (null when the name no longer exists in the tenant). `defKey` narrows it to one flow.
 */
export function startPermissions(db: Db, principal: Principal, defKey: string | undefined, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    let query = tx.selectFrom('bpm_definition as f').leftJoin('bpm_flow_type as ft', 'ft.id', 'f.type_id')
      .select(['f.id', 'f.def_key', 'f.name', 'f.settings', 'f.type_id', 'ft.name as type_name'])
      .where('f.tenant_id', '=', principal.tenantId).where('f.is_main', '=', true).orderBy('f.def_key');
    if (defKey !== undefined) query = query.where('f.def_key', '=', defKey);
    const defs = await query.execute();
    if (defKey !== undefined && defs.length === 0) throw notFound('bpmDefNotFound');
    const rules = defs.map((d) => ({ def: d, rights: (d.settings as FlowSettings).startRights }));
    const codes = [...new Set(rules.flatMap((r) => r.rights?.roles ?? []))];
    const accounts = [...new Set(rules.flatMap((r) => r.rights?.accounts ?? []))];
    const roles = codes.length === 0 ? [] : await tx.selectFrom('role').select(['code', 'name', 'name_en'])
      .where('tenant_id', '=', principal.tenantId).where('code', 'in', codes).execute();
    const users = accounts.length === 0 ? [] : await tx.selectFrom('app_user').select(['account', 'fullname'])
      .where('tenant_id', '=', principal.tenantId).where('account', 'in', accounts).execute();
    const roleName = (code: string) => {
      const role = roles.find((r) => r.code === code);
      return role ? (lang === 'en-US' && role.name_en ? role.name_en : role.name) : null;
    };
    return rules.map(({ def, rights }) => ({
      defId: String(def.id), defKey: def.def_key, name: def.name,
      typeId: def.type_id === null ? null : String(def.type_id), typeName: def.type_name ? resolveLabel(def.type_name as LabelMap, lang) : null,
      everyone: rights === undefined,
      roles: (rights?.roles ?? []).map((code) => ({ code, name: roleName(code) })),
      accounts: (rights?.accounts ?? []).map((account) => ({ account, name: users.find((u) => u.account === account)?.fullname ?? null })),
    }));
  });
}
