import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { deployDefinition, type DeployInput } from '../../bpm/deploy.ts';
import type { FlowSettings } from '../../bpm/settings.ts';
import { hasStartRights } from '../../bpm/start-rights.ts';
import { requireAdmin } from '../definitions/require-admin.ts';
import { DEFINITION_FIELDS } from './list-fields.ts';

/** Main versions of the tenant's flows. */
export function listFlowDefinitions(db: Db, principal: Principal, filter: QueryFilter) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const base = tx.selectFrom('bpm_definition as f').select(['f.id', 'f.def_key', 'f.name', 'f.version', 'f.deployed_at'])
      .where('f.tenant_id', '=', principal.tenantId).where('f.is_main', '=', true);
    const page = await pagedQuery(base, filter, DEFINITION_FIELDS, { order: [['f.def_key', 'asc'], ['f.id', 'asc']] });
    return {
      ...page,
      rows: page.rows.map((f) => ({
        id: String(f.id), defId: String(f.id), defKey: f.def_key, name: f.name, version: f.version, deployTime: new Date(f.deployed_at).toISOString(),
      })),
    };
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

/** Deploys a new version (sysAdmin only). */
export function deployFlow(db: Db, principal: Principal, input: DeployInput) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    return deployDefinition(tx, principal.tenantId, principal.userId, input);
  });
}
