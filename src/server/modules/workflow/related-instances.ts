import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { currentFormDataRev } from '../../bpm/actions/form-data-rev.ts';
import { loadDefinition } from '../../bpm/load-run.ts';
import { loadCaller } from '../forms/caller.ts';
import { canRead } from '../forms/record-access.ts';
import { findCurrent } from '../definitions/definition-repo.ts';
import { flowNamesOfInstances } from './flow-names.ts';
import { requireInstanceReader } from './instance-access.ts';
import { INSTANCE_FIELDS } from './list-fields.ts';
import { instanceRow, INSTANCE_COLUMNS, REQUEST_ORDER } from './list-tasks.ts';
import { readableInstance } from './readable-instances.ts';

const RELATED_LIMIT = 50;

/** Instances of a business key the caller may read (`except` = leave this one out), newest first. */
async function byBusinessKey(tx: Tx, principal: Principal, businessKey: string, except?: number) {
  let base = tx.selectFrom('bpm_instance as i').select([...INSTANCE_COLUMNS]).where('i.tenant_id', '=', principal.tenantId)
    .where('i.business_key', '=', businessKey).where(await readableInstance(tx, principal));
  if (except !== undefined) base = base.where('i.id', '!=', except);
  return base;
}

/** relatedProcess: the other instances of an instance's business key (none when it has no key), paged. */
export function relatedProcesses(db: Db, principal: Principal, body: QueryFilter & { instId: number }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, body.instId);
    const instance = await tx.selectFrom('bpm_instance').select('business_key').where('id', '=', body.instId).executeTakeFirstOrThrow();
    const pageBean = { page: body.pageBean?.page ?? 1, pageSize: body.pageBean?.pageSize ?? 10 };
    if (!instance.business_key) return { rows: [], total: 0, ...pageBean };
    const page = await pagedQuery(await byBusinessKey(tx, principal, instance.business_key, body.instId), body, INSTANCE_FIELDS, { order: REQUEST_ORDER });
    const names = await flowNamesOfInstances(tx, lang, page.rows.map((r) => r.id));
    return { ...page, rows: page.rows.map((r) => instanceRow(r, names)) };
  });
}

/**
 * getRelatedInformationById: an instance's business record (when its key names a record of the flow form's bo the
 * caller may read), the other instances of that key, and the revision of its form data.
 */
export function relatedInformation(db: Db, principal: Principal, instId: number, revKey: string, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireInstanceReader(tx, principal, instId);
    const i = await tx.selectFrom('bpm_instance').select(['id', 'subject', 'status', 'business_key', 'def_id']).where('id', '=', instId).executeTakeFirstOrThrow();
    const { settings } = await loadDefinition(tx, i.def_id);
    const form = settings.form ? await findCurrent(tx, principal.tenantId, 'form', settings.form) : undefined;
    const boAlias = form?.body.boAlias ?? null;
    let record: { id: string; version: number } | null = null;
    let related: ReturnType<typeof instanceRow>[] = [];
    if (i.business_key) {
      if (boAlias) record = await readableRecord(tx, principal, i.business_key, boAlias);
      const rows = await (await byBusinessKey(tx, principal, i.business_key, instId)).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc')
        .limit(RELATED_LIMIT).execute();
      const names = await flowNamesOfInstances(tx, lang, rows.map((r) => r.id));
      related = rows.map((r) => instanceRow(r, names));
    }
    return {
      instId: String(i.id), subject: i.subject, status: i.status, businessKey: i.business_key, boAlias, record,
      dataRev: await currentFormDataRev(tx, revKey, instId), related,
    };
  });
}

/** The bo record a business key names, when it is a record id of that bo and the caller may read it. */
async function readableRecord(tx: Tx, principal: Principal, id: string, boAlias: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const row = await tx.selectFrom('bo_record').select(['id', 'version', 'created_by', 'org_id']).where('tenant_id', '=', principal.tenantId)
    .where('bo_alias', '=', boAlias).where('id', '=', id).executeTakeFirst();
  if (!row || !canRead(await loadCaller(tx, principal), row)) return null;
  return { id: row.id, version: row.version };
}
