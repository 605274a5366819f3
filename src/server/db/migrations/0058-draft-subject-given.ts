import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * bpm_draft.subject_given: whether the draft's subject is one its author typed. A draft saved without one stored a
 * filled-in default ({flowName}-{initiator}-{date}), and an instance started from it took that as a typed subject,
 * so the flow's own subject rule never applied. Drafts whose subject is exactly that default are marked not given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
alter table bpm_draft add column subject_given boolean not null default true;
update bpm_draft d set subject_given = false
  where d.subject = d.def_name || '-' || (select u.fullname from app_user u where u.id = d.creator_id) || '-' || to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD');
`);
}
