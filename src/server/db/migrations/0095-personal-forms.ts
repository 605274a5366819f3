import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/** The personal-office forms of the form engine with their business objects (schemas/bo, schemas/form). */
export const PERSONAL_FORMS: [DefinitionKind, string][] = ['personalAgent', 'personalApprovalItem', 'personalSecretary', 'personalDeputy']
  .flatMap((key): [DefinitionKind, string][] => [['bo', key], ['form', key]]);

const TABLES = ['bpm_agent', 'bpm_approval_item', 'bpm_secretary', 'bpm_deputy'];

/**
 * Agent rules, approval phrases, secretaries and deputies are edited through forms of the engine (saved by the
 * workflow module's record stores): each row gets the version a stale edit is refused by (409), and tenants created
 * before get the shipped definitions unless they have one of that key already (a fresh database's seed adds schemas/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} add column if not exists version integer not null default 1`.execute(db);
  for (const [kind, key] of PERSONAL_FORMS) {
    const body = readDefinitionFile(kind, path.join(SCHEMAS_DIR, kind, `${key}.json`)).body;
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, ${kind}, ${key}, 1, ${Number(body.schemaVersion)}, ${JSON.stringify(body)}::json, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = ${kind} and d.key = ${key})`.execute(db);
  }
}
