import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * Two workflow look-ups that scanned:
 * - notices by instance: the read records of an instance (getByRecordInstId: its copies that were read, last read
 *   first) and the "is a copy receiver or sender" check of instance readers;
 * - instances by business key: the related processes of a business record (relatedProcess,
 *   getRelatedInformationById).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create index bpm_notice_instance on bpm_notice (instance_id, read_at desc, id desc);
create index bpm_instance_business_key on bpm_instance (tenant_id, business_key) where business_key is not null;
`);
}
