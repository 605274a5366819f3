import { diffDefinitions, type DefinitionChange } from '../../../common/definitions/diff.ts';
import type { DefinitionProblem } from '../../../common/definitions/validate-definition.ts';
import { KEY_PROPERTY, type DefinitionKind } from '../../../common/definitions/versions.ts';
import { resolveLabel, type Label } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { problemMessages } from '../../../common/definitions/problem-messages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { checkDefinition } from './check-definition.ts';
import { findCurrent, findVersion, insertVersion } from './definition-repo.ts';
import { requireAdmin } from './require-admin.ts';

export interface DefinitionSummary { kind: string; key: string; name: string; version: number; schemaVersion: number; updatedAt: string; updatedBy: string | null }
export interface VersionInfo { version: number; isCurrent: boolean; comment: string | null; createdAt: string; createdBy: string | null }

const invalid = (problems: DefinitionProblem[]) => new AppError(400, 'definitionInvalid', { count: problems.length, first: `${problems[0]!.pointer || '/'} ${problems[0]!.message}` }, { errors: problems });

/** Current definitions of a kind, by key. */
export async function listDefinitions(db: Db, principal: Principal, lang: Language, kind: DefinitionKind): Promise<DefinitionSummary[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const rows = await tx.selectFrom('definition').leftJoin('app_user', 'app_user.id', 'definition.created_by')
      .select(['definition.kind', 'definition.key', 'definition.version', 'definition.schema_version', 'definition.created_at', 'app_user.fullname'])
      .select((eb) => eb.ref('definition.body', '->').key('name' as never).as('name'))
      .where('definition.tenant_id', '=', principal.tenantId).where('definition.kind', '=', kind).where('definition.is_current', '=', true)
      .orderBy('definition.key').execute();
    return rows.map((r) => ({
      kind: r.kind, key: r.key, name: resolveLabel(r.name as Label, lang), version: r.version, schemaVersion: r.schema_version,
      updatedAt: new Date(r.created_at).toISOString(), updatedBy: r.fullname,
    }));
  });
}

/** The current version, or the given one: `{ kind, key, version, isCurrent, comment, createdAt, body }`. */
export async function getDefinition(db: Db, principal: Principal, kind: DefinitionKind, key: string, version?: number) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const found = version === undefined ? await findCurrent(tx, principal.tenantId, kind, key) : await findVersion(tx, principal.tenantId, kind, key, version);
    if (!found) throw notFound('definitionNotFound');
    return { kind, key, version: found.version, isCurrent: found.isCurrent, comment: found.comment, createdAt: found.createdAt.toISOString(), body: found.body as Record<string, unknown> };
  });
}

/** Problems of a body (upgraded first); empty = valid. */
export async function validateBody(db: Db, principal: Principal, kind: DefinitionKind, body: unknown, lang: Language = 'en-US'): Promise<DefinitionProblem[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    return (await checkDefinition(tx, principal.tenantId, kind, body, lang)).problems;
  });
}

/**
 * Saves a body as the next version. `baseVersion` is the version the editor started from (0 for a new key); when it
 * is not the current one the save is a 409 and nothing is written.
 */
export async function saveDefinition(db: Db, principal: Principal, input: { kind: DefinitionKind; body: unknown; baseVersion: number; comment?: string }, lang: Language = 'en-US'): Promise<{ key: string; version: number }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const checked = await checkDefinition(tx, principal.tenantId, input.kind, input.body, lang);
    if (checked.problems.length) throw invalid(checked.problems);
    const key = checked.key!;
    return writeNext(tx, principal, input.kind, key, checked.body!, input.baseVersion, input.comment, lang);
  });
}

/** A new current version with the body of an old one. */
export async function rollbackDefinition(db: Db, principal: Principal, input: { kind: DefinitionKind; key: string; version: number; baseVersion: number }, lang: Language = 'en-US'): Promise<{ key: string; version: number }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const old = await findVersion(tx, principal.tenantId, input.kind, input.key, input.version);
    if (!old) throw notFound('definitionNotFound');
    const checked = await checkDefinition(tx, principal.tenantId, input.kind, old.body, lang);
    if (checked.problems.length) throw invalid(checked.problems);
    return writeNext(tx, principal, input.kind, input.key, checked.body!, input.baseVersion, `rollback to ${input.version}`, lang);
  });
}

async function writeNext(tx: Parameters<typeof findCurrent>[0], principal: Principal, kind: DefinitionKind, key: string, body: Record<string, unknown>, baseVersion: number, comment: string | undefined, lang: Language) {
  // Lock the current row: of two saves from the same base, the second sees a changed row and gets the 409.
  const current = await tx.selectFrom('definition').select('version')
    .where('tenant_id', '=', principal.tenantId).where('kind', '=', kind).where('key', '=', key).where('is_current', '=', true)
    .forUpdate().executeTakeFirst();
  if ((current?.version ?? 0) !== baseVersion) throw conflict('definitionStale');
  if (body[KEY_PROPERTY[kind]] !== key) throw invalid([{ pointer: `/${KEY_PROPERTY[kind]}`, message: problemMessages(lang).keyChanged(key) }]);
  const version = baseVersion + 1;
  try {
    await insertVersion(tx, principal.tenantId, { kind, key, version, body, comment: comment ?? null, createdBy: principal.userId });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict('definitionStale');
    throw error;
  }
  return { key, version };
}

export async function definitionHistory(db: Db, principal: Principal, kind: DefinitionKind, key: string): Promise<VersionInfo[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const rows = await tx.selectFrom('definition').leftJoin('app_user', 'app_user.id', 'definition.created_by')
      .select(['definition.version', 'definition.is_current', 'definition.comment', 'definition.created_at', 'app_user.fullname'])
      .where('definition.tenant_id', '=', principal.tenantId).where('definition.kind', '=', kind).where('definition.key', '=', key)
      .orderBy('definition.version', 'desc').execute();
    if (!rows.length) throw notFound('definitionNotFound');
    return rows.map((r) => ({ version: r.version, isCurrent: r.is_current, comment: r.comment, createdAt: new Date(r.created_at).toISOString(), createdBy: r.fullname }));
  });
}

/** Changes from version `from` to version `to` (both upgraded to the current schemaVersion first). */
export async function diffVersions(db: Db, principal: Principal, kind: DefinitionKind, key: string, from: number, to: number): Promise<{ from: number; to: number; changes: DefinitionChange[] }> {
  return withTenant(db, principal.tenantId, async (tx) => {
    await requireAdmin(tx, principal);
    const a = await findVersion(tx, principal.tenantId, kind, key, from);
    const b = await findVersion(tx, principal.tenantId, kind, key, to);
    if (!a || !b) throw notFound('definitionNotFound');
    return { from, to, changes: diffDefinitions(a.body, b.body) };
  });
}
