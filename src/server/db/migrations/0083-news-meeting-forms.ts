import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import { readDefinitionFile, SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/** The news-and-notice and meeting-booking forms of the form engine, with their business objects (schemas/bo, schemas/form). */
export const NEWS_MEETING_DEFINITIONS: [DefinitionKind, string][] = [['bo', 'newsNotice'], ['form', 'newsNotice'], ['bo', 'meetingBooking'], ['form', 'meetingBooking']];

/**
 * News, notices and meeting bookings are now edited through forms of the engine (saved by the news module's record
 * stores). Tenants created before get the shipped definitions unless they have one of that key already; a fresh
 * database has no tenants here (its seed adds schemas/). Stored as json, so the author's key order stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [kind, key] of NEWS_MEETING_DEFINITIONS) {
    const body = readDefinitionFile(kind, path.join(SCHEMAS_DIR, kind, `${key}.json`)).body;
    await sql`insert into definition (tenant_id, kind, key, version, schema_version, body, is_current, comment)
      select t.id, ${kind}, ${key}, 1, ${Number(body.schemaVersion)}, ${JSON.stringify(body)}::json, true, 'schemas/'
      from tenant t where not exists (select 1 from definition d where d.tenant_id = t.id and d.kind = ${kind} and d.key = ${key})`.execute(db);
  }
}
