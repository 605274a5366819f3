import { sql, type Kysely } from 'kysely';

/**
 * patent.cpc / patent.main_cpc: the Cooperative Patent Classification of a patent, as the CPC bulk upload
 * (/documentManage/CPCUpload) imports it: codes joined by ';' (like ipc), the first one the main code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patent add column if not exists cpc text, add column if not exists main_cpc text`.execute(db);
}
