import { sql } from 'kysely';
import type { FlowDeployment } from '../../../common/api/workflow.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { deployDefinition, type DeployInput } from '../../bpm/deploy.ts';
import type { FlowSettings } from '../../bpm/settings.ts';
import { hasStartRights } from '../../bpm/start-rights.ts';
import { requireAdmin } from '../definitions/require-admin.ts';
import { definitionRow, mainDefinitions } from './definition-rows.ts';
import { flowNamesOfDefinitions } from './flow-names.ts';
import { DEFINITION_FIELDS } from './list-fields.ts';

/** Main versions of the tenant's flows, with their category. */
export function listFlowDefinitions(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const page = await pagedQuery(mainDefinitions(tx, principal.tenantId), filter, DEFINITION_FIELDS, { order: [['f.def_key', 'asc'], ['f.id', 'asc']] });
    const names = await flowNamesOfDefinitions(tx, lang, page.rows.map((f) => f.id));
    return { ...page, rows: page.rows.map((f) => definitionRow(f, lang, names)) };
  });
}

/** Whether the caller may start the main version of a flow (administrators always may). */
export function flowHasStartRights(db: Db, principal: Principal, defKey: string) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const def = await tx.selectFrom('bpm_definition').select('settings').where('tenant_id', '=', principal.tenantId)
      .where('def_key', '=', defKey).where('is_main', '=', true).executeTakeFirst();
    if (!def) throw notFound('bpmDefNotFound');
    return hasStartRights(tx, principal, def.settings as FlowSettings);
  });
}

/** The main version's XML and settings, to edit a new version from (sysAdmin only). */
export function flowDeployment(db: Db, principal: Principal, defKey: string): Promise<FlowDeployment> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const def = await tx.selectFrom('bpm_definition as f').leftJoin('bpm_flow_type as ft', 'ft.id', 'f.type_id')
      .select(['f.id', 'f.def_key', 'f.version', 'f.name', 'f.xml', 'f.settings', 'ft.type_key'])
      .select((eb) => eb.selectFrom('bpm_definition as v').select(sql<number>`max(v.version)`.as('latest'))
        .whereRef('v.tenant_id', '=', 'f.tenant_id').whereRef('v.def_key', '=', 'f.def_key').as('latest'))
      .where('f.tenant_id', '=', principal.tenantId).where('f.def_key', '=', defKey).where('f.is_main', '=', true).executeTakeFirst();
    if (!def) throw notFound('bpmDefNotFound');
    const settings = def.settings as FlowSettings;
    return {
      defId: String(def.id), defKey: def.def_key, version: def.version, latestVersion: Number(def.latest), name: def.name,
      nameEn: settings.nameEn ?? null, typeKey: def.type_key ?? null, xml: def.xml, settings,
    };
  });
}

/** Deploys a new version (sysAdmin only). */
export function deployFlow(db: Db, principal: Principal, input: DeployInput) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    return deployDefinition(tx, principal.tenantId, principal.userId, input);
  });
}
