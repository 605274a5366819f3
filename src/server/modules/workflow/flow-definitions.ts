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

/** Deploys a new version (sysAdmin only). */
export function deployFlow(db: Db, principal: Principal, input: DeployInput) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    return deployDefinition(tx, principal.tenantId, principal.userId, input);
  });
}
