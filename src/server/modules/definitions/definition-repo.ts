import { upgradeDefinition } from '../../../common/definitions/upgrades/index.ts';
import type { DefinitionOf } from '../../../common/definitions/kinds/index.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import type { Tx } from '../../db/database.ts';

export interface StoredDefinition<B = Record<string, unknown>> {
  kind: DefinitionKind;
  key: string;
  version: number;
  isCurrent: boolean;
  /** Upgraded to the kind's current schemaVersion (stored rows may be older). */
  body: B;
  comment: string | null;
  createdBy: number | null;
  createdAt: Date;
}

const columns = ['kind', 'key', 'version', 'is_current', 'body', 'comment', 'created_by', 'created_at'] as const;

type Row = { kind: string; key: string; version: number; is_current: boolean; body: Record<string, unknown>; comment: string | null; created_by: number | null; created_at: Date };

function toStored<B>(row: Row): StoredDefinition<B> {
  const kind = row.kind as DefinitionKind;
  return {
    kind, key: row.key, version: row.version, isCurrent: row.is_current, comment: row.comment, createdBy: row.created_by, createdAt: row.created_at,
    body: upgradeDefinition(kind, row.body) as B,
  };
}

/** The current version of a definition (undefined when there is none). */
export async function findCurrent<K extends DefinitionKind>(tx: Tx, tenantId: number, kind: K, key: string): Promise<StoredDefinition<DefinitionOf<K>> | undefined> {
  const row = await tx.selectFrom('definition').select(columns)
    .where('tenant_id', '=', tenantId).where('kind', '=', kind).where('key', '=', key).where('is_current', '=', true)
    .executeTakeFirst();
  return row ? toStored(row) : undefined;
}

export async function findVersion(tx: Tx, tenantId: number, kind: DefinitionKind, key: string, version: number): Promise<StoredDefinition | undefined> {
  const row = await tx.selectFrom('definition').select(columns)
    .where('tenant_id', '=', tenantId).where('kind', '=', kind).where('key', '=', key).where('version', '=', version)
    .executeTakeFirst();
  return row ? toStored(row) : undefined;
}

/** Every current definition of a kind, by key. */
export async function findCurrentOfKind<K extends DefinitionKind>(tx: Tx, tenantId: number, kind: K): Promise<StoredDefinition<DefinitionOf<K>>[]> {
  const rows = await tx.selectFrom('definition').select(columns)
    .where('tenant_id', '=', tenantId).where('kind', '=', kind).where('is_current', '=', true)
    .orderBy('key').execute();
  return rows.map((r) => toStored(r));
}

/** Current definitions of a kind whose body property `property` equals `value` (forms of a bo). */
export async function findCurrentBy<K extends DefinitionKind>(tx: Tx, tenantId: number, kind: K, property: string, value: string): Promise<StoredDefinition<DefinitionOf<K>>[]> {
  const rows = await tx.selectFrom('definition').select(columns)
    .where('tenant_id', '=', tenantId).where('kind', '=', kind).where('is_current', '=', true)
    .where((eb) => eb(eb.ref('body', '->>').key(property as never), '=', value))
    .orderBy('key').execute();
  return rows.map((r) => toStored(r));
}

/** Inserts a new current version (the caller has checked and locked the previous current one). */
export async function insertVersion(tx: Tx, tenantId: number, input: {
  kind: DefinitionKind; key: string; version: number; body: Record<string, unknown>; comment?: string | null; createdBy: number | null;
}): Promise<void> {
  if (input.version > 1) {
    await tx.updateTable('definition').set({ is_current: false })
      .where('tenant_id', '=', tenantId).where('kind', '=', input.kind).where('key', '=', input.key).where('is_current', '=', true)
      .execute();
  }
  await tx.insertInto('definition').values({
    tenant_id: tenantId, kind: input.kind, key: input.key, version: input.version,
    schema_version: Number(input.body.schemaVersion), body: JSON.stringify(input.body), is_current: true,
    comment: input.comment ?? null, created_by: input.createdBy,
  }).execute();
}
