import { OFTEN_FLOW_LIMIT } from '../../../common/api/workflow.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { startableWhere } from '../../bpm/startable-where.ts';
import { flowNamesOfDefinitions } from './flow-names.ts';
import { leadersOf } from './secretaries.ts';

const ICON_COLORS = ['#165DFF', '#00B42A', '#FF7D00', '#F53F3F', '#722ED1', '#0FC6C2', '#F7BA1E', '#EB0AA4'];

/**
 * The caller's frequent flows: the saved keys in order, else the system default (every flow the caller may
 * start, by key, at most 20). Each entry lists the leaders the caller may start it for (secretary).
 */
export function myOftenFlows(db: Db, principal: Principal, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const saved = await tx.selectFrom('bpm_often_flow').select('def_keys').where('tenant_id', '=', principal.tenantId)
      .where('user_id', '=', principal.userId).executeTakeFirst();
    const rights = await startableWhere(tx, principal);
    const defs = tx.selectFrom('bpm_definition as f').select(['f.id', 'f.def_key', 'f.name', 'f.type_id']).where('f.tenant_id', '=', principal.tenantId)
      .where('f.is_main', '=', true).orderBy('f.def_key');
    const startable = await (rights ? defs.where(rights) : defs).execute();
    const byKey = new Map(startable.map((d) => [d.def_key, d]));
    const chosen = saved ? saved.def_keys.map((k) => byKey.get(k)).filter((d) => d !== undefined) : startable.slice(0, OFTEN_FLOW_LIMIT);
    const leaders = await leadersOf(tx, principal);
    const names = await flowNamesOfDefinitions(tx, lang, chosen.map((d) => d.id));
    return chosen.map((d, i) => ({
      id: String(d.id), name: names.flow(d.id, d.name), defKey: d.def_key, typeId: d.type_id === null ? null : String(d.type_id), leaders, isAdd: saved !== undefined,
      icon: JSON.stringify({ color: ICON_COLORS[i % ICON_COLORS.length] }),
    }));
  });
}

/** Saves the caller's frequent flows (at most 20; unknown keys refused); an empty list resets to the system default. */
export function saveMyOftenFlows(db: Db, principal: Principal, keys: string[]): Promise<'saved' | 'reset'> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const unique = [...new Set(keys)];
    if (unique.length > OFTEN_FLOW_LIMIT) throw badRequest('bpmOftenFlowLimit');
    if (unique.length === 0) {
      await tx.deleteFrom('bpm_often_flow').where('tenant_id', '=', principal.tenantId).where('user_id', '=', principal.userId).execute();
      return 'reset';
    }
    const known = await tx.selectFrom('bpm_definition').select('def_key').where('tenant_id', '=', principal.tenantId).where('is_main', '=', true)
      .where('def_key', 'in', unique).execute();
    const missing = unique.find((k) => !known.some((d) => d.def_key === k));
    if (missing !== undefined) throw badRequest('bpmDefNotFoundKey', { key: missing });
    const now = new Date();
    await tx.insertInto('bpm_often_flow').values({ tenant_id: principal.tenantId, user_id: principal.userId, def_keys: unique, updated_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ def_keys: unique, updated_at: now })).execute();
    return 'saved';
  });
}
